import Foundation
import KataTestSupport
import SourceChecks

extension Defect {
    /// The client must make one `JSONDecoder`, once, whatever endpoints it serves: a decoder built
    /// per call lets each call set its own rules, and the original's two already disagree on the
    /// key strategy. Seen in the sources (a decoder made in a function body runs on every call),
    /// since the two strategies only disagree visibly where search also crashes (defects 1, 2).
    /// Then, in a child process: the same user JSON through profile and search decodes alike.
    static let d14Decoders = Defect(
        14, "a-decoder-per-call", "profile and search read the same user differently",
        inProcess: { subject in
            [oneDecoderCheck(subject.sources.texts, label: subject.sources.label)]
        },
        child: ChildScenario(
            seeing: BothEndpoints(),
            run: { subject, seen in
                let profile = await subject.fetchUser(id: 1, replies: [.ok(Fixture.adaJSON)])
                seen.note { $0.profile = profile.outcome }
                let search = await subject.searchUsers(matching: "ada", replies: [.ok(Fixture.adaListJSON)])
                seen.note { $0.search = search.outcome }
            },
            checks: { run in
                let (profile, search) = (run.seen?.profile, run.seen?.search)
                return [
                    .also(
                        profile?.value != nil && profile?.value == search?.value?.first,
                        "the same user JSON must decode alike through both endpoints; the profile \(profile?.description ?? "?"), "
                            + "search \(search?.description ?? "(the child \(run.ending))")")
                ]
            }))

    /// Whether `sources` make one JSONDecoder, once: read from the sources, since two decoders
    /// made per call can agree today and drift tomorrow. Exercise 21 makes the same check.
    public static func oneDecoderCheck(_ sources: [(file: URL, text: String)], label: String) -> Check {
        let made = sources.flatMap { source in
            SwiftSource(file: source.file.lastPathComponent, text: source.text).decodersMade.map { (source.file.lastPathComponent, $0) }
        }
        func list(_ decoders: [(String, SwiftSource.Token)]) -> String {
            decoders.map { "\(SwiftSource.place(of: $0.1)) at \($0.0):\($0.1.line)" }.joined(separator: ", ")
        }
        let places = list(made)
        let perCall = made.filter { !SwiftSource.runsOnce($0.1) }
        let once = made.filter { SwiftSource.runsOnce($0.1) }
        let message =
            if made.isEmpty { "no JSONDecoder is made in \(label): make one, once, and decode every response with it" }
            else if !perCall.isEmpty && !once.isEmpty { "the client makes a new JSONDecoder on every call (\(list(perCall))), besides the one it makes once (\(list(once))): two decoders, two sets of rules; decode every response with the one made once" }
            else if !perCall.isEmpty { "the client makes a new JSONDecoder on every call (\(places)): each call sets its own rules, and nothing keeps them alike; make one decoder, once" }
            else { "the client makes \(made.count) decoders (\(places)): one decoder, made once, keeps one set of rules for every endpoint" }
        return .own(made.count == 1 && perCall.isEmpty, message)
    }
}
