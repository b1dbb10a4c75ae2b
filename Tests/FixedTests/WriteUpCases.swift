import Fixed
import Foundation
import KataTestSupport
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one call to `Fixed` through a fake returned or threw, and every request it sent. (The
/// defect scenarios keep a `Call` instead: what a caller could observe, whichever module.)
struct FixedResult<Value: Sendable>: Sendable {
    let result: Result<Value, any Error>
    let requests: [URLRequest]

    /// The error, if the call threw an `APIError`.
    var apiError: APIError? {
        if case .failure(let error as APIError) = result { return error }
        return nil
    }

    /// The value, if the call returned one.
    var value: Value? { try? result.get() }
}

/// A `Fixed.APIClient` over `fake`, with no wait between retries.
func makeClient(_ fake: FakeTransport) -> APIClient {
    APIClient(transport: fake.transport, retryDelay: .zero)
}

/// Calls `body` with a client over a fake that answers `replies`, and records what happened.
/// A call that has not ended after 10 s fails with `DeadlinePassed`, so a client that retries for
/// ever fails its test instead of hanging the run.
func run<Value: Sendable>(
    replying replies: Reply...,
    call body: @escaping @Sendable (APIClient) async throws -> Value
) async -> FixedResult<Value> {
    let fake = FakeTransport(replies: replies)
    let limit: Duration = .seconds(10)
    let result = await withDeadline(limit) { () -> Result<Value, any Error> in
        do { return .success(try await body(makeClient(fake))) } catch { return .failure(error) }
    }
    return FixedResult(result: result ?? .failure(DeadlinePassed(limit)), requests: await fake.requests)
}

/// The five tests the original write-up asks for before the rewrite merges, as scenarios. The XCTest and
/// the Swift Testing suites both assert them, each in its own idiom.
enum WriteUpCase {
    /// The profile decodes `avatar_url`.
    static func profileWithSnakeCaseAvatar() async -> FixedResult<User> {
        await run(replying: .ok(Fixture.adaJSON)) { try await $0.fetchUser(id: 1) }
    }

    /// A server that always answers 500 with an HTML page.
    static func searchDuringOutage() async -> FixedResult<[User]> {
        await run(replying: .http(500, Fixture.outageHTML)) { try await $0.searchUsers(matching: "ada") }
    }

    /// A 404 for the profile.
    static func profileNotFound() async -> FixedResult<User> {
        await run(replying: .http(404, "")) { try await $0.fetchUser(id: 1) }
    }

    /// A 503 during a deploy, then the real answer.
    static func profileDuringDeploy() async -> FixedResult<User> {
        await run(replying: .http(503, ""), .ok(Fixture.adaJSON)) { try await $0.fetchUser(id: 1) }
    }

    /// A search for `tom & admin=true`.
    static func searchWithAmpersandAndEquals() async -> FixedResult<[User]> {
        await run(replying: .ok("[]")) { try await $0.searchUsers(matching: "tom & admin=true") }
    }

    /// Where Ada's avatar lives.
    static let adaAvatar = URL(string: "https://example.com/ada.png")!

    /// What the encoded search request must look like.
    static let encodedSearchURL = "https://api.example.com/users?q=tom%20%26%20admin%3Dtrue"
}
