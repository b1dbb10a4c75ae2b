import Foundation
import KataUtilities

/// `kata verify`, for maintainers and CI: the metadata is valid, every exercise as shipped is
/// red (through `NotImplemented`, with a `// TODO`), and every solution is green.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "for maintainers: every exercise red as shipped, every solution green"
    static let arguments = ArgumentSpec()
    static let details = """
        Checks the metadata against the folders, then for every exercise: the files committed
        in git are red, through a thrown NotImplemented, with a // TODO; and the solution,
        copied over the exercise in a scratch folder (never over your files), is green.
        Exits non-zero if anything is off. The last line reads
        `verify: N exercises, N red as shipped, N solutions green`.
        """

    /// One exercise's two checks.
    struct Verification {
        var redAsShipped = false
        var solutionGreen = false
        var notes: [String] = []
    }

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let session = try Session.open()
        let exercises = session.catalog.exercises
        let started = Date()
        let checker = try await Checker(layout: session.layout)
        var listing = session.layout.listing()
        listing.exercisesInManifest = Set(checker.toolchain.manifest.exerciseSwiftVersions.keys)
        let problems = session.catalog.problems(in: listing)
        for problem in problems { print(session.style.red("metadata: ") + problem.description) }
        let results = await verifyAll(exercises, checker: checker)
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

    /// Every exercise's two checks, at most one exercise per core at a time: the compiles are
    /// what takes the time.
    private static func verifyAll(_ exercises: [Exercise], checker: Checker) async -> [Verification] {
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (Int, Verification).self) { group in
            var results = [Verification](repeating: Verification(), count: exercises.count)
            var next = 0
            func startNext() {
                guard next < exercises.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await verify(exercises[index], checker: checker)) }
            }
            for _ in 0..<width { startNext() }
            for await (index, outcome) in group {
                results[index] = outcome
                startNext()
            }
            return results
        }
    }

    private static func verify(_ exercise: Exercise, checker: Checker) async -> Verification {
        var outcome = Verification()
        let layout = checker.layout
        let scratch = layout.cache.appending(path: "verify/\(exercise.name)")
        do {
            let shipped = scratch.appending(path: "shipped")
            try await Pristine(layout: layout).restore(exercise, into: shipped)
            let verdict = try await checker.run(files(of: exercise, in: shipped), of: exercise, in: shipped)
            let hasTODO = try exercise.files.contains { file in
                try String(contentsOf: shipped.appending(path: file), encoding: .utf8).contains("// TODO")
            }
            outcome.redAsShipped = isRedThroughNotImplemented(verdict) && hasTODO
            if !hasTODO { outcome.notes.append("as shipped: no // TODO in \(exercise.files.joined(separator: ", "))") }
            if !isRedThroughNotImplemented(verdict) { outcome.notes.append("as shipped: \(describe(verdict))") }

            let solved = scratch.appending(path: "solution")
            try await Pristine(layout: layout).restore(exercise, files: exercise.tests, into: solved)
            for file in exercise.files {
                let answer = layout.solutionFolder(exercise).appending(path: file)
                try Data(contentsOf: answer).write(to: solved.appending(path: file))
            }
            let solutionVerdict = try await checker.run(files(of: exercise, in: solved), of: exercise, in: solved)
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
