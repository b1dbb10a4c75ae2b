/// One `kata` subcommand. It declares its arguments; `CommandLineTool` parses and checks them,
/// and prints its help, so a command's `run` gets only words it asked for.
public protocol Command {
    /// What the learner types: `kata <name>`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The flags, valued options and positionals it takes.
    static var arguments: ArgumentSpec { get }
    /// What `--help` says after the usage line.
    static var details: String { get }
    /// Left out of the command list: for the runner's own use.
    static var isHidden: Bool { get }
    /// Runs the command and returns the exit status.
    static func run(_ arguments: ParsedArguments) async throws -> Int32
}

extension Command {
    public static var isHidden: Bool { false }

    /// The whole `--help` text: the usage line, made from the declared arguments, then the details.
    public static var help: String {
        let usage = ["usage: " + Session.command(name), arguments.usage].filter { !$0.isEmpty }.joined(separator: " ")
        let described = arguments.described
        return ([usage, details] + (described.isEmpty ? [] : [described])).joined(separator: "\n\n")
    }
}

/// A mistake in how a command was called: exit status 2, with the command's help.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
