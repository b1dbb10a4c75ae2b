import Foundation

/// What a command takes after its name, declared once: the parser, the usage line and the help
/// all come from it.
public struct ArgumentSpec: Sendable {
    /// A switch: `--verbose`, or `--yes` also spelled `-y`.
    public struct Flag: Sendable {
        public let names: [String]
        public let summary: String

        public init(_ names: String..., summary: String) {
            self.names = names
            self.summary = summary
        }
    }

    /// An option that takes a value: `--max-checks N`.
    public struct Option: Sendable {
        public let name: String
        public let value: String
        public let summary: String

        public init(_ name: String, value: String, summary: String) {
            self.name = name
            self.value = value
            self.summary = summary
        }
    }

    /// A word in a given place: `name|number`, or one of a few `choices`.
    public struct Positional: Sendable {
        public let name: String
        public let isRequired: Bool
        /// When set, the only words allowed here.
        public let choices: [String]?

        public init(_ name: String, required: Bool = false, choices: [String]? = nil) {
            self.name = name
            self.isRequired = required
            self.choices = choices
        }
    }

    public var flags: [Flag]
    public var options: [Option]
    public var positionals: [Positional]

    public init(flags: [Flag] = [], options: [Option] = [], positionals: [Positional] = []) {
        self.flags = flags
        self.options = options
        self.positionals = positionals
    }

    /// `[name|number] [--verbose] [--max-checks N]`
    var usage: String {
        let words = positionals.map { positional in
            let name = positional.choices?.joined(separator: "|") ?? positional.name
            return positional.isRequired ? name : "[\(name)]"
        } + flags.map { "[\($0.names.joined(separator: "|"))]" } + options.map { "[\($0.name) \($0.value)]" }
        return words.joined(separator: " ")
    }

    /// One line a flag or option, for the help.
    var described: String {
        let lines = flags.map { ($0.names.joined(separator: ", "), $0.summary) } + options.map { ("\($0.name) \($0.value)", $0.summary) }
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { "  \($0.0.rightPadded(to: width))  \($0.1)" }.joined(separator: "\n")
    }

    /// Splits `words` into what this spec allows, or says what is wrong with them.
    public func parse(_ words: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var rest = words[...]
        while let word = rest.popFirst() {
            if let option = options.first(where: { $0.name == word }) {
                guard let value = rest.popFirst() else { throw UsageError("\(word) needs a value (\(option.value))") }
                parsed.values[option.name] = value
            } else if let flag = flags.first(where: { $0.names.contains(word) }) {
                parsed.flags.insert(flag.names[0])
            } else if word.hasPrefix("-") && word.count > 1 {
                throw UsageError("unknown option \(word)")
            } else {
                parsed.positionals.append(word)
            }
        }
        if parsed.positionals.count > positionals.count {
            let extra = parsed.positionals.dropFirst(positionals.count).joined(separator: " ")
            throw UsageError("too many arguments: \(extra)")
        }
        for (index, positional) in positionals.enumerated() {
            guard index < parsed.positionals.count else {
                if positional.isRequired { throw UsageError("say which \(positional.name)") }
                continue
            }
            if let choices = positional.choices, !choices.contains(parsed.positionals[index]) {
                throw UsageError("\(parsed.positionals[index]) is not one of \(choices.joined(separator: ", "))")
            }
        }
        return parsed
    }
}

/// What a command was given, checked against its `ArgumentSpec`.
public struct ParsedArguments: Sendable, Equatable {
    /// The flags given, each by its first name (`--yes` for `-y` too).
    public var flags: Set<String> = []
    public var values: [String: String] = [:]
    public var positionals: [String] = []
    /// The folder the command runs in: the current directory, or a scratch kata in a test.
    public var workingDirectory = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)

    public init(flags: Set<String> = [], values: [String: String] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The positional at `index`, if given.
    public func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }
}
