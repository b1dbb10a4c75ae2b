import Foundation

/// The `kata` command line: finds the command, answers `--help`, parses the command's arguments
/// by its declaration, runs it, and turns errors into one line and an exit status.
public struct CommandLineTool {
    public let commands: [any Command.Type]

    public init(commands: [any Command.Type]) {
        self.commands = commands
    }

    /// Runs the command `arguments` names (`arguments[0]` is the program); the exit status.
    public func run(_ arguments: [String]) async -> Int32 {
        let words = Array(arguments.dropFirst())
        let name = words.first ?? ListCommand.name
        if ["help", "--help", "-h"].contains(name) {
            print(overview)
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("kata: unknown command \(name)\n\n\(overview)\n".utf8))
            return 2
        }
        let rest = Array(words.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help)
            return 0
        }
        do {
            return try await command.run(try command.arguments.parse(rest))
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("kata \(name): \(error)\n\n\(command.help)\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("kata \(name): \(error)\n".utf8))
            return 1
        }
    }

    /// `kata help`: the commands, one line each, then the tour.
    public var overview: String {
        let shown = commands.filter { !$0.isHidden }
        let width = shown.map { $0.name.count }.max() ?? 0
        let lines = shown.map { "  \($0.name.rightPadded(to: width + 1)) \($0.summary)" }
        return """
            usage: swift run kata [command] [--help]

            commands:
            \(lines.joined(separator: "\n"))

            `swift run kata <command> --help` tells more about one command.

            \(Tour.text)
            """
    }
}

/// The runner's own commands, in the order `kata help` lists them.
public enum RunnerCommands {
    public static var all: [any Command.Type] {
        [ListCommand.self, CheckCommand.self, HintCommand.self, WatchCommand.self, ResetCommand.self, VerifyCommand.self, InterviewCommand.self]
    }
}
