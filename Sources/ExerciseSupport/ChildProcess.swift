import DefectScenarios
import DefectTesting
import Testing

/// Code that may crash (`try!`, `!` on nil, an assertion) runs in a child process, through Swift
/// Testing's exit tests: a crash there is a finding the test reports, not the end of the tests.
/// The child says what it saw as it goes; the test reads what it said and how it ended.
///
///     let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
///         await ChildProcess.run { ChildProcess.say("names", try decodeSearchResults(body)) }
///     }
///     let child = ChildProcess(run)
///     // child.said("names"), child.crashed, child.howItEnded
///
/// What the child says goes over the one channel the defect scenarios use (`Child`): its
/// observation is everything said so far, by key, in order.
public struct ChildProcess: Sendable {
    /// What the test reads from the child: everything it printed.
    public static let output: [any PartialKeyPath<ExitTest.Result> & Sendable] = [\.standardOutputContent, \.standardErrorContent]

    /// What the child has said so far. One per child process: an exit test's body runs alone.
    private static let saying = Observing<[String: [String]]>([:])

    /// In the child: runs `body`, so that a crash, or a body still running after `limit`, is
    /// said before the child ends, and the child always exits normally.
    public static func run(within limit: Duration = Child.deadline, _ body: @Sendable () async -> Void) async {
        await Child.run(within: limit, body)
    }

    /// In the child: tells the test `value` under `key`, at once, in case the next line crashes.
    public static func say(_ key: String, _ value: Any) {
        let text = "\(value)"
        saying.note { $0[key, default: []].append(text) }
    }

    /// Everything the child printed.
    let output: ChildOutput
    private let run: ChildRun<[String: [String]]>

    /// In the test: what the exit test observed.
    public init(_ result: ExitTest.Result?) {
        output = DefectExpectations.childOutput(result)
        run = ChildRun(output)
    }

    /// The last thing the child said under `key`, if it got that far.
    public func said(_ key: String) -> String? { run.seen?[key]?.last }

    /// What the child said under `key`, or how it ended before it said it.
    public func told(_ key: String) -> String { said(key) ?? "never got that far (the child \(run.ending))" }

    /// Everything the child said under `key`, in order.
    public func saidEach(_ key: String) -> [String] { run.seen?[key] ?? [] }

    public var crashed: Bool { run.ending.crashed }
    public var finished: Bool { run.ending == .finished }

    /// "ran to the end", or "crashed (SIGILL) (Fatal error: 'try!' expression unexpectedly raised
    /// an error: …)": how the child ended, with the runtime's last words when it trapped.
    public var howItEnded: String { "\(run.ending)\(lastWords)" }

    private var lastWords: String {
        let markers = ["Fatal error", "fatal error", "MISUSE", "Incorrect actor executor"]
        let line = run.printed.split(separator: "\n").first { line in markers.contains { line.contains($0) } }
        // Decoding errors go on with a debug description that says it all again.
        let words = line.map { $0.components(separatedBy: " Debug description").first ?? String($0) }
        return words.map { " (\($0.trimmingCharacters(in: .whitespaces).prefix(200)))" } ?? ""
    }
}

extension ChildProcess {
    /// In the child: runs the part of defect `number`'s scenario that may crash, against `subject`.
    public static func runScenario(ofDefect number: Int, on subject: any Subject) async {
        await Child.run(defect: number, on: subject)
    }
}
