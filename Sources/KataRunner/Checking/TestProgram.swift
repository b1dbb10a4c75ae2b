import Foundation
import KataUtilities

/// Builds an exercise's test program the way that keeps the learner's loop short.
///
/// The learner's files compile as module `Exercise`, and the tests as module `ExerciseTests`,
/// which sees the exercise's internal names through a testable import. The tests (the larger
/// part, with all their macros) compile again only when what they see changed: their own text,
/// or the exercise's interface. So an edit inside a function body, the learner's usual edit,
/// costs one small compile and a link; and a save that changes no code skips the link too.
///
/// Some tests only compile in the same module as the exercise: a test that reads a main-actor
/// type's constant without `await`, or meets a public protocol's requirement with an internal
/// member, or an exercise type named like one in a package module (in one module, the
/// exercise's shadows it; across two, the name is ambiguous). When the tests do not compile
/// in their own module, the program is built as one module, and that is remembered while the
/// tests are unchanged. A compile error is always reported from the one-module build, so the
/// learner reads it as the exercise's own module would give it.
extension Toolchain {
    func buildTests(
        exerciseFiles: [URL], testFiles: [URL], in folder: URL, swiftVersion: String
    ) async throws -> Result<URL, CompileFailure> {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = folder.appending(path: Self.harnessFile)
        try Self.harness.write(to: main, atomically: true, encoding: .utf8)
        let tests = testFiles + [main]
        let oneModuleNote = folder.appending(path: "one-module")
        let testsText = try Self.text(of: tests, swiftVersion: swiftVersion)
        if (try? Data(contentsOf: oneModuleNote)) != testsText,
            case .success(let program) = try await buildInTwoModules(exerciseFiles, tests, in: folder, swiftVersion: swiftVersion)
        {
            return .success(program)
        }
        let result = await buildInOneModule(exerciseFiles + tests, in: folder, swiftVersion: swiftVersion)
        if case .success = result { try testsText.write(to: oneModuleNote) }
        return result
    }

    private func buildInTwoModules(
        _ exerciseFiles: [URL], _ tests: [URL], in folder: URL, swiftVersion: String
    ) async throws -> Result<URL, CompileFailure> {
        let linked = folder.appending(path: "Exercise.o")
        let compiled = folder.appending(path: "Exercise.new.o")
        let interface = folder.appending(path: "Exercise.swiftmodule")
        // The interface comes out of the compile itself: by default the driver starts a second
        // frontend just to write it, 35 ms of a 105 ms compile here.
        let exercise = await compile(exerciseFiles, swiftVersion: swiftVersion, [
            "-module-name", "Exercise", "-enable-testing", "-no-emit-module-separately-wmo",
            "-emit-module", "-emit-module-path", interface.path, "-c", "-o", compiled.path,
        ])
        guard exercise.status == .exited(0) else { return .failure(CompileFailure(output: exercise.allOutput)) }

        let testObject = folder.appending(path: "ExerciseTests.o")
        let stamp = folder.appending(path: "ExerciseTests.stamp")
        let arguments = [
            "-module-name", "ExerciseTests", "-I", folder.path,
            "-Xfrontend", "-testable-import-module", "-Xfrontend", "Exercise", "-c", "-o", testObject.path,
        ]
        let inputs = try testInputs(tests, arguments: arguments, interface: interface, swiftVersion: swiftVersion)
        let testsUnchanged = (try? Data(contentsOf: stamp)) == inputs && FileManager.default.fileExists(atPath: testObject.path)
        if !testsUnchanged {
            try? FileManager.default.removeItem(at: stamp)
            let compiledTests = await compile(tests, swiftVersion: swiftVersion, arguments)
            guard compiledTests.status == .exited(0) else { return .failure(CompileFailure(output: compiledTests.allOutput)) }
            try inputs.write(to: stamp)
        }

        // `Exercise.o` is the object the program was last linked from, kept only once that link
        // succeeded: a link that failed or was stopped halfway never passes for an up-to-date one.
        let program = folder.appending(path: "tests")
        if testsUnchanged, FileManager.default.fileExists(atPath: program.path),
            FileManager.default.contentsEqual(atPath: compiled.path, andPath: linked.path)
        {
            return .success(program)
        }
        _ = try? FileManager.default.removeItem(at: linked)
        let result = await link([compiled, testObject], into: program)
        if case .success = result { try FileManager.default.moveItem(at: compiled, to: linked) }
        return result
    }

    private func buildInOneModule(_ files: [URL], in folder: URL, swiftVersion: String) async -> Result<URL, CompileFailure> {
        // Gone, so the two-module build never takes this program for one it linked.
        for file in ["Exercise.o", "Exercise.new.o"] {
            _ = try? FileManager.default.removeItem(at: folder.appending(path: file))
        }
        let object = folder.appending(path: "Exercise+Tests.o")
        let compiled = await compile(files, swiftVersion: swiftVersion, ["-module-name", "Exercise", "-c", "-o", object.path])
        guard compiled.status == .exited(0) else { return .failure(CompileFailure(output: compiled.allOutput)) }
        return await link([object], into: folder.appending(path: "tests"))
    }

    private func compile(_ files: [URL], swiftVersion: String, _ arguments: [String]) async -> ProcessRunner.Result {
        await ProcessRunner.run(swiftc, [
            "-swift-version", swiftVersion, "-package-name", Self.packageName,
            "-parse-as-library", "-Onone", "-wmo", "-I", modules.path,
        ] + arguments + compileFlags + files.map(\.path), in: layout.root, deadline: .seconds(300))
    }

    private func link(_ objects: [URL], into program: URL) async -> Result<URL, CompileFailure> {
        let support = manifest.supportModules.map { modules.appending(path: "\($0.name).o").path }
        let output = await ProcessRunner.run(
            swiftc, linker + linkFlags + ["-o", program.path] + objects.map(\.path) + support,
            in: layout.root, deadline: .seconds(300))
        guard output.status == .exited(0) else { return .failure(CompileFailure(output: output.allOutput)) }
        return .success(program)
    }

    /// The tests' own text, with their paths and Swift mode.
    private static func text(of files: [URL], swiftVersion: String) throws -> Data {
        try files.reduce(into: Data("swift \(swiftVersion)\n".utf8)) { text, file in
            text += Data("\(file.path)\n".utf8) + (try Data(contentsOf: file))
        }
    }

    /// Everything the compiled tests depend on, as bytes to compare with the last build's: the
    /// compiler and its arguments, the tests' text, the exercise's interface, and when each
    /// support module was last built.
    private func testInputs(_ tests: [URL], arguments: [String], interface: URL, swiftVersion: String) throws -> Data {
        var inputs = Data(([swiftc.path] + arguments + compileFlags).joined(separator: " ").utf8)
        inputs += try Self.text(of: tests, swiftVersion: swiftVersion)
        inputs += try Data(contentsOf: interface)
        for module in manifest.supportModules {
            let built = modified(modules.appending(path: "\(module.name).swiftmodule")).timeIntervalSince1970
            inputs += Data("\(module.name) \(built)\n".utf8)
        }
        return inputs
    }

    /// On Linux, LLVM's lld when the toolchain ships it: it links a test program in about two
    /// thirds of the time the system's gold takes, and every check links one.
    private var linker: [String] {
        #if os(Linux)
        let lld = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: "ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
        #else
        return []
        #endif
    }
}
