import Foundation
import Broken
import Fixed
import FixtureServer
import KataRunner
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `kata repro 1|2|3`: each user report, replayed with the real `URLSession` against a fixture
/// server on 127.0.0.1, first with `Broken`, then with `Fixed`. `storm`, `refresh` and `stale` show
/// production reports with `Production`'s client.
@MainActor
enum Repro {
    nonisolated static let details = """
      1   "The profile never loads on the train."     the server never answers
      2   "Search crashes the app during the outage."  the server answers 500 with an HTML page
      3   "My name shows up late, the screen flickers." the server answers at once

    Each runs Broken, then Fixed, with the real URLSession over a real socket to a server on
    127.0.0.1, and prints what the user would see. Each finishes within 30 s.

      storm     1,000 phones recovering from an outage, on virtual time: when their retries
                reach the server, without jitter and with full jitter (Production's client)
      refresh   ten screens get a 401 at once: a naive token store's ten refreshes and
                sign-outs, then Production's one refresh (real URLSession, 127.0.0.1)
      stale     a rename dropped on a kept-alive connection: the transport's own second copy
                over session.data(for:), then Production's adapter (real URLSession, 127.0.0.1)
    """

    /// Runs report `report` ("1", "2", "3", "storm", "refresh" or "stale"), and gives the exit status.
    static func run(_ report: String) async -> Int32 {
        // First, before any URLSession exists: see SharedSessionSeam.
        ForwardingURLProtocol.registerBeforeAnySession()
        switch report {
        case "1": return await ProfileNeverLoads.run()
        case "2": return await SearchCrashes.run()
        case "3": return await NameShowsUpLate.run()
        case "storm": return await RetryStorm.run()
        case "stale": return await StaleConnection.run()
        default: return await RefreshBurst.run()
        }
    }

    /// The session `Fixed` uses here: a real one, made after the seam is in place.
    static let session = URLSession(configuration: .ephemeral)

    /// A `Fixed` client for the server at `baseURL`, over the real session.
    static func fixedClient(baseURL: URL, timeout: TimeInterval, retryDelay: Duration = .zero) -> Fixed.APIClient {
        Fixed.APIClient(
            baseURL: baseURL, transport: { try await session.data(for: $0) }, retryDelay: retryDelay, timeout: timeout)
    }

    /// The report's title and its scenario.
    static func heading(_ report: String, _ scenario: String) {
        print(report)
        print(String(repeating: "=", count: report.count))
        print(scenario)
        print("""
        Broken hard-codes https://api.example.com and URLSession.shared, so a URLProtocol
        (ForwardingURLProtocol) passes each of its requests on to the server with a second
        URLSession and relays the answer: the seam. The bytes come over a real socket.

        """)
    }

    /// The exit status: 0 when Broken shows the report's failure and Fixed does not.
    static func verdict(brokenReproduced: Bool, fixedWorks: Bool) -> Int32 {
        print("")
        print(brokenReproduced ? "Reproduced: Broken fails as the report says." : "NOT reproduced: Broken did not fail as the report says.")
        print(fixedWorks ? "Fixed: works as it should." : "Fixed: did NOT work as it should.")
        return brokenReproduced && fixedWorks ? 0 : 1
    }

    /// Prints Production's line, and gives the exit status of a production report: 0 when the
    /// report reproduced and `Production` did what `fixedLine` says.
    static func productionVerdict(reproduced: Bool, fixed: Bool, _ fixedLine: String, style: Style) -> Int32 {
        print(fixed ? style.green(fixedLine) : style.red("Production did NOT work as it should. This is a bug."))
        return reproduced && fixed ? 0 : 1
    }

    /// "1 request", "3 requests".
    static func requests(_ count: Int) -> String {
        count == 1 ? "1 request" : "\(count) requests"
    }

    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f s", value)
    }
}

/// Runs `body` for one side of a report against its own fixture server, and stops both the
/// server and the forwarding afterwards.
@MainActor
func withServer<Result>(
    _ responses: FixtureResponse...,
    body: (FixtureServer, URL) async throws -> Result
) async throws -> Result {
    let server = FixtureServer()
    for response in responses { server.enqueue(response) }
    let url = try server.start()
    ForwardingURLProtocol.forward(to: url)
    defer {
        ForwardingURLProtocol.forward(to: nil)
        server.shutdown()
    }
    return try await body(server, url)
}
