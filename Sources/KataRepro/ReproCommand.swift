import KataRunner

/// `kata repro 1|2|3|storm|refresh|stale`, in the runner's command table.
public enum ReproCommand: Command {
    public static let name = "repro"
    public static let summary = "replay a user report for real: Broken, then Fixed; or storm, refresh, stale (Production)"
    public static let arguments = ArgumentSpec(
        positionals: [.init("report", required: true, choices: ["1", "2", "3", "storm", "refresh", "stale"])])
    public static var details: String { Repro.details }

    public static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        await Repro.run(arguments.positionals[0])
    }
}

/// The child process `kata repro 2` starts to run Broken's search, whose `try!` traps, so that
/// the crash ends the child and not the demonstration. Hidden: only the runner starts it.
public enum ReproChildCommand: Command {
    public static let name = "repro-search-child"
    public static let summary = "(runs Broken's search in a child process for kata repro 2)"
    public static let arguments = ArgumentSpec(positionals: [.init("server-url", required: true)])
    public static let details = "Runs Broken's search against the fixture server at server-url, in this process."
    public static let isHidden = true

    public static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        ForwardingURLProtocol.registerBeforeAnySession()
        return await SearchCrashes.runBrokenInThisChild(arguments.positionals[0])
    }
}
