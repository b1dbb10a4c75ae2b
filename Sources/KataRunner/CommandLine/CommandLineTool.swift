import Foundation

/// The `kata` command line: finds the command, answers `--help`, parses the command's arguments
/// by its declaration, runs it, and turns errors into one line and an exit status.
public struct CommandLineTool {
    public let commands: [any Command.Type]
    /// The folder commands run in.
    public var workingDirectory: URL
    /// Where errors go: standard error, or a test's record of them.
    public var reportError: @Sendable (String) -> Void

    public init(
        commands: [any Command.Type],
        workingDirectory: URL = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory),
        reportError: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.commands = commands
        self.workingDirectory = workingDirectory
        self.reportError = reportError
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
            reportError("kata: unknown command \(name)\n\n\(overview)")
            return 2
        }
        let rest = Array(words.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            print(command.help)
            return 0
        }
        do {
            var arguments = try command.arguments.parse(rest)
            arguments.workingDirectory = workingDirectory
            return try await command.run(arguments)
        } catch let error as UsageError {
            reportError("kata \(name): \(error)\n\n\(command.help)")
            return 2
        } catch {
            // Exit 1 means red; anything that stopped the command from giving a verdict is 2.
            reportError("kata \(name): \(error)")
            return 2
        }
    }

    /// `kata help`: the commands, one line each, then the tour.
    public var overview: String {
        let shown = commands.filter { !$0.isHidden }
        let width = shown.map { $0.name.count }.max() ?? 0
        let lines = shown.map { "  \($0.name.rightPadded(to: width + 1)) \($0.summary)" }
        return """
            usage: \(Session.command("[command]", "[--help]"))

            commands:
            \(lines.joined(separator: "\n"))

            `\(Session.command("<command>", "--help"))` tells more about one command.

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
