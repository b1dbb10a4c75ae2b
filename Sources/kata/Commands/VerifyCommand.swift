import Foundation
import KataTestSupport

/// `kata verify`, for maintainers and CI: the metadata is valid, every exercise as shipped is
/// red (through `NotImplemented`, with a `// TODO`), and every solution is green.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "for maintainers: every exercise red as shipped, every solution green"
    static let help = """
        usage: swift run kata verify

        Checks the metadata against the folders, then for every exercise: the files committed
        in git are red, through a thrown NotImplemented, with a // TODO; and the solution,
        copied over the exercise in a scratch folder (never over your files), is green.
        Exits non-zero if anything is off. The last line reads
        `verify: N exercises, N red as shipped, N solutions green`.
        """

    /// One exercise's two checks.
    struct Outcome {
        var redAsShipped = false
        var solutionGreen = false
        var notes: [String] = []
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments)
        if parsed.wantsHelp { return Help.show(help) }
        try parsed.allowOnly([], positionals: 0)
        let session = try Session.open()
        let exercises = session.catalog.exercises
        let problems = session.catalog.problems(in: session.layout.listing())
        for problem in problems { print(session.style.red("metadata: ") + problem.description) }
        let started = Date()
        let checker = try Checker(layout: session.layout)
        let outcomes = Locked([Outcome](repeating: Outcome(), count: exercises.count))
        // One compile per core: the compiles are what takes the time.
        DispatchQueue.concurrentPerform(iterations: exercises.count) { index in
            let outcome = verify(exercises[index], checker: checker)
            outcomes.withLock { $0[index] = outcome }
        }
        let results = outcomes.withLock { $0 }
        for (exercise, outcome) in zip(exercises, results) {
            let ok = outcome.redAsShipped && outcome.solutionGreen
            print("\(ok ? session.style.green("ok  ") : session.style.red("FAIL")) \(session.label(exercise))")
            for note in outcome.notes { print("       " + note) }
        }
        let red = results.filter(\.redAsShipped).count
        let green = results.filter(\.solutionGreen).count
        print(String(format: "checked in %.1f s", Date().timeIntervalSince(started)))
        print("verify: \(exercises.count) exercises, \(red) red as shipped, \(green) solutions green")
        return problems.isEmpty && red == exercises.count && green == exercises.count ? 0 : 1
    }

    private static func verify(_ exercise: Exercise, checker: Checker) -> Outcome {
        var outcome = Outcome()
        let layout = checker.layout
        let scratch = layout.cache.appending(path: "verify/\(exercise.name)")
        do {
            let shipped = scratch.appending(path: "shipped")
            try Pristine(layout: layout).restore(exercise, into: shipped)
            let verdict = try checker.run(files(of: exercise, in: shipped), in: shipped, swiftVersion: exercise.swiftVersion ?? 6)
            let hasTODO = try exercise.files.contains { file in
                try String(contentsOf: shipped.appending(path: file), encoding: .utf8).contains("// TODO")
            }
            outcome.redAsShipped = isRedThroughNotImplemented(verdict) && hasTODO
            if !hasTODO { outcome.notes.append("as shipped: no // TODO in \(exercise.files.joined(separator: ", "))") }
            if !isRedThroughNotImplemented(verdict) { outcome.notes.append("as shipped: \(describe(verdict))") }

            let solved = scratch.appending(path: "solution")
            try Pristine(layout: layout).restore(exercise, files: exercise.tests, into: solved)
            for file in exercise.files {
                let answer = layout.solutionFolder(exercise).appending(path: file)
                try Data(contentsOf: answer).write(to: solved.appending(path: file))
            }
            let solutionVerdict = try checker.run(files(of: exercise, in: solved), in: solved, swiftVersion: exercise.swiftVersion ?? 6)
            outcome.solutionGreen = solutionVerdict.isPassed
            if !solutionVerdict.isPassed { outcome.notes.append("solution: \(describe(solutionVerdict))") }
        } catch {
            outcome.notes.append("could not check: \(error)")
        }
        return outcome
    }

    private static func files(of exercise: Exercise, in folder: URL) -> [URL] {
        (exercise.files + exercise.tests).map { folder.appending(path: $0) }
    }

    /// Red the way the rules ask: a test failed, and the failure names `NotImplemented`.
    static func isRedThroughNotImplemented(_ verdict: Verdict) -> Bool {
        guard case .failed(let report) = verdict else { return false }
        return report.messages.contains { $0.contains("NotImplemented") }
    }

    private static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .passed: "green, but it should be red"
        case .failed(let report): "red, but not through NotImplemented: " + report.messages.joined(separator: " | ")
        case .doesNotCompile(let errors): "does not compile: " + errors.joined(separator: " | ")
        case .timedOut(let seconds): "still running after \(seconds) s"
        }
    }
}
