/// A scenario bound to the subject it runs against: what a test suite iterates over.
public struct Case: Sendable, Identifiable, CustomStringConvertible {
    public let id: String
    public let policy: Policy
    public let title: String
    public let run: @Sendable () async -> [Check]

    public var description: String { "\(id): \(title)" }

    /// "Scenario retry-table.unkeyed-writes — A POST without a key is never retried": how every
    /// message about it starts.
    public var headline: String { "Scenario \(id) — \(title)" }

    /// Runs it; `location` is where a failure that belongs to no check points.
    public func result(location: Check.Location) async -> ScenarioResult {
        ScenarioResult(headline: headline, subject: "Production", checks: await run(), location: location)
    }
}

extension Scenario {
    /// This scenario, to run against `subject`.
    public func bound(to subject: Subject) -> Case {
        Case(id: id, policy: policy, title: title) { await self.run(subject) }
    }
}

/// Every scenario, bound to `Production`'s own parts.
public enum ProductionCases {
    public static let all: [Case] =
        QueryEncodingScenarios.all.map { $0.bound(to: ProductionSubjects.queryURL) }
        + ValidationScenarios.all.map { $0.bound(to: ProductionSubjects.responses) }
        + RetryTableScenarios.all.map { $0.bound(to: ProductionSubjects.retryTable) }
        + BackoffScenarios.all.map { $0.bound(to: ProductionSubjects.backoff) }
        + RetryAfterScenarios.all.map { $0.bound(to: ProductionSubjects.retryAfter) }
        + RetryAfterScenarios.source.map { $0.bound(to: ProductionSubjects.retryAfterSource) }
        + RetryScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + IdempotencyScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + CancellationScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + DeadlineScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + TokenRefreshScenarios.all.map { $0.bound(to: ProductionSubjects.tokenStore) }
        + TokenRefreshScenarios.throughTheClient.map { $0.bound(to: ProductionSubjects.client) }
        + TokenRefreshScenarios.waitingOnTheRefresh.map { $0.bound(to: ProductionSubjects.client) }
        + RateLimitScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + PaginationScenarios.all.map { $0.bound(to: ProductionSubjects.pages) }
        + LoggingScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + LoggingScenarios.redaction.map { $0.bound(to: ProductionSubjects.redactor) }
        + CompletionHandlerScenarios.all.map { $0.bound(to: ProductionSubjects.completion) }
        + ProfileStateScenarios.all.map { $0.bound(to: ProductionSubjects.profileModel) }
        + OfflineCacheScenarios.all.map { $0.bound(to: ProductionSubjects.offlineProfileModel) }
        + SearchScenarios.all.map { $0.bound(to: ProductionSubjects.searchModel) }
        + WireScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
        + WireScenarios.transport.map { $0.bound(to: ProductionSubjects.transport) }

    /// The two stress scenarios: 1,000 concurrent 401s, and 1,000 phones after an outage.
    public static let stress: [Case] =
        TokenRefreshScenarios.stress.map { $0.bound(to: ProductionSubjects.tokenStore) }
        + StormScenarios.all.map { $0.bound(to: ProductionSubjects.client) }
}

/// Every scenario whose subject is a whole client: what a client must pass to stand in for
/// `Production`'s (the grade-4 capstone runs a learner's client through all of them).
public enum ClientScenarios {
    public static let all: [Scenario<ClientFactory>] =
        RetryScenarios.all + IdempotencyScenarios.all + CancellationScenarios.all + DeadlineScenarios.all
        + TokenRefreshScenarios.throughTheClient + RateLimitScenarios.all + LoggingScenarios.all + WireScenarios.all
        + StormScenarios.all
}
