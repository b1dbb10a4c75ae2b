import Foundation
import KataTestSupport
import SourceChecks

extension Defect {
    /// A profile screen shown without a user id. With `var userID = 0` it quietly loads
    /// someone else's profile; a correct screen sends no request and stops loudly in a debug
    /// build. Runs in a child process, since stopping loudly is a trap; the child reports each
    /// request the moment the fake receives it, so a request sent just before a trap still shows.
    static let d07UserZero = Defect(
        7, "user-id-defaults-to-zero", "a forgotten user id loads user 0",
        // The child is a debug build, where a trap of any kind is loud. Which kind is read from
        // the sources: the write-up asks for a loud stop in debug only.
        inProcess: { subject in [releaseTrapCheck(subject.sources.texts)] },
        child: ChildScenario(
            seeing: [String](),
            run: { subject, requested in
                RequestTap.install { request in requested.note { $0.append(request.url?.path ?? "(no URL)") } }
                _ = await subject.withProfileScreen(userID: nil, replies: [.ok(Fixture.adaEitherCaseJSON)]) { rig in
                    await ScreenScript.showAndWatchForRequests(rig, within: .seconds(1))
                }
            },
            checks: { run in
                let requested = run.seen ?? []
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

    /// `precondition`, `preconditionFailure`, `fatalError`, or `!` on the user id (at its use,
    /// or in an `Int!` declaration), in code that reads the user id: each stops a release build
    /// too, where the app should refuse and carry on. `assert` and `assertionFailure` stop only
    /// a debug build. Exercise 14 runs a release build instead.
    public static func releaseTrapCheck(_ sources: [(file: URL, text: String)]) -> Check {
        var traps: [String] = []
        for source in sources {
            let tokens = SwiftSource(file: source.file.lastPathComponent, text: source.text).tokens
            let places = Set(tokens.filter { $0.text == "userID" }.map(SwiftSource.place(of:)))
            for (index, token) in tokens.enumerated() {
                let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
                let afterNext = index + 2 < tokens.count ? tokens[index + 2].text : ""
                let trap: String? = switch token.text {
                case let word where ["precondition", "preconditionFailure", "fatalError"].contains(word) && places.contains(SwiftSource.place(of: token)):
                    "`\(word)`"
                case "userID" where next == "!" && afterNext != "=": "`userID!`"
                case "userID" where next == ":" && index + 3 < tokens.count && tokens[index + 3].text == "!": "`userID: \(afterNext)!`"
                default: nil
                }
                if let trap { traps.append("\(trap) \(SwiftSource.place(of: token)) at \(source.file.lastPathComponent):\(token.line)") }
            }
        }
        return .also(
            traps.isEmpty,
            "a screen shown without a user id stops with \(traps.joined(separator: ", ")), which stops a release build too: "
                + "the app your users run must make no request and carry on; stop loudly in a debug build only (assert or assertionFailure)")
    }
}
