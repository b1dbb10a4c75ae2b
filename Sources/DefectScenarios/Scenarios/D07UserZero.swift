import Foundation
import KataTestSupport
import SourceChecks

extension Defect {
    /// A profile screen shown without a user id. With `var userID = 0` it quietly loads
    /// someone else's profile; a correct screen sends no request and stops loudly in a debug
    /// build. Runs in a child process, since stopping loudly is a trap; the child reports each
    /// request the moment the fake receives it, so a request sent just before a trap still shows.
    /// Loudly in a debug build only: a trap that stays in a release build (`userID!`,
    /// `fatalError`, `precondition`) crashes the app for its users, so the screen's sources are
    /// read for one, since the tests only ever run a debug build.
    static let d07UserZero = Defect(
        7, "user-id-defaults-to-zero", "a forgotten user id loads user 0",
        inProcess: { subject in
            let traps = releaseTraps(inScreen: subject.sources.texts)
            return [
                .also(
                    traps.isEmpty,
                    "a screen shown without a user id must stop loudly in a debug build only; \(traps.joined(separator: ", ")) "
                        + "traps in a release build too, and crashes the app for its users: use assertionFailure, then return")
            ]
        },
        child: ChildScenario(
            run: { subject in
                RequestTap.install { request in ChildReport.print("requested", request.url?.path ?? "(no URL)") }
                _ = await subject.withProfileScreen(userID: nil, replies: [.ok(Fixture.adaEitherCaseJSON)]) { rig in
                    await ScreenScript.showAndWatchForRequests(rig, within: .seconds(1))
                }
            },
            checks: { run in
                let requested = run.reports("requested")
                return [
                    .own(
                        requested.isEmpty,
                        "a screen shown without a user id requested \(requested.joined(separator: ", ")): someone's profile, for a user nobody chose"),
                    .own(
                        run.ending.crashed,
                        run.ending == .finished
                            ? "a screen shown without a user id carried on quietly: in a debug build it must stop loudly (an assertion), so the mistake is found before it ships"
                            : "a screen shown without a user id must stop loudly in a debug build; instead the child \(run.ending)"),
                ]
            }))

    /// What in the profile screen's sources traps in a release build as well as a debug one: a
    /// force-unwrapped `userID`, `fatalError`, `precondition`, `preconditionFailure`.
    static func releaseTraps(inScreen sources: [(file: URL, text: String)]) -> [String] {
        sources.flatMap { source -> [String] in
            let tokens = SwiftSource(file: source.file.lastPathComponent, text: source.text).tokens
            return tokens.indices.compactMap { index in
                let token = tokens[index]
                guard token.kind == .word, token.scopes.contains(.type("ProfileViewController")) else { return nil }
                let next = tokens.dropFirst(index + 1).first?.text, afterNext = tokens.dropFirst(index + 2).first?.text
                let found: String? =
                    if token.text == "userID", next == "!", afterNext != "=" { "`userID!`" }
                    else if ["fatalError", "precondition", "preconditionFailure"].contains(token.text), next == "(" { "`\(token.text)`" }
                    else { nil }
                return found.map { "\($0) at \(source.file.lastPathComponent):\(token.line)" }
            }
        }
    }
}
