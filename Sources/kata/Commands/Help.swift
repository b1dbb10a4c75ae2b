/// `kata help` and `kata --help`: the commands, one line each.
enum Help {
    static func show(_ text: String) -> Int32 {
        print(text)
        return 0
    }

    static func overview(_ commands: [any Command.Type]) -> String {
        let lines = commands.map { "  \($0.name.rightPadded(to: 10)) \($0.summary)" }
        return """
            usage: swift run kata [command] [--help]

            commands:
            \(lines.joined(separator: "\n"))

            `swift run kata <command> --help` tells more about one command.

            \(Tour.text)
            """
    }
}
