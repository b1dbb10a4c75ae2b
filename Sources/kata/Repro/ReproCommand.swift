/// `kata repro 1|2|3`, in the runner's command table.
enum ReproCommand: Command {
    static let name = "repro"
    static let summary = "replay a user report with the real URLSession: Broken, then Fixed"
    static var help: String { Repro.usage }

    static func run(_ arguments: [String]) async throws -> Int32 {
        await Repro.run(arguments)
    }
}
