import Foundation
import KataUtilities

/// Compiles one exercise and its tests with `swiftc` into a small test program, without
/// building the whole package: that is what keeps the edit-to-verdict loop short.
///
/// The package modules the exercises import (`PackageManifest.supportModules`) are compiled
/// once into `.build/kata/modules` and rebuilt only when their sources change.
struct Toolchain: Sendable {
    /// As SwiftPM names it, so `package` declarations are visible across modules as they are there.
    static let packageName = "network_layer_kata"

    let layout: Layout
    let swiftc: URL
    let manifest: PackageManifest
    /// Where the platform's parts are, as SwiftPM says (`SwiftPMFlags`): for every compile, and
    /// for every link.
    let compileFlags: [String]
    let linkFlags: [String]

    init(layout: Layout) async throws {
        let manifest = try await PackageManifest.load(from: layout)
        try self.init(layout: layout, manifest: manifest, flags: SwiftPMFlags.load(from: layout, testTarget: manifest.testTarget))
    }

    /// With `manifest` and `flags` as given rather than as `Package.swift` and SwiftPM's plan
    /// say: for the runner's own tests.
    init(layout: Layout, manifest: PackageManifest, flags: SwiftPMFlags) throws {
        let planned = URL(filePath: flags.swiftc)
        guard let swiftc = FileManager.default.isExecutableFile(atPath: planned.path) ? planned : ProcessRunner.locate("swiftc")
        else { throw ToolchainError.noCompiler }
        self.layout = layout
        self.swiftc = swiftc
        self.manifest = manifest
        self.compileFlags = flags.compile
        self.linkFlags = flags.programLink
    }

    /// Where the support modules are built; test programs find them through `KATA_MODULES`.
    var modules: URL { layout.cache.appending(path: "modules") }

    /// Compiles whichever support modules are older than their sources or than a module they
    /// depend on.
    func prepareSupportModules() async throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        var newestDependency = Date.distantPast
        var announced = false
        for module in manifest.supportModules {
            let sources = swiftFiles(under: layout.root.appending(path: "Sources/\(module.name)"))
            let object = modules.appending(path: "\(module.name).o")
            let newestInput = max(newestDependency, sources.map(modified).max() ?? .distantPast)
            if modified(object) < newestInput {
                // The first check compiles them all, a silence long enough to look like a hang.
                if !announced, !FileManager.default.fileExists(atPath: object.path) {
                    print("Compiling the kata's modules for the runner, once (about 15 s on two cores; later checks take about a second)…")
                    announced = true
                }
                try await compileSupport(module, sources: sources)
            }
            newestDependency = max(newestInput, modified(object))
        }
    }

    private func compileSupport(_ module: PackageManifest.Module, sources: [URL]) async throws {
        // Written under a temporary name and moved into place, so a second runner never links
        // half a module.
        let scratch = modules.appending(path: "\(module.name).\(ProcessInfo.processInfo.processIdentifier)")
        let arguments = [
            "-swift-version", module.swiftVersion, "-module-name", module.name, "-package-name", Self.packageName,
            "-parse-as-library",
            "-wmo", "-num-threads", "0", "-Onone", "-suppress-warnings", "-I", modules.path,
            "-emit-module", "-emit-module-path", scratch.path + ".swiftmodule",
            "-emit-object", "-o", scratch.path + ".o",
        ] + compileFlags + sources.map(\.path)
        let output = await ProcessRunner.run(swiftc, arguments, deadline: .seconds(300))
        guard output.status == .exited(0) else { throw ToolchainError.supportModuleFailed(module.name, output.allOutput) }
        for suffix in [".swiftmodule", ".o"] {
            let target = modules.appending(path: module.name + suffix)
            _ = try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: URL(filePath: scratch.path + suffix), to: target)
        }
        // The compiler writes these beside the module too; nothing reads them, so they go.
        for suffix in [".swiftdoc", ".swiftsourceinfo"] {
            _ = try? FileManager.default.removeItem(at: URL(filePath: scratch.path + suffix))
        }
    }

    /// The file the entry point below is written to, beside each exercise's build.
    static let harnessFile = "KataMain.swift"

    /// The entry point of an exercise's test program: Swift Testing's own runner, which writes
    /// its events as JSON lines where the runner asks (`--event-stream-output-path`).
    static let harness = """
        import Testing

        @main struct KataMain {
            static func main() async { await Testing.__swiftPMEntryPoint() as Never }
        }
        """

    private func swiftFiles(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    func modified(_ url: URL) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    }
}

/// The compiler's complaint about an exercise.
struct CompileFailure: Error, Sendable {
    let output: String
}

enum ToolchainError: Error, Equatable, CustomStringConvertible {
    case noCompiler
    case supportModuleFailed(String, String)
    case manifestUnreadable(String)
    case noBuildPlan(String)
    case noPlannedCommand(String)
    case harnessFailed(String)

    var description: String {
        switch self {
        case .noCompiler: "swiftc is not on PATH: install a Swift toolchain (6.3 or later; on a Mac, Xcode 26.4 or later)"
        case .noBuildPlan(let path):
            "found no build plan at \(path): the runner compiles exercises with the flags SwiftPM uses, and SwiftPM writes them there when it builds the runner. Run `swift run kata` from the kata's folder (from Xcode, set the kata scheme's working directory to it)"
        case .harnessFailed(let output):
            "the runner's test program did not start Swift Testing as it expects (its entry point or event stream changed):\n\(output)"
        case .noPlannedCommand(let what):
            "SwiftPM's build plan (.build/debug.yaml) does not hold \(what), which the runner reads its compiler flags from: run `swift build` in the kata's folder, then try again"
        case .supportModuleFailed(let module, let output):
            "could not compile the package module \(module), which the exercises import:\n\(output)"
        case .manifestUnreadable(let output): "could not read Package.swift or Exercises/Package.swift with `swift package dump-package`:\n\(output)"
        }
    }
}
