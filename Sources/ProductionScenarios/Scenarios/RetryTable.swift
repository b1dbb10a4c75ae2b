import Production

/// The retry table: method × failure × idempotency key.
public enum RetryTableScenarios {
    public static let all: [Scenario<RetryTable>] = [reads, unkeyedWrites, keyedWrites, permanent]

    static let transient: [FailureKind] = [.notSent, .lostInFlight] + [408, 429, 500, 502, 503, 504].map(FailureKind.status)

    /// Red for: retrying nothing: one 503 during a deploy fails the screen
    /// Red for: a table that forgets 429 or 408
    static let reads = Scenario<RetryTable>(
        "retry-table.reads", .retryTable, "GET, PUT and DELETE are retried after a transient failure"
    ) { table in
        rows(table, [.get, .put, .delete], transient, key: false, expect: true)
    }

    /// Red for: retrying by failure alone: a POST whose answer was lost is sent again, and the message goes out twice
    static let unkeyedWrites = Scenario<RetryTable>(
        "retry-table.unkeyed-writes", .retryTable, "a POST or PATCH without a key is repeated only if it never left"
    ) { table in
        rows(table, [.post, .patch], Array(transient.dropFirst()), key: false, expect: false)
            + rows(table, [.post, .patch], [.notSent], key: false, expect: true)
    }

    /// Red for: ignoring the key: a message lost to a dropped connection is never retried, though the server would recognise it
    static let keyedWrites = Scenario<RetryTable>(
        "retry-table.keyed-writes", .retryTable, "an idempotency key makes a POST safe to retry"
    ) { table in
        rows(table, [.post, .patch], transient, key: true, expect: true)
    }

    /// Red for: retrying everything: a 404, a 422 or a body that does not decode only make the user wait
    /// Red for: retrying while offline, at once, instead of when the network comes back
    static let permanent = Scenario<RetryTable>(
        "retry-table.permanent", .retryTable, "what will fail the same way again is never retried"
    ) { table in
        let failures: [FailureKind] = [.offline, .permanent] + [400, 401, 403, 404, 409, 422, 501, 505].map(FailureKind.status)
        return rows(table, HTTPMethod.allCases, failures, key: false, expect: false)
            + rows(table, HTTPMethod.allCases, failures, key: true, expect: false)
    }

    /// One check for the whole block, naming every row that disagrees.
    private static func rows(_ table: RetryTable, _ methods: [HTTPMethod], _ failures: [FailureKind], key: Bool, expect: Bool) -> [Check] {
        let wrong = methods.flatMap { method in
            failures.filter { table(method, $0, key) != expect }.map { "\(method.rawValue) after \($0)" }
        }
        let keyText = key ? "with an Idempotency-Key" : "without an Idempotency-Key"
        let verdict = expect ? "Not retried" : "Retried"
        let why = expect ? "Each may well succeed a moment later, and is safe to repeat." : key ? "Repeating it would fail the same way." : "Repeating it would risk doing it twice, or fail the same way."
        return [Check(wrong.isEmpty, "\(verdict), \(keyText): \(wrong.joined(separator: "; ")). \(why)")]
    }
}
