import Foundation
import KataUtilities

/// `kata verify`, for maintainers and CI: the metadata is valid, every exercise as committed is
/// red the way its grade asks (with a `// TODO`), and every solution is green.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "for maintainers: every exercise red as shipped, every solution green"
    static let arguments = ArgumentSpec()
    static let details = """
        Checks the metadata against the folders, then for every exercise: the files committed
        in git are red the way the exercise's grade declares ("notImplemented": through a
        thrown NotImplemented; "namesItsDefect": a failing test names its defect, "Defect N",
        and none fails through NotImplemented; "namesItsScenario": a failing test names one of
        its production scenarios, "Scenario <id> — ", and none fails through NotImplemented),
        with a // TODO; and the solution, copied over
        the exercise in a scratch folder (never over your files), is green. The exercises are
        read as committed at HEAD (outside a git clone, as they are on disk), so a change to one
        is checked once it is committed. And it puts the code of each exercise's last hint where
        \(LastHintCode.path) says it goes (where the // TODO is), in another scratch
        copy, and compiles and runs it: a last hint whose code does not compile there, or that
        shows code the metadata does not place, fails; one that shows no code is counted as
        such. Exits non-zero if anything is off. The last line reads
        `verify: N exercises, N red as shipped, N solutions green`.

        A review exercise ("emptyReview", grade 5) is scored, not compiled: its review.md as
        shipped must hold only a comment with a TODO, its model review in Solutions/ must be
        green, and the samples names-only.md and confidently-wrong.md in
        Tests/KataTests/ReviewSamples/<client>/ must be red, the confidently wrong one with
        wrong claims and nothing found; its last hint must show no code.
        """

    /// One exercise's checks.
    struct Verification {
        var redAsShipped = false
        var solutionGreen = false
        var lastHint = LastHintOutcome.notChecked
        var notes: [String] = []

        var isOK: Bool { redAsShipped && solutionGreen && !lastHint.isFailure }
    }

    /// The last hint's code, put where the metadata says (`HintPlacement`) in a scratch copy of
    /// the exercise as shipped, then compiled and run.
    enum LastHintOutcome: Equatable {
        case notChecked
        /// The last hint shows no code: nothing to compile, and counted as such.
        case noCode
        /// It compiled where it goes; whether the exercise was then green.
        case compiles(green: Bool)
        case doesNotCompile
        /// It could not be put where it goes (`HintPlacementProblem`).
        case cannotPlace
        /// The metadata says why this one is not checked.
        case skipped

        var isFailure: Bool { self == .doesNotCompile || self == .cannotPlace || self == .notChecked }
    }

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let layout = try Layout.find(from: arguments.workingDirectory)
        let catalog = try Catalog.load(from: layout)
        let shipped = try await ShippedCopy.committedOrOnDisk(in: layout).readingEveryExercise()
        let style = Style.standard
        let started = Date()
        let checker = try await Checker(layout: layout)
        var listing = layout.listing()
        listing.exercisesInManifest = Set(checker.toolchain.manifest.exerciseSwiftVersions.keys)
        let problems = catalog.problems(in: listing)
        for problem in problems { print(style.red("metadata: ") + problem.description) }
        let lastHints: [String: LastHintCode]
        do {
            lastHints = try LastHintCode.load(root: layout.root)
        } catch {
            print(style.red("last hints: ") + "\(LastHintCode.path) cannot be read: \(error)")
            lastHints = [:]
        }
        for name in lastHints.keys.sorted() where !catalog.exercises.contains(where: { $0.name == name }) {
            print(style.red("last hints: ") + "\(LastHintCode.path) names \(name), which is no exercise")
        }
        let results = await verifyAll(catalog, lastHints: lastHints, shipped: shipped, checker: checker)
        for (exercise, outcome) in zip(catalog.exercises, results) {
            let ok = outcome.isOK
            print("\(ok ? style.green("ok  ") : style.red("FAIL")) \(exercise.reference) · \(exercise.name)")
            for note in outcome.notes { print("       " + note) }
        }
        let red = results.filter(\.redAsShipped).count
        let green = results.filter(\.solutionGreen).count
        let count = catalog.exercises.count
        let hints = results.map(\.lastHint)
        let compiled = hints.filter { if case .compiles = $0 { true } else { false } }.count
        let noCode = zip(catalog.exercises, hints).filter { $1 == .noCode }.map { $0.0.reference }
        let skipped = zip(catalog.exercises, hints).filter { $1 == .skipped }.map { $0.0.reference }
        print(String(format: "checked in %.1f s", Date().timeIntervalSince(started)))
        let redHints = zip(catalog.exercises, hints).filter { $1 == .compiles(green: false) }.map { $0.0.reference }
        print("last hints: \(compiled) compile where their TODO is (\(compiled - redHints.count) of them green"
            + (redHints.isEmpty ? "" : "; red: \(redHints.joined(separator: ", "))") + "), "
            + "\(hints.filter(\.isFailure).count) do not, \(noCode.count) show no code for the file"
            + (noCode.isEmpty ? "" : " (\(noCode.joined(separator: ", ")))") + ", \(skipped.count) not checked"
            + (skipped.isEmpty ? "" : " (\(skipped.joined(separator: ", ")))"))
        print("verify: \(count) exercises, \(red) red as shipped, \(green) solutions green")
        let hintsOK = !hints.contains(where: \.isFailure)
        return problems.isEmpty && red == count && green == count && hintsOK ? 0 : 1
    }

    /// Every exercise's checks, at most one exercise per core at a time: the compiles are
    /// what takes the time.
    private static func verifyAll(
        _ catalog: Catalog, lastHints: [String: LastHintCode], shipped: ShippedCopy, checker: Checker
    ) async -> [Verification] {
        let exercises = catalog.exercises
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (Int, Verification).self) { group in
            var results = [Verification](repeating: Verification(), count: exercises.count)
            var next = 0
            func startNext() {
                guard next < exercises.count else { return }
                let index = next
                next += 1
                let rule = catalog.grades.first { $0.grade == exercises[index].grade }?.redAsShipped ?? .notImplemented
                group.addTask { (index, await verify(exercises[index], redAs: rule, lastHints: lastHints, shipped: shipped, checker: checker)) }
            }
            for _ in 0..<width { startNext() }
            for await (index, outcome) in group {
                results[index] = outcome
                startNext()
            }
            return results
        }
    }

    private static func verify(
        _ exercise: Exercise, redAs rule: RedAsShipped, lastHints: [String: LastHintCode], shipped: ShippedCopy, checker: Checker
    ) async -> Verification {
        var outcome = Verification()
        let layout = checker.layout
        let scratch = layout.cache.appending(path: "verify/\(exercise.name)")
        if exercise.review != nil { return await verifyReview(exercise, in: scratch, layout: layout, shipped: shipped) }
        do {
            let asShipped = scratch.appending(path: "shipped")
            try await shipped.restore(exercise, files: exercise.files + exercise.tests, into: asShipped)
            let verdict = try await checker.run(exercise, from: asShipped, in: asShipped)
            let hasTODO = try exercise.files.contains { file in
                try String(contentsOf: asShipped.appending(path: file), encoding: .utf8).contains("// TODO")
            }
            let redProblem = problem(with: verdict, of: exercise, redAs: rule)
            outcome.redAsShipped = redProblem == nil && hasTODO
            if !hasTODO { outcome.notes.append("as shipped: no // TODO in \(exercise.files.joined(separator: ", "))") }
            if let redProblem { outcome.notes.append("as shipped: \(redProblem)") }

            let solved = scratch.appending(path: "solution")
            try await shipped.restore(exercise, files: exercise.tests, into: solved)
            for file in exercise.files {
                let answer = layout.solutionFolder(exercise).appending(path: file)
                try Data(contentsOf: answer).write(to: solved.appending(path: file))
            }
            let solutionVerdict = try await checker.run(exercise, from: solved, in: solved)
            outcome.solutionGreen = solutionVerdict.isPassed
            if !solutionVerdict.isPassed { outcome.notes.append("solution: \(describe(solutionVerdict))") }

            outcome.lastHint = try await checkLastHint(
                of: exercise, lastHints, in: scratch.appending(path: "hint"), shipped: shipped, checker: checker, notes: &outcome.notes)
        } catch {
            outcome.notes.append("could not check: \(error)")
        }
        return outcome
    }

    /// The reviews a review exercise must score red, besides the empty one it ships: one that
    /// names the defects without their reasons, and one that confidently says each is fine. In
    /// `Tests/KataTests/ReviewSamples/<client>/`: `blog` for `docs/reviews/blog-client.signals.json`.
    static let mustBeRed = ["names-only.md", "confidently-wrong.md"]

    static func samplesFolder(of review: Review) -> String {
        var name = (review.signals as NSString).lastPathComponent.replacingOccurrences(of: ".signals.json", with: "")
        if name.hasSuffix("-client") { name.removeLast("-client".count) }
        return "Tests/KataTests/ReviewSamples/\(name)"
    }

    /// A review exercise: red as shipped because its review is empty (with a TODO in its
    /// comment), green with its model review, red for the names-only and the confidently wrong
    /// samples, the wrong one credited with nothing. Its last hint must show no code.
    static func verifyReview(_ exercise: Exercise, in scratch: URL, layout: Layout, shipped: ShippedCopy? = nil) async -> Verification {
        var outcome = Verification()
        guard let review = exercise.review, let file = exercise.files.first else {
            outcome.notes.append("a review exercise needs a review and one file")
            return outcome
        }
        do {
            let asShipped = scratch.appending(path: "shipped")
            let copy = if let shipped { shipped } else { try await ShippedCopy.committedOrOnDisk(in: layout) }
            try await copy.restore(exercise, files: exercise.files, into: asShipped)
            let text = try String(contentsOf: asShipped.appending(path: file), encoding: .utf8)
            let signals = try ReviewCheck.signals(of: review, root: layout.root)
            let scored = ReviewOutcome(scoring: text, against: signals, for: review)
            let hasTODO = text.contains("TODO")
            outcome.redAsShipped = scored.isEmpty && !scored.isGreen && hasTODO
            if !hasTODO { outcome.notes.append("as shipped: no TODO in the comment of \(file)") }
            if !scored.isEmpty { outcome.notes.append("as shipped: \(file) holds a review; it must hold only its comment") }

            let answer = try String(contentsOf: layout.solutionFolder(exercise).appending(path: file), encoding: .utf8)
            let model = ReviewOutcome(scoring: answer, against: signals, for: review)
            outcome.solutionGreen = model.isGreen
            if !model.isGreen { outcome.notes.append("solution: red: " + model.lines(style: Style(enabled: false), signalsPath: review.signals).joined(separator: " | ")) }

            let samples = samplesFolder(of: review)
            for name in mustBeRed {
                let path = "\(samples)/\(name)"
                guard let sample = layout.text(of: path) else {
                    outcome.notes.append("\(path) is missing: a review exercise needs a \(name) sample that scores red")
                    outcome.redAsShipped = false
                    continue
                }
                let scored = ReviewOutcome(scoring: sample, against: signals, for: review)
                let credited = name == "confidently-wrong.md" ? scored.found.count : 0
                if scored.isGreen || credited > 0 || (name == "confidently-wrong.md" && scored.wrong.isEmpty) {
                    outcome.redAsShipped = false
                    let rule = name == "confidently-wrong.md" ? "red, with wrong claims, and credited with nothing" : "red"
                    outcome.notes.append("\(path): \(scored.isGreen ? "green" : "red"), \(scored.found.count) found, "
                        + "\(scored.wrong.count) wrong claim\(scored.wrong.count == 1 ? "" : "s"); it must be \(rule)")
                }
            }
            switch LastHint.place(exercise, nil, in: [file: text]) {
            case .success(let placed) where placed == [file: text]: outcome.lastHint = .noCode
            default:
                outcome.lastHint = .cannotPlace
                outcome.notes.append("last hint: a review's last hint says what to write, in words; it shows code")
            }
        } catch {
            outcome.notes.append("could not check: \(error)")
        }
        return outcome
    }

    /// Puts the last hint's code where it goes, in a copy of the exercise as shipped, and checks it.
    private static func checkLastHint(
        of exercise: Exercise, _ lastHints: [String: LastHintCode], in folder: URL, shipped: ShippedCopy, checker: Checker,
        notes: inout [String]
    ) async throws -> LastHintOutcome {
        try await shipped.restore(exercise, files: exercise.files + exercise.tests, into: folder)
        var shipped: [String: String] = [:]
        for file in exercise.files { shipped[file] = try String(contentsOf: folder.appending(path: file), encoding: .utf8) }
        let metadata = lastHints[exercise.name]
        if let reason = metadata?.notChecked {
            notes.append("last hint not compiled: \(reason)")
            return .skipped
        }
        switch LastHint.place(exercise, metadata, in: shipped) {
        case .failure(let problem):
            notes.append("last hint: \(problem)")
            return .cannotPlace
        case .success(let placed) where placed == shipped:
            return .noCode
        case .success(let placed):
            for (file, text) in placed where text != shipped[file] { try Data(text.utf8).write(to: folder.appending(path: file)) }
            let verdict = try await checker.run(exercise, from: folder, in: folder)
            if case .doesNotCompile = verdict {
                notes.append("last hint, put where it goes: \(describe(verdict))")
                return .doesNotCompile
            }
            return .compiles(green: verdict.isPassed)
        }
    }

    /// Nil when `verdict`, of `exercise` as shipped, is red the way `rule` asks; else what is wrong.
    static func problem(with verdict: Verdict, of exercise: Exercise, redAs rule: RedAsShipped) -> String? {
        guard case .failed(let report) = verdict else { return verdict.isPassed ? "green, but it should be red" : describe(verdict) }
        return rule.problem(with: report, of: exercise).map { "\($0): " + report.messages.joined(separator: " | ") }
    }

    private static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .passed: "green"
        case .failed(let report): "red: " + report.messages.joined(separator: " | ")
        case .doesNotCompile(let errors): "does not compile: " + errors.joined(separator: " | ")
        case .timedOut(let seconds): "still running after \(seconds) s"
        case .reviewed(let outcome): (outcome.isGreen ? "green: " : "red: ") + "\(outcome.found.count) of \(outcome.review.of) found"
        }
    }
}
