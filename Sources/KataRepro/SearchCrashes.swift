import Broken
import Fixed
import FixtureServer
import Foundation
import KataTestSupport
import KataUtilities

/// Report 2: during an outage the load balancer answers every request with 500 and an HTML page.
@MainActor
enum SearchCrashes {

    static func run() async -> Int32 {
        Repro.heading(
            "Report 2: \"Search crashes the app during last night's outage.\"",
            "The server answers every request with 500 and an HTML error page.\n")
        do {
            let brokenReproduced = try await withServer(.html(Fixture.outageHTML, status: 500)) { server, url in
                print("Broken (run in a child process, so that its crash cannot end this one):")
                // Without the backtracer a trap ends the child at once, and its last words stay short.
                let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
                let child = await ProcessRunner.run(
                    ProcessRunner.currentExecutable, [ReproChildCommand.name, url.absoluteString],
                    environment: environment, deadline: .seconds(15))
                switch child.status {
                case .signalled(let signal):
                    print("  the app crashed: signal \(ChildStatus.name(of: signal)) (\(signal)).")
                case .exited(let status):
                    print("  the app did not crash: it exited with status \(status). Broken should have trapped.")
                case .hung:
                    print("  the app neither crashed nor finished within 15 s.")
                }
                let output = child.standardOutput + child.standardError
                let lastWords = output.split(separator: "\n").first { $0.contains("Fatal error") }
                if let lastWords { print("  Its last words: \(lastWords)") }
                print("  The server saw \(Repro.requests(server.requests.count)). dataTask handed the 500 over as a success,")
                print("  and `try!` trapped on decoding HTML (defects 1, 10).")
                guard case .signalled = child.status else { return false }
                return lastWords?.contains("'try!'") == true && server.requests.count == 1
            }
            let fixedWorks = try await withServer(.html(Fixture.outageHTML, status: 500)) { server, url in
                print("\nFixed:")
                do {
                    let users = try await Repro.fixedClient(baseURL: url, timeout: 5).searchUsers(matching: "ada")
                    print("  search returned \(users.count) users from an outage page. This is a bug.")
                    return false
                } catch {
                    print("  searchUsers threw APIError.\(error) after \(server.requests.count) attempts: the server saw")
                    print("  \(Repro.requests(server.requests.count)). The app shows an error and keeps running.")
                    return error as? APIError == .badStatus(500) && server.requests.count == 3
                }
            }
            return Repro.verdict(brokenReproduced: brokenReproduced, fixedWorks: fixedWorks)
        } catch {
            print("The demonstration could not run: \(error)")
            return 1
        }
    }

    /// In the child: Broken's search against the server at `address`. It is expected to trap;
    /// if it does not within 10 s, the child says what happened and exits.
    static func runBrokenInThisChild(_ address: String?) async -> Int32 {
        guard let address, let server = URL(string: address) else { return 2 }
        ForwardingURLProtocol.forward(to: server)
        let finished = Arrival<String>()
        Broken.APIClient.shared.searchUsers(query: "ada") { users, error in
            finished.deliver("completion called with \(users?.count ?? 0) users and error \(String(describing: error))")
        }
        print(await finished.value(within: .seconds(10)) ?? "no completion within 10 s")
        return 0
    }
}
