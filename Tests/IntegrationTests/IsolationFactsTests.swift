import Foundation
import KataUtilities
import Testing

/// Where a client's `get` decodes, under each of Swift 6.2's isolation settings: each case
/// compiles a small program with `swiftc` under the case's flags, runs it, and reads where the
/// decoding ran. docs/concurrency.md states every case's outcome in its table; this run checks
/// the page against the compiler.
///
/// Thirteen compilations take about 15 s on a shared machine, so the default
/// `swift test` skips the measurement (Swift Testing reports it as skipped, with the reason).
/// `scripts/measure-isolation.sh` runs it with `KATA_MEASURE_ISOLATION=1` and prints the table.
/// On Linux each case must end as the page says; elsewhere it measures and prints, and asserts
/// nothing, since no Mac has run it yet.
@Suite(
    "Where get decodes, under each isolation setting (scripts/measure-isolation.sh)",
    .enabled(
        if: ProcessInfo.processInfo.environment["KATA_MEASURE_ISOLATION"] == "1",
        "compiles and runs thirteen programs: run scripts/measure-isolation.sh, or set KATA_MEASURE_ISOLATION=1"))
struct IsolationFactsTests {
    @Test func measure() async throws {
        let page = try IsolationPage.read()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Two compilations at a time: the machine has two cores, shared.
        let measured = await withTaskGroup(of: (IsolationCase, IsolationOutcome).self) { group in
            var pending = IsolationCase.allCases[...]
            for _ in 0..<2 {
                if let next = pending.popFirst() { group.addTask { (next, await next.measure(in: folder)) } }
            }
            var results: [IsolationCase: IsolationOutcome] = [:]
            for await (done, outcome) in group {
                results[done] = outcome
                if let next = pending.popFirst() { group.addTask { (next, await next.measure(in: folder)) } }
            }
            return results
        }

        for isolationCase in IsolationCase.allCases {
            let outcome = measured[isolationCase] ?? .failed("not measured")
            let expected = page.outcomes[isolationCase.rawValue]
            #if os(Linux)
            let verdict = outcome == expected ? "as documented" : "DIFFERS from the page"
            #else
            let verdict = "measured, not asserted (no Mac run recorded yet)"
            #endif
            // One tab-separated row per case, for the script to gather into a table.
            print(["isolation-fact", String(isolationCase.rawValue), isolationCase.summary, expected.map { "\($0)" } ?? "missing", "\(outcome)", verdict]
                .joined(separator: "\t"))
            #if os(Linux)
            #expect(outcome == expected, "case \(isolationCase.rawValue), \(isolationCase.summary): measured \(outcome); docs/concurrency.md says \(expected.map { "\($0)" } ?? "nothing")")
            #endif
        }
    }
}

/// The page and the cases stay in step, in the default run too: no compiler, a few milliseconds.
@Suite("docs/concurrency.md's table lists every isolation case, with its flags")
struct IsolationPageTests {
    @Test func everyCaseHasARowWithItsFlagsAndAnOutcome() throws {
        let page = try IsolationPage.read()
        #expect(page.outcomes.keys.sorted() == IsolationCase.allCases.map(\.rawValue), "the table's rows are not the cases")
        for isolationCase in IsolationCase.allCases {
            #expect(
                page.flags[isolationCase.rawValue] == isolationCase.flags.joined(separator: " "),
                "case \(isolationCase.rawValue): the page gives the flags \(page.flags[isolationCase.rawValue] ?? "nil"), the run uses \(isolationCase.flags)")
        }
    }

    /// The client the page shows is the one the run compiles, line for line.
    @Test func thePagesClientIsTheProgramsClient() throws {
        let page = try IsolationPage.read()
        let program = IsolationCase.nonsendingConcurrent.program.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!page.client.isEmpty, "no ```swift block after <!-- isolation-probe --> in docs/concurrency.md")
        for line in page.client where !program.contains(line) {
            Issue.record("docs/concurrency.md shows `\(line)`, which the measured program does not have")
        }
    }
}

/// One way to declare the client, compiled under one setting.
enum IsolationCase: Int, CaseIterable, Sendable {
    case swift6Plain = 1
    case swift6Concurrent
    case nonsendingPlain
    case nonsendingConcurrent
    case mainActorNonsendingPlain
    case mainActorNonsendingConcurrent
    case mainActorOnlyPlain
    case mainActorOnlyConcurrent
    case mainActorAppPlain
    case mainActorAppConcurrent
    case mainActorAppConcurrentNonisolatedUser
    case mainActorNonisolatedClientOnly
    case nonsendingPlainAsyncMain

    static let nonsending = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
    static let mainActor = ["-default-isolation", "MainActor"]

    /// The flags `swiftc -swift-version 6` gets, beside the source.
    var flags: [String] {
        switch self {
        case .swift6Plain, .swift6Concurrent: []
        case .nonsendingPlain, .nonsendingConcurrent, .nonsendingPlainAsyncMain: Self.nonsending
        case .mainActorOnlyPlain, .mainActorOnlyConcurrent: Self.mainActor
        default: Self.nonsending + Self.mainActor
        }
    }

    /// `get` is `@concurrent`.
    var concurrentGet: Bool {
        switch self {
        case .swift6Concurrent, .nonsendingConcurrent, .mainActorNonsendingConcurrent, .mainActorOnlyConcurrent,
             .mainActorAppConcurrent, .mainActorAppConcurrentNonisolatedUser: true
        default: false
        }
    }

    /// `APIClient` is written `nonisolated`; otherwise it has no annotation, as `Fixed`'s has
    /// none, and takes the module's default.
    var nonisolatedClient: Bool {
        switch self {
        case .mainActorAppPlain, .mainActorAppConcurrent, .mainActorAppConcurrentNonisolatedUser: false
        default: true
        }
    }

    /// `User` is written `nonisolated`; otherwise its `Decodable` conformance takes the module's default.
    var nonisolatedUser: Bool { self != .mainActorAppPlain && self != .mainActorAppConcurrent && self != .mainActorNonisolatedClientOnly }

    var summary: String {
        let setting = flags.isEmpty ? "Swift 6 defaults" : flags.joined(separator: " ").replacingOccurrences(of: "-enable-upcoming-feature ", with: "")
        let declarations = (nonisolatedClient ? "" : "APIClient unannotated, ") + (nonisolatedUser ? "" : "User unannotated, ")
        let harness = self == .nonsendingPlainAsyncMain ? ", top-level await instead of a run loop" : ""
        return "\(setting): \(declarations)\(concurrentGet ? "@concurrent get" : "plain get")\(harness)"
    }

    /// The whole program: the client, a probe the decoding calls, and a main-actor screen that
    /// calls `get` from a task on the main run loop, as an app's screen does.
    var program: String {
        let user = nonisolatedUser ? "nonisolated " : ""
        let client = nonisolatedClient ? "nonisolated " : ""
        let get = concurrentGet ? "@concurrent " : ""
        // The run loop keeps the main actor on the main thread, as an app's does. With top-level
        // `await` instead, Linux parks the main thread in `dispatch_main`, and the main queue's
        // jobs run on a worker thread (case 13).
        let start =
            self == .nonsendingPlainAsyncMain
            ? "await Screen().load()"
            : "Task { @MainActor in await Screen().load() }\nRunLoop.main.run()"
        return """
            import Foundation

            \(user)struct User: Decodable, Sendable {
                let name: String

                init(from decoder: any Decoder) throws {
                    name = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .name)
                    Probe.decoding = Probe.here()  // where the decoding runs
                }

                private enum Key: String, CodingKey { case name }
            }

            \(client)final class APIClient: Sendable {
                \(get)func get(_ path: String) async throws -> User {
                    let data = await transport(path)  // leaves the caller's actor, as URLSession does
                    return try JSONDecoder().decode(User.self, from: data)
                }
            }

            @concurrent func transport(_ path: String) async -> Data { Data(#"{"name":"Ada"}"#.utf8) }

            nonisolated enum Probe {
                static let mainQueue = DispatchSpecificKey<Bool>()
                nonisolated(unsafe) static var decoding = ""

                /// Three witnesses: the runtime's own check (it traps off the main actor, when the
                /// program is run with `assert`), the main queue, and the main thread.
                static func here() -> String {
                    if CommandLine.arguments.contains("assert") { MainActor.preconditionIsolated("the decoding") }
                    let queue = DispatchQueue.getSpecific(key: mainQueue) == true ? "main" : "other"
                    return "queue=\\(queue) thread=\\(Thread.isMainThread ? "main" : "other")"
                }
            }

            @MainActor final class Screen {
                func load() async {
                    do {
                        let user = try await APIClient().get("users/1")
                        print("isolation-probe \\(Probe.decoding) user=\\(user.name)")
                        exit(0)
                    } catch {
                        print("isolation-probe failed: \\(error)")
                        exit(3)
                    }
                }
            }

            DispatchQueue.main.setSpecific(key: Probe.mainQueue, value: true)
            \(start)

            """
    }

    /// Compiles the program, runs it twice (once reading the queue and the thread, once with the
    /// runtime's check), and says where the decoding ran.
    func measure(in folder: URL) async -> IsolationOutcome {
        guard let swiftc = ProcessRunner.locate("swiftc") else { return .failed("swiftc is not on PATH") }
        let source = folder.appendingPathComponent("case-\(rawValue).swift")
        let binary = folder.appendingPathComponent("case-\(rawValue)")
        do { try program.write(to: source, atomically: true, encoding: .utf8) } catch { return .failed("could not write \(source.path): \(error)") }

        let compile = await ProcessRunner.run(
            swiftc, ["-swift-version", "6"] + flags + ["-module-name", "Probe", source.path, "-o", binary.path], deadline: .seconds(180))
        guard compile.status == .exited(0) else {
            let error = compile.allOutput.split(separator: "\n").first { $0.contains(": error: ") }
            guard let error else { return .failed("swiftc \(compile.status): \(compile.allOutput.prefix(400))") }
            return .doesNotCompile(String(error[error.range(of: ": error: ")!.upperBound...]))
        }
        if compile.allOutput.contains(": warning: ") { return .failed("swiftc warned: \(compile.allOutput.prefix(400))") }

        let read = await ProcessRunner.run(binary, [], deadline: .seconds(30))
        guard read.status == .exited(0), let line = read.standardOutput.split(separator: "\n").first(where: { $0.hasPrefix("isolation-probe queue=") }) else {
            return .failed("the program \(read.status): \(read.allOutput.prefix(400))")
        }
        // Without the backtracer, a trap is a trap and nothing more: quick, and quiet.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let check = await ProcessRunner.run(binary, ["assert"], environment: environment, deadline: .seconds(30))
        let onMainActor: Bool
        switch check.status {
        case .exited(0) where check.standardOutput.contains("isolation-probe queue="): onMainActor = true
        case .signalled(SIGILL), .signalled(SIGTRAP): onMainActor = false
        default: return .failed("the checked run \(check.status): \(check.allOutput.prefix(400))")
        }
        return IsolationOutcome(mainActor: onMainActor, mainQueue: line.contains("queue=main"), mainThread: line.contains("thread=main"))
    }
}

/// Where the decoding ran, as the page words it.
enum IsolationOutcome: Equatable, Sendable, CustomStringConvertible {
    /// On the main actor, on the main thread: the runtime's check, the main queue and the thread agree.
    case mainThread
    /// Off the main actor, on the cooperative pool: all three agree.
    case offMainActor
    /// On the main actor, but not on the main thread.
    case mainActorOffMainThread
    /// `swiftc` refused the program, with this error.
    case doesNotCompile(String)
    /// The witnesses disagree in a way the page has no words for: a measurement still, and one
    /// the page does not state.
    case witnessesDisagree(String)
    /// The program did not compile for a reason other than its own code, or did not run.
    case failed(String)

    init(mainActor: Bool, mainQueue: Bool, mainThread: Bool) {
        switch (mainActor, mainQueue, mainThread) {
        case (true, true, true): self = .mainThread
        case (false, false, false): self = .offMainActor
        case (true, true, false): self = .mainActorOffMainThread
        default: self = .witnessesDisagree("main actor \(mainActor), main queue \(mainQueue), main thread \(mainThread)")
        }
    }

    /// The page's wording: "the main thread", "off the main actor", "the main actor, off the
    /// main thread", or "does not compile: `error`".
    init?(page cell: String) {
        let text = cell.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
        switch text {
        case "the main thread": self = .mainThread
        case "off the main actor": self = .offMainActor
        case "the main actor, off the main thread": self = .mainActorOffMainThread
        default:
            let parts = text.split(separator: "`", omittingEmptySubsequences: false)
            guard text.hasPrefix("does not compile"), parts.count == 3 else { return nil }
            self = .doesNotCompile(String(parts[1]))
        }
    }

    var description: String {
        switch self {
        case .mainThread: "the main thread"
        case .offMainActor: "off the main actor"
        case .mainActorOffMainThread: "the main actor, off the main thread"
        case .doesNotCompile(let error): "does not compile: `\(error)`"
        case .witnessesDisagree(let readings): "witnesses disagree: \(readings)"
        case .failed(let why): "FAILED: \(why)"
        }
    }
}

/// What docs/concurrency.md states: each row's flags and outcome, and the client it shows.
struct IsolationPage {
    var outcomes: [Int: IsolationOutcome] = [:]
    var flags: [Int: String] = [:]
    var client: [String] = []

    static let path = BuildPaths.packageRoot.appendingPathComponent("docs/concurrency.md")

    /// The table is the one whose header has a "flags" and a "decoding runs on" column; a row
    /// is one whose first cell is a case number. Flags are the backticked text of their cell,
    /// or empty when it has none.
    static func read() throws -> IsolationPage {
        let text = try String(contentsOf: path, encoding: .utf8)
        var page = IsolationPage()
        var flagsColumn: Int?, outcomeColumn: Int?
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("<!-- isolation-probe -->") {
                // The next ```swift block.
                while let opening = lines.popFirst(), !opening.hasPrefix("```swift") {}
                while let code = lines.popFirst(), !code.hasPrefix("```") {
                    let trimmed = code.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { page.client.append(trimmed) }
                }
                continue
            }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if let outcome = cells.firstIndex(where: { $0.contains("decoding runs on") }),
               let flags = cells.firstIndex(where: { $0.contains("flags") }) {
                (flagsColumn, outcomeColumn) = (flags, outcome)
                continue
            }
            guard let flagsColumn, let outcomeColumn, let number = Int(cells.first ?? ""), cells.count > max(flagsColumn, outcomeColumn) else { continue }
            let flagCell = cells[flagsColumn].split(separator: "`", omittingEmptySubsequences: false)
            page.flags[number] = flagCell.count >= 3 ? String(flagCell[1]) : ""
            // A cell in none of the page's words is no outcome: the row counts as missing.
            page.outcomes[number] = IsolationOutcome(page: cells[outcomeColumn])
        }
        return page
    }
}
