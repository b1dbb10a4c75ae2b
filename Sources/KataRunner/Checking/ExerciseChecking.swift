import Foundation

/// How `check` and `watch` check exercises here: the runner's own compile, or SwiftPM's when that
/// cannot work, at the start or at any check (said once, with why).
final class ExerciseChecking {
    private let layout: Layout
    private let checker: Checker?
    private var fallback: SwiftPMCheck?

    private init(layout: Layout, checker: Checker?, fallback: SwiftPMCheck?) {
        self.layout = layout
        self.checker = checker
        self.fallback = fallback
    }

    /// The runner's own compile when it can work; SwiftPM's otherwise, after saying why.
    static func start(in layout: Layout) async throws -> ExerciseChecking {
        do {
            return ExerciseChecking(layout: layout, checker: try await Checker(layout: layout), fallback: nil)
        } catch let error as ToolchainError {
            let checking = ExerciseChecking(layout: layout, checker: nil, fallback: nil)
            try checking.fallBack(because: error)
            return checking
        }
    }

    func check(_ exercise: Exercise) async throws -> Verdict {
        // A review is scored, never compiled.
        if exercise.review != nil { return try ReviewCheck.check(exercise, in: layout) }
        if let checker, fallback == nil {
            do { return try await checker.check(exercise) } catch let error as ToolchainError { try fallBack(because: error) }
        }
        guard let fallback else { throw ToolchainError.noCompiler }
        return try await fallback.check(exercise)
    }

    /// Checks with SwiftPM from now on, when `error` is not the learner's doing; rethrows it otherwise.
    private func fallBack(because error: ToolchainError) throws {
        guard let reason = error.reasonForSwiftPM else { throw error }
        let check = SwiftPMCheck(layout: layout, reason: reason)
        print(check.note)
        fallback = check
    }
}

extension ToolchainError {
    /// Why SwiftPM should check instead, when this error says the runner cannot compile for a
    /// reason that is not the learner's code; nil otherwise.
    var reasonForSwiftPM: String? {
        switch self {
        case .noBuildPlan: "SwiftPM has not planned a build here yet (.build/debug.yaml), which the runner reads its compiler flags from"
        case .noPlannedCommand(let what): "SwiftPM's build plan does not hold \(what), which the runner reads its compiler flags from"
        case .supportModuleFailed(let module, _): "the kata's own module \(module) did not compile with the flags SwiftPM planned"
        case .harnessFailed: "the runner's test program did not start Swift Testing as this toolchain's Swift Testing expects"
        case .noCompiler, .manifestUnreadable: nil
        }
    }
}
