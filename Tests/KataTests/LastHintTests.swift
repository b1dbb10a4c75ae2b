import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// How `kata verify` finds the code of a last hint and puts it where the TODO is. The compile
/// itself is verify's; these hold the placing to what the hint shows, without compiling.
@Suite struct LastHintTests {
    static let shipped = """
        func load() -> Int {
            // TODO: load it.
            return 0
        }
        """

    func placed(_ hint: String, _ code: LastHintCode?, files: [String: String] = ["Code.swift": shipped]) -> Result<[String: String], HintPlacementProblem> {
        LastHint.place(exercise("24-write-the-generic-get", hints: ["A nudge.", hint]), code, in: files)
    }

    static let todo = "    // TODO: load it.\n    return 0\n"

    @Test func theCodeIsTheBacktickedSpansThatAreNotNamesAndTheFencedBlocks() {
        let hint = "Call `load()` from `viewDidLoad()`, like `let n = load()`, or:\n```swift\nreturn try await get(url)\n```"
        #expect(LastHint.spans(in: hint) == ["return try await get(url)", "let n = load()"])
        #expect(LastHint.spans(in: "Only names: `fetchUser(id:)`, `try!`, `.timedOut`, `500`.").isEmpty)
    }

    @Test func anEllipsisStandsForAnyTextAndWhiteSpaceForAnyOther() {
        #expect(LastHint.contains("do {\n    try await clock.sleep(for: wait)\n} catch {\n    throw .cancelled\n}", "do { try await clock.sleep(…) } catch { throw .cancelled }"))
        #expect(!LastHint.contains("do { try await clock.sleep(for: wait) } catch { return }", "do { try await clock.sleep(…) } catch { throw .cancelled }"))
        // The pieces in their order.
        #expect(!LastHint.contains("b(); a()", "a…b"))
    }

    @Test func theHintsCodeGoesWhereTheTODOIs() throws {
        let code = LastHintCode(places: [HintPlacement(file: "Code.swift", replaces: Self.todo, with: "    return 42\n")])
        let files = try placed("Return the answer: `return 42`.", code).get()
        #expect(files["Code.swift"] == "func load() -> Int {\n    return 42\n}")
    }

    @Test func aPlacementThatDoesNotHoldTheHintsCodeIsRefused() {
        // What would compile is not what the hint shows: the learner would type the hint, not this.
        let code = LastHintCode(places: [HintPlacement(file: "Code.swift", replaces: Self.todo, with: "    return 41\n")])
        #expect(placed("Return the answer: `return 42`.", code) == .failure(.spanNotPlaced("return 42")))
    }

    @Test func everyProblemWithThePlacementIsSaid() {
        let hint = "Return the answer: `return 42`."
        #expect(placed(hint, nil) == .failure(.noPlacement(code: "return 42")))
        #expect(placed(hint, LastHintCode(places: [HintPlacement(file: "Code.swift", replaces: "    return 1\n", with: "    return 42\n")]))
            == .failure(.textNotFound(file: "Code.swift", text: "    return 1\n")))
        #expect(placed(hint, LastHintCode(places: [HintPlacement(file: "Code.swift", replaces: "    ", with: "    return 42\n")]))
            == .failure(.textFoundTwice(file: "Code.swift", text: "    ")))
        #expect(placed(hint, LastHintCode(places: [HintPlacement(file: "Code.swift", replaces: "    return 0\n", with: "    return 42\n")]))
            == .failure(.noTODOReplaced))
        #expect(placed(hint, LastHintCode(places: [HintPlacement(file: "Other.swift", replaces: Self.todo, with: "    return 42\n")]))
            == .failure(.unknownFile("Other.swift")))
        #expect(placed(hint, LastHintCode(elsewhere: ["swift run kata"])) == .failure(.elsewhereNotInHint("swift run kata")))
        #expect(placed("Write it out: let n = load() + 1", nil) == .failure(.codeOutsideBackticks(code: "=")))
    }

    @Test func aHintWithNoCodeForTheFileChangesNothing() throws {
        #expect(try placed("Run `swift run -q kata repro 2` and watch.", LastHintCode(elsewhere: ["swift run -q kata repro 2"])).get() == ["Code.swift": Self.shipped])
        #expect(try placed("Read `fetchUser(id:)` again.", nil).get() == ["Code.swift": Self.shipped])
    }

    /// The kata's own: every exercise's last hint can be put where it goes in its files as
    /// committed (so a learner's edits do not matter; verify then compiles it), and the
    /// placements name only exercises that exist.
    @Test func everyLastHintOfTheKataCanBePlaced() async throws {
        let layout = Layout(root: BuildPaths.packageRoot)
        let catalog = try Catalog.load(from: layout)
        let shipped = try await ShippedCopy.committedOrOnDisk(in: layout).readingEveryExercise()
        let placements = try LastHintCode.load(root: layout.root)
        #expect(Set(placements.keys).isSubset(of: Set(catalog.exercises.map(\.name))))
        for exercise in catalog.exercises where placements[exercise.name]?.notChecked == nil {
            let texts = try await shipped.contents(of: exercise, exercise.files).map { String(decoding: $0, as: UTF8.self) }
            let files = Dictionary(uniqueKeysWithValues: zip(exercise.files, texts))
            if case .failure(let problem) = LastHint.place(exercise, placements[exercise.name], in: files) {
                Issue.record("\(exercise.name): \(problem)")
            }
        }
    }
}
