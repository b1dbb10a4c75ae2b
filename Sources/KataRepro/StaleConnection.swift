import FixtureServer
import Foundation
import KataRunner
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `kata repro stale`: report 8 below the client. The profile loads on a kept-alive connection;
/// the rename goes out on the same connection, and the server reads it, carries it out and closes
/// without answering. Production's client first over a plain `session.data(for:)`, then over its
/// own adapter (`URLSession.transport`), which sends a write on a connection of its own.
enum StaleConnection {
    /// Each attempt's timeout: what a replayed write without its body waits out.
    static let attemptTimeout: TimeInterval = 3

    @MainActor
    static func run(style: Style = .standard) async -> Int32 {
        print("""
            Report 8, below the client: "my change was sent twice"
            ======================================================

            The profile loads, and the connection is kept for the next request. The rename
            (PATCH /users/me, no idempotency key, so the retry policy never repeats it) goes out
            on that connection; the server (FixtureAPI, over a real socket) reads it, renames the
            user, and closes the connection without answering.

            """)
        do {
            let plain = try await profileThenRename { session in { try await session.data(for: $0) } }
            report("Production's client over session.data(for:):", plain, style: style)
            let own = try await profileThenRename { session in session.transport }
            report("Production's client over its own adapter (a write on a connection of its own):", own, style: style)
            let sentTwice = plain.patches > 1
            let fixed = own.patches == 1 && own.took < .seconds(1)
            #if canImport(FoundationNetworking)
            // Measured here: libcurl sends the write again on a new connection by itself.
            let reproduced = sentTwice
            print(reproduced ? "Reproduced: the transport sent the rename again by itself, below the retry policy." : style.red("NOT reproduced: the transport sent the rename once this time."))
            #else
            // Not measured on Apple platforms: what URLSession does there is shown, not required.
            let reproduced = true
            print(sentTwice ? "The transport sent the rename again by itself here too." : "URLSession here did not send the rename again; on Linux, libcurl does.")
            #endif
            return Repro.productionVerdict(
                reproduced: reproduced, fixed: fixed, "Production: the rename reached the server once, and the lost answer was reported at once.",
                style: style)
        } catch {
            print("The fixture server did not start: \(error)")
            return 1
        }
    }

    struct Outcome {
        let shown: String
        let took: Duration
        /// How many PATCHes the server read, and how many of them arrived without their body.
        let patches: Int
        let patchesWithoutBody: Int
    }

    /// Runs the profile and then the rename against a fresh world, over the transport `transport`
    /// makes of a new session.
    private static func profileThenRename(_ transport: @Sendable (URLSession) -> Transport) async throws -> Outcome {
        let api = FixtureAPI()
        api.failNext("PATCH /users/me", with: .dropResponse)
        let server = FixtureServer(keepingConnectionsAlive: true, handler: api.respond)
        let baseURL = try server.start()
        let session = URLSession(configuration: .ephemeral)
        let tokens = TokenStore(credentials: Credentials(accessToken: api.credentials.accessToken, refreshToken: api.credentials.refreshToken)) { _ async throws(APIError) in
            throw .cancelled
        }
        let client = APIClient(baseURL: baseURL, transport: transport(session)) {
            $0.auth = tokens
            $0.timeoutPerAttempt = attemptTimeout
        }
        _ = try? await client.fetchUser(id: 1)
        let started = ContinuousClock.now
        let shown: String
        do throws(APIError) {
            let renamed = try await client.updateName("Ada Lovelace")
            shown = "renamed" + (renamed.map { " to \($0.name)" } ?? "")
        } catch {
            shown = "error: \(error)"
        }
        let took = ContinuousClock.now - started
        // Stopped first, so a copy still waiting for its body is counted too.
        server.shutdown()
        let patches = server.requests.filter { $0.method == "PATCH" }
        return Outcome(shown: shown, took: took, patches: patches.count, patchesWithoutBody: patches.filter { !$0.isComplete }.count)
    }

    @MainActor
    private static func report(_ title: String, _ outcome: Outcome, style: Style) {
        print(title)
        let line = "  the screen showed \"\(outcome.shown)\" after \(Repro.seconds(outcome.took))"
        print(outcome.took < .seconds(1) ? line : style.red(line))
        let read = "  the server read the PATCH \(outcome.patches == 1 ? "once" : "\(outcome.patches) times")"
            + (outcome.patchesWithoutBody > 0 ? " (\(outcome.patchesWithoutBody) of them headers and Content-Length, no body)" : "")
        print(outcome.patches == 1 ? read : style.red(read))
        print("")
    }
}
