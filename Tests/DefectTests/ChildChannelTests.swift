import DefectScenarios
import Foundation
import Testing

/// The channel a child process reports on: its observation comes back as the values it had, the
/// last one whole, and how it ended comes from the lines it wrote, not from its exit status.
@Suite("The child channel: one Codable observation, read as values")
struct ChildChannelTests {
    struct Seen: Codable, Sendable, Equatable {
        var outcome: Outcome<[UserSnapshot]>?
        var sent: [Int: [String]] = [:]
    }

    static func run(_ lines: [String]) -> ChildRun<Seen> {
        ChildRun(ChildOutput(standardOutput: lines.joined(separator: "\n") + "\n", standardError: ""))
    }

    /// The line a child writes for `seen`.
    static func line(_ seen: Seen) throws -> String {
        "kata.child {\"seen\":" + String(decoding: try JSONEncoder().encode(seen), as: UTF8.self) + "}"
    }

    @Test func theLastObservationComesBackAsValues() throws {
        let last = Seen(outcome: .failed(.transport(.timedOut)), sent: [0: ["q=a"], 1: ["q=b", "c"]])
        let run = Self.run([
            try Self.line(Seen(sent: [0: ["q=a"]])),
            "Optional(Error Domain=x) printed by the code under test",
            try Self.line(last),
            #"kata.child {"done":true}"#,
        ])
        #expect(run.seen == last)
        #expect(run.ending == .finished)
        #expect(run.printed == "Optional(Error Domain=x) printed by the code under test\n")
    }

    @Test func aTrapIsACrashWithWhatWasSeenBeforeIt() throws {
        let run = Self.run([try Self.line(Seen()), #"kata.child {"signal":4}"#])
        #expect(run.ending == .crashed(signal: 4))
        #expect(run.seen == Seen())
    }

    @Test func noEndingLineIsLostAndAHungLineIsHung() {
        #expect(Self.run(["nothing"]).ending == .lost("ended without a report"))
        #expect(Self.run([#"kata.child {"hung":true}"#]).ending == .hung)
        #expect(Self.run(["nothing"]).seen == nil)
    }

    /// What the child writes is what the parent reads: the encoding and the decoding meet.
    @Test func anOutcomeAndAFailureSurviveTheTrip() throws {
        let outcomes: [Outcome<[UserSnapshot]>] = [
            .returned([UserSnapshot(id: 1, name: "Ada", avatarURL: "https://example.com/ada.png")]),
            .failed(.badStatus(503)), .failed(.rateLimited(retryAfter: .seconds(2))), .emptyHanded, .neverCompleted,
        ]
        for outcome in outcomes {
            #expect(Self.run([try Self.line(Seen(outcome: outcome))]).seen?.outcome == outcome)
        }
    }
}
