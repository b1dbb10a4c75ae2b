import Testing

@testable import KataRunner

@Suite struct ArgumentSpecTests {
    static let spec = ArgumentSpec(
        flags: [.init("--yes", "-y", summary: "do not ask")],
        options: [.init("--max-checks", value: "N", summary: "stop after N")],
        positionals: [.init("name|number")])

    @Test func flagsOptionsAndPositionalsAreSplit() throws {
        let parsed = try Self.spec.parse(["3", "-y", "--max-checks", "2"])
        #expect(parsed == ParsedArguments(flags: ["--yes"], values: ["--max-checks": "2"], positionals: ["3"]))
        #expect(parsed.has("--yes") && parsed.positional(0) == "3" && parsed.positional(1) == nil)
    }

    @Test func anUnknownOptionIsAUsageError() {
        #expect(throws: UsageError("unknown option --verbose")) { try Self.spec.parse(["--verbose"]) }
    }

    @Test func anOptionWithoutItsValueIsAUsageError() {
        #expect(throws: UsageError("--max-checks needs a value (N)")) { try Self.spec.parse(["--max-checks"]) }
    }

    @Test func tooManyPositionalsIsAUsageError() {
        #expect(throws: UsageError("too many arguments: 4")) { try Self.spec.parse(["3", "4"]) }
    }

    @Test func aMissingRequiredPositionalIsAUsageError() throws {
        let spec = ArgumentSpec(positionals: [.init("report", required: true, choices: ["1", "2", "3"])])
        #expect(throws: UsageError("say which report")) { try spec.parse([]) }
        #expect(throws: UsageError("4 is not one of 1, 2, 3")) { try spec.parse(["4"]) }
        #expect(try spec.parse(["2"]).positionals == ["2"])
    }

    @Test func theUsageLineComesFromTheDeclaration() {
        #expect(Self.spec.usage == "[name|number] [--yes|-y] [--max-checks N]")
        #expect(ResetCommand.help.hasPrefix("usage: swift run -q kata reset name|number [--yes|-y] [--repair]\n\n"))
    }

    @Test func helpAndUnknownCommandsAreAnsweredByTheTool() async {
        let tool = CommandLineTool(commands: RunnerCommands.all)
        #expect(await tool.run(["kata", "no-such-command"]) == 2)
        #expect(await tool.run(["kata", "check", "--help"]) == 0)
        #expect(await tool.run(["kata", "verify", "extra"]) == 2)
        #expect(!tool.overview.contains("repro-search-child"))
    }
}
