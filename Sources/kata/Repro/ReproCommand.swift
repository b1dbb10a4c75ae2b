/// `kata repro 1|2|3|storm|refresh`, in the runner's command table.
enum ReproCommand: Command {
    static let name = "repro"
    static let summary = "replay a user report for real: Broken, then Fixed; or storm, refresh (Production)"
    static var help: String { Repro.usage }

    static func run(_ arguments: [String]) async throws -> Int32 {
        await Repro.run(arguments)
    }
}
