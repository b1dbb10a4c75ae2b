import Foundation
import KataRepro
import KataRunner

// The learner's front door: every command of the runner, and `kata repro`.
exit(await CommandLineTool(commands: RunnerCommands.all + [ReproCommand.self, ReproChildCommand.self]).run(CommandLine.arguments))
