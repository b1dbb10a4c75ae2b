import Fixed
import FixtureServer
import Foundation
import KataTestSupport
import Testing
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the network does with one attempt, said once and translated for each transport: the
/// socket behaviour for the fixture server, and the reply `FakeTransport` plays instead.
///
/// The translation is the claim the contract tests check: that each fake reply is what the real
/// `URLSession` reports for that behaviour.
enum Wire: Sendable, Equatable {
    /// The server answers with this status and body.
    case answers(Int, String)
    /// The server reads the request and never answers.
    case silence
    /// The server closes the connection before sending a byte.
    case emptyReply
    /// The server closes the connection halfway through the body.
    case cutMidBody

    var serverResponse: FixtureResponse {
        switch self {
        case .answers(let status, let body): FixtureResponse(status: status, body: body)
        case .silence: FixtureResponse(policy: .noResponse)
        case .emptyReply: FixtureResponse(status: 200, body: Fixture.adaJSON, policy: .disconnectAtStart)
        case .cutMidBody: FixtureResponse(status: 200, body: Fixture.adaJSON, policy: .disconnectMidBody)
        }
    }

    var fakeReply: Reply {
        switch self {
        case .answers(let status, let body): .http(status, body)
        case .silence: .failure(.timedOut)
        case .emptyReply: .failure(MeasuredURLErrors.emptyReply)
        case .cutMidBody: .failure(MeasuredURLErrors.cutMidBody)
        }
    }
}

/// Which endpoint a case calls.
enum Endpoint: Sendable {
    case profile
    case search(String)

    /// Calls it, and keeps what the user would be shown: the names, or the typed error.
    func outcome(of client: APIClient) async -> Shown {
        do {
            switch self {
            case .profile: return .names([try await client.fetchUser(id: 1).name])
            case .search(let query): return .names(try await client.searchUsers(matching: query).map(\.name))
            }
        } catch let error as APIError {
            return .failed(error)
        } catch {
            return .other("\(error)")
        }
    }
}

/// How a call ended.
enum Shown: Equatable, Sendable {
    case names([String])
    case failed(APIError)
    case other(String)
}

/// What one run of a case showed: how the call ended, and each attempt the client made.
struct Observed: Equatable, Sendable {
    let outcome: Shown
    let attempts: [Attempt]

    var sent: [String] { attempts.map(\.sent) }
}

/// One attempt: the request as sent, and what the transport handed back for it. Compared attempt
/// by attempt, so a fake that reports a silent server as some other retried error cannot pass
/// for the real thing just because the call ends the same way.
struct Attempt: Equatable, Sendable {
    /// Path and query, percent-encoded as on the wire.
    let sent: String
    let met: Met

    enum Met: Equatable, Sendable {
        case status(Int)
        case failed(URLError.Code)
        case other(String)
    }

    init(_ request: URLRequest, met: Met) {
        let url = request.url
        sent = (url?.path(percentEncoded: true) ?? "") + (url?.query(percentEncoded: true).map { "?" + $0 } ?? "")
        self.met = met
    }
}

/// Keeps every attempt that goes through the transports it wraps.
final class AttemptLog: Sendable {
    private let attempts = Locked<[Attempt]>([])

    var all: [Attempt] { attempts.withLock { $0 } }

    func recording(_ transport: @escaping APIClient.Transport) -> APIClient.Transport {
        { request in
            do {
                let (data, response) = try await transport(request)
                self.keep(Attempt(request, met: .status((response as? HTTPURLResponse)?.statusCode ?? -1)))
                return (data, response)
            } catch let error as URLError {
                self.keep(Attempt(request, met: .failed(error.code)))
                throw error
            } catch {
                self.keep(Attempt(request, met: .other("\(error)")))
                throw error
            }
        }
    }

    private func keep(_ attempt: Attempt) {
        attempts.withLock { $0.append(attempt) }
    }
}

/// One case of the contract: the network's behaviour, the call, and what must come out.
struct WireCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// What each attempt meets, in order (the last repeats); nil when nothing listens.
    let wire: [Wire]?
    let call: Endpoint
    let expected: Shown
    let expectedAttempts: Int

    var testDescription: String { name }

    /// Runs it through `FakeTransport`.
    func runFake() async -> Observed {
        let fake = FakeTransport(replies: wire?.map(\.fakeReply) ?? [.failure(.cannotConnectToHost)])
        let log = AttemptLog()
        let outcome = await call.outcome(of: APIClient(transport: log.recording(fake.transport), retryDelay: .zero))
        return Observed(outcome: outcome, attempts: log.all)
    }

    /// What a real run showed: the call's outcome and requests, what the server received, and
    /// how long the call took.
    struct RealRun: Sendable {
        let observed: Observed
        let received: [RecordedRequest]
        let took: Duration
    }

    /// Runs it through the real `URLSession` against a fixture server. Nil if it took longer
    /// than 10 s (30 s when the server stays silent and the attempt waits out its timeout).
    ///
    /// Each case runs once per test process, and every test that asks shares that run: the
    /// contract compares it with the fake, the integration tests read what the server received.
    /// On Linux, URLSession's event loop keeps a core busy while it waits (measured: 0.65 s of
    /// CPU in the kernel for one 1 s timeout), and a second run would take that from the other
    /// suites again.
    func runReal() async throws -> RealRun? {
        let run = Self.realRuns.withLock { runs in
            if let run = runs[name] { return run }
            let run = Task { try await runRealNow(within: .seconds(wire?.contains(.silence) == true ? 30 : 10)) }
            runs[name] = run
            return run
        }
        return try await run.value
    }

    /// Each case's one run, by the case's name.
    private static let realRuns = Locked<[String: Task<RealRun?, any Error>]>([:])

    private func runRealNow(within limit: Duration) async throws -> RealRun? {
        let server = FixtureServer()
        for step in wire ?? [] { server.enqueue(step.serverResponse) }
        let refusing = wire == nil ? try RealTransport.refusingURL() : nil
        let baseURL = try refusing?.url ?? server.start()
        defer {
            server.shutdown()
            refusing?.reservation.close()
        }
        let log = AttemptLog()
        let timeout = wire?.contains(.silence) == true ? RealTransport.timeoutUnderTest : RealTransport.generousTimeout
        let client = RealTransport.client(baseURL: baseURL, log: log, timeout: timeout)
        let started = ContinuousClock.now
        guard let outcome = await withDeadline(limit, { await call.outcome(of: client) }) else { return nil }
        return RealRun(observed: Observed(outcome: outcome, attempts: log.all), received: server.requests, took: ContinuousClock.now - started)
    }
}

extension WireCase {
    static let ok = WireCase(
        name: "a 200 decodes", wire: [.answers(200, Fixture.adaJSON)], call: .profile,
        expected: .names(["Ada"]), expectedAttempts: 1)
    static let outage = WireCase(
        name: "a 500 with HTML is retried, then badStatus(500)", wire: [.answers(500, Fixture.outageHTML)],
        call: .search("ada"), expected: .failed(.badStatus(500)), expectedAttempts: 3)
    static let notFound = WireCase(
        name: "a 404 is not retried", wire: [.answers(404, "")], call: .profile,
        expected: .failed(.badStatus(404)), expectedAttempts: 1)
    static let deploy = WireCase(
        name: "a 503 then a 200 recovers", wire: [.answers(503, ""), .answers(200, Fixture.adaJSON)], call: .profile,
        expected: .names(["Ada"]), expectedAttempts: 2)
    static let awkwardQuery = WireCase(
        name: "a search for tom & admin=true", wire: [.answers(200, "[]")], call: .search("tom & admin=true"),
        expected: .names([]), expectedAttempts: 1)
    static let noResponse = WireCase(
        name: "no response times out, and the retry is answered", wire: [.silence, .answers(200, Fixture.adaJSON)],
        call: .profile, expected: .names(["Ada"]), expectedAttempts: 2)
    static let refused = WireCase(
        name: "nothing listening: connection refused", wire: nil, call: .profile,
        expected: .failed(.transport(.cannotConnectToHost)), expectedAttempts: 1)
    static let emptyReply = WireCase(
        name: "a disconnect before the response", wire: [.emptyReply], call: .profile,
        expected: .failed(.transport(MeasuredURLErrors.emptyReply)), expectedAttempts: attempts(for: MeasuredURLErrors.emptyReply))
    static let cutMidBody = WireCase(
        name: "a disconnect halfway through the body", wire: [.cutMidBody], call: .profile,
        expected: .failed(.transport(MeasuredURLErrors.cutMidBody)), expectedAttempts: attempts(for: MeasuredURLErrors.cutMidBody))

    // The platforms report a dropped connection differently, and Fixed retries only some codes.
    private static func attempts(for code: URLError.Code) -> Int {
        APIError.transport(code).isWorthRetrying ? 3 : 1
    }

    static let all = [ok, outage, notFound, deploy, awkwardQuery, noResponse, refused, emptyReply, cutMidBody]
}
