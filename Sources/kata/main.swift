import Foundation

/// Every `kata` command. A new command is one more line here.
let commands: [any Command.Type] = [
    ListCommand.self,
    CheckCommand.self,
    HintCommand.self,
    WatchCommand.self,
    ResetCommand.self,
    VerifyCommand.self,
    ReproCommand.self,
    InterviewCommand.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let first = arguments.first ?? ListCommand.name
if ["help", "--help", "-h"].contains(first) {
    print(Help.overview(commands))
    exit(0)
}
guard let command = commands.first(where: { $0.name == first }) else {
    FileHandle.standardError.write(Data("kata: unknown command \(first)\n\n\(Help.overview(commands))\n".utf8))
    exit(2)
}
do {
    exit(try await command.run(Array(arguments.dropFirst())))
} catch let error as UsageError {
    FileHandle.standardError.write(Data("kata \(command.name): \(error)\n\n\(command.help)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("kata \(command.name): \(error)\n".utf8))
    exit(1)
}
