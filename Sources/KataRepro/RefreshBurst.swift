import FixtureServer
import Foundation
import KataRunner
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `kata repro refresh`: ten screens at once with an expired token, against the fixture world on
/// 127.0.0.1 over the real URLSession; first with a naive token store, then with Production's.
enum RefreshBurst {
    static let screens = 10

    @MainActor
    static func run(style: Style = .standard) async -> Int32 {
        print("""
            Report 6: "Users signed out in bursts"
            ======================================

            The access token has expired. \(screens) screens load at the same moment, and every request gets
            401. The server (FixtureAPI, over a real socket) rotates refresh tokens: a refresh token
            works once, and the old one is refused after that.

            """)
        do {
            let naive = try await burst(store: { credentials, refresh in NaiveTokenStore(credentials: credentials, refresh: refresh) })
            report("A naive store (every 401 refreshes; a refused refresh signs the user out):", naive, style: style)
            let production = try await burst(store: { credentials, refresh in TokenStore(credentials: credentials, refresh: refresh) })
            report("Production's TokenStore (one refresh in flight, shared by every 401):", production, style: style)
            let reproduced = naive.refreshes.accepted + naive.refreshes.refused > 1 && naive.loaded < screens
            let fixed = production.refreshes == (1, 0) && production.loaded == screens && production.stillSignedIn
            print(reproduced ? "Reproduced: the naive store refreshed more than once and signed users out." : style.red("NOT reproduced: the naive store got away with it this time."))
            return Repro.productionVerdict(reproduced: reproduced, fixed: fixed, "Production: one refresh, every screen loaded.", style: style)
        } catch {
            print("The fixture server did not start: \(error)")
            return 1
        }
    }

    struct Outcome {
        let refreshes: (accepted: Int, refused: Int)
        let loaded: Int
        let shown: [String]
        let stillSignedIn: Bool
    }

    /// Runs the burst against a fresh world with the store `store` makes.
    private static func burst(
        store: @Sendable (Credentials, @escaping TokenStore.Refresh) -> any AccessTokenProvider
    ) async throws -> Outcome {
        let api = FixtureAPI()
        let signIn = api.credentials
        api.expireAccessToken()
        let server = FixtureServer(handler: api.respond)
        let baseURL = try server.start()
        defer { server.shutdown() }
        let session = URLSession(configuration: .ephemeral)
        let open = APIClient(baseURL: baseURL, transport: session.transport) { $0.timeoutPerAttempt = 5 }
        let tokens = store(Credentials(accessToken: signIn.accessToken, refreshToken: signIn.refreshToken)) { refreshToken async throws(APIError) in
            try await open.send(API.refresh(refreshToken))
        }
        let client = APIClient(baseURL: baseURL, transport: session.transport) {
            $0.auth = tokens
            $0.timeoutPerAttempt = 5
        }
        let shown = await withTaskGroup(of: String.self) { group in
            for _ in 0..<screens {
                group.addTask {
                    do throws(APIError) {
                        return try await client.fetchUser(id: 1).name
                    } catch .unauthorized {
                        return "sign in again"
                    } catch {
                        return "error: \(error)"
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let signedIn = (try? await tokens.currentToken()) != nil
        return Outcome(refreshes: api.refreshCounts, loaded: shown.filter { $0 == "Ada" }.count, shown: shown, stillSignedIn: signedIn)
    }

    private static func report(_ title: String, _ outcome: Outcome, style: Style) {
        let counts = Dictionary(grouping: outcome.shown, by: { $0 }).mapValues(\.count)
        print(title)
        print("  refreshes the server received: \(outcome.refreshes.accepted + outcome.refreshes.refused) (\(outcome.refreshes.accepted) accepted, \(outcome.refreshes.refused) refused)")
        for (shown, count) in counts.sorted(by: { $0.key < $1.key }) {
            let line = "  \(count) screen\(count == 1 ? "" : "s") showed \"\(shown)\""
            print(shown == "Ada" ? line : style.red(line))
        }
        print("  afterwards the user is " + (outcome.stillSignedIn ? "still signed in" : style.red("signed out")))
        print("")
    }
}
