import Foundation

/// Compiles one exercise and its tests with `swiftc` into a small test program, without
/// building the whole package: that is what keeps the edit-to-verdict loop short.
///
/// The package modules the exercises import are compiled once into `.build/kata/modules` and
/// rebuilt only when their sources change.
struct Toolchain: Sendable {
    /// A package module the exercises may import, in dependency order.
    struct SupportModule: Sendable {
        let name: String
        var swiftVersion = "6"
    }

    /// Every module an exercise may import. Broken keeps Swift 5 mode, as in `Package.swift`.
    static let supportModules = [
        SupportModule(name: "UIKitStandIn"),
        SupportModule(name: "Broken", swiftVersion: "5"),
        SupportModule(name: "Fixed"),
        // KataTestSupport's seams for Production (the manual clock, the route transport, the
        // in-memory fixture world) need these two.
        SupportModule(name: "FixtureServer"),
        SupportModule(name: "Production"),
        SupportModule(name: "KataTestSupport"),
        SupportModule(name: "ExerciseSupport"),
        SupportModule(name: "BrokenLinkSeam", swiftVersion: "5"),
        SupportModule(name: "DefectScenarios"),
    ]

    /// As SwiftPM names it, so `package` declarations are visible across modules as they are there.
    static let packageName = "network_layer_kata"

    let layout: Layout
    let swiftc: String

    init(layout: Layout) throws {
        guard let swiftc = Subprocess.find("swiftc") else { throw ToolchainError.noCompiler }
        self.layout = layout
        self.swiftc = swiftc
    }

    /// Where the support modules are built; test programs find them through `KATA_MODULES`.
    var modules: URL { layout.cache.appending(path: "modules") }

    /// Compiles whichever support modules are older than their sources.
    func prepareSupportModules() throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        var newestDependency = Date.distantPast
        for module in Self.supportModules {
            let sources = swiftFiles(under: layout.root.appending(path: "Sources/\(module.name)"))
            let object = modules.appending(path: "\(module.name).o")
            let newestInput = max(newestDependency, sources.map(modified).max() ?? .distantPast)
            if modified(object) < newestInput {
                try compileSupport(module, sources: sources)
            }
            newestDependency = max(newestInput, modified(object))
        }
    }

    private func compileSupport(_ module: SupportModule, sources: [URL]) throws {
        // Written under a temporary name and moved into place, so a second runner never links
        // half a module.
        let scratch = modules.appending(path: "\(module.name).\(ProcessInfo.processInfo.processIdentifier)")
        let arguments = [
            "-swift-version", module.swiftVersion, "-module-name", module.name, "-package-name", Self.packageName,
            "-parse-as-library",
            "-wmo", "-num-threads", "0", "-Onone", "-suppress-warnings", "-I", modules.path,
            "-emit-module", "-emit-module-path", scratch.path + ".swiftmodule",
            "-emit-object", "-o", scratch.path + ".o",
        ] + platformFlags + sources.map(\.path)
        let output = try Subprocess.run(swiftc, arguments, deadline: 300)
        guard output.status == 0 else { throw ToolchainError.supportModuleFailed(module.name, output.text) }
        for suffix in [".swiftmodule", ".o"] {
            let target = modules.appending(path: module.name + suffix)
            _ = try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: URL(filePath: scratch.path + suffix), to: target)
        }
    }

    /// Compiles `files` (an exercise's own files and its tests) with a small `main` that runs
    /// Swift Testing, into `folder/tests`. Returns the program, or the compiler's output.
    func buildTests(of files: [URL], in folder: URL, swiftVersion: Int = 6) throws -> Result<URL, CompileFailure> {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = folder.appending(path: "KataMain.swift")
        try Self.harness.write(to: main, atomically: true, encoding: .utf8)
        let program = folder.appending(path: "tests")
        let objects = Self.supportModules.map { modules.appending(path: "\($0.name).o").path }
        let arguments = [
            "-swift-version", String(swiftVersion), "-module-name", "Exercise", "-package-name", Self.packageName,
            "-parse-as-library", "-Onone", "-wmo",
            "-I", modules.path, "-o", program.path,
        ] + platformFlags + files.map(\.path) + [main.path] + objects
        let output = try Subprocess.run(swiftc, arguments, in: layout.root, deadline: 300)
        guard output.status == 0 else { return .failure(CompileFailure(output: output.text)) }
        return .success(program)
    }

    /// The entry point of an exercise's test program: Swift Testing's own runner, which prints
    /// each failing expectation with its message.
    static let harness = """
        import Testing

        @main struct KataMain {
            static func main() async { await Testing.__swiftPMEntryPoint() as Never }
        }
        """

    private var platformFlags: [String] {
        #if os(macOS)
        // Swift Testing ships inside Xcode, outside the SDK the compiler searches by default.
        let platform = (try? Subprocess.run("/usr/bin/xcrun", ["--show-sdk-platform-path"]).text)?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let frameworks = platform + "/Developer/Library/Frameworks"
        return ["-F", frameworks, "-Xlinker", "-rpath", "-Xlinker", frameworks]
        #else
        return []
        #endif
    }

    private func swiftFiles(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    private func modified(_ url: URL) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    }
}

/// The compiler's complaint about an exercise.
struct CompileFailure: Error, Sendable {
    let output: String
}

enum ToolchainError: Error, CustomStringConvertible {
    case noCompiler
    case supportModuleFailed(String, String)

    var description: String {
        switch self {
        case .noCompiler: "swiftc is not on PATH: install a Swift toolchain (6.2 or later)"
        case .supportModuleFailed(let module, let output):
            "could not compile the package module \(module), which the exercises import:\n\(output)"
        }
    }
}
