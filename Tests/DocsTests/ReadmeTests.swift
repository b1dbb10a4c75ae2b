import Foundation
import KataUtilities
import Testing

/// The README is the first page a learner, an interviewer or a reviewer reads: it gives the two
/// commands CI runs as "the README's test command", and the floor and the timings it states are
/// the ones the manifest, CI and the runner hold to.
@Suite("The README")
struct ReadmeTests {
    static let root = BuildPaths.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The body of the section under `heading`, up to the next `## ` heading.
    static func section(_ heading: String, of page: String) throws -> String {
        let start = try #require(page.range(of: "\n## \(heading)\n"), "README.md has no \"## \(heading)\" section")
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test("The two commands, as a learner types them, in the section of that name")
    func theTwoCommands() throws {
        let section = try Self.section("The two commands", of: try Self.text("README.md"))
        let block = try #require(section.firstMatch(of: #/```sh\n(?s:(.*?))```/#)?.1, "the two commands are not in a sh block")
        let commands = block.split(separator: "\n").map {
            String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(commands == ["swift run -q kata", "swift test"], "README.md's two commands are \(commands)")
    }

    @Test("The Swift and Xcode floor is the manifest's tools version and the Xcode the macOS CI job pins")
    func theFloor() throws {
        let readme = try Self.text("README.md").replacing("\n", with: " ")
        let floor = try #require(readme.firstMatch(of: #/Swift (\d+\.\d+) or later, nothing else: on a Mac, Xcode (\d+\.\d+) or later/#),
                                 "README.md does not state the Swift and Xcode floor")
        let tools = try #require(try Self.text("Package.swift").firstMatch(of: #/^// swift-tools-version: ?(\d+\.\d+)/#)?.1)
        #expect(floor.1 == tools, "README.md asks for Swift \(floor.1); Package.swift's tools version is \(tools)")
        #expect(readme.contains("using Swift tools version \(tools).0 but the installed version is"),
                "README.md's quoted error for an older toolchain does not name tools version \(tools).0")
        let ciXcode = try #require(try Self.text(".github/workflows/ci.yml").firstMatch(of: #/Xcode_(\d+\.\d+)/#)?.1,
                                   "the macOS CI job pins no Xcode")
        #expect(floor.2 == ciXcode, "README.md gives Xcode \(floor.2) as the floor; the macOS CI job proves Xcode \(ciXcode)")
    }

    @Test("The first check's timing is the one the runner says when it compiles the modules")
    func theFirstCheckTiming() throws {
        let readme = try Self.text("README.md").replacing("\n", with: " ")
        let stated = try #require(readme.firstMatch(of: #/the first `kata check` then compiles the kata's modules once, about (\d+) s more/#)?.1,
                                  "README.md does not say how long the first check takes")
        let printed = try #require(
            try Self.text("Sources/KataRunner/Checking/Toolchain.swift").firstMatch(of: #/Compiling the kata's modules for the runner, once \(about (\d+) s/#)?.1,
            "the runner no longer says how long it takes to compile the modules")
        #expect(stated == printed, "README.md says the first check takes about \(stated) s more; the runner says about \(printed) s")
    }

    /// Issue 26: the README keeps to what each reader needs first, and links the rest.
    @Test("The README stays short, and links the pages that hold the rest")
    func staysShort() throws {
        let readme = try Self.text("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 160, "README.md is \(lines) lines: move what a first reader does not need to Exercises/README.md or docs/maintainers.md")
        for page in ["Exercises/README.md", "docs/maintainers.md", "docs/README.md"] {
            #expect(readme.contains("](\(page))") || readme.contains("](\(page)#"), "README.md does not link \(page)")
        }
    }
}
