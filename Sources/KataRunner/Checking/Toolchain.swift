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
    let platformFlags: [String]

    init(layout: Layout) async throws {
        try await self.init(layout: layout, manifest: PackageManifest.load(from: layout))
    }

    /// With `manifest` as given rather than as `Package.swift` says: for the runner's own tests.
    init(layout: Layout, manifest: PackageManifest) async throws {
        guard let swiftc = ProcessRunner.locate("swiftc") else { throw ToolchainError.noCompiler }
        self.layout = layout
        self.swiftc = swiftc
        self.manifest = manifest
        self.platformFlags = await Self.platformFlags()
    }

    /// Where the support modules are built; test programs find them through `KATA_MODULES`.
    var modules: URL { layout.cache.appending(path: "modules") }

    /// Compiles whichever support modules are older than their sources or than a module they
    /// depend on.
    func prepareSupportModules() async throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        var newestDependency = Date.distantPast
        for module in manifest.supportModules {
            let sources = swiftFiles(under: layout.root.appending(path: "Sources/\(module.name)"))
            let object = modules.appending(path: "\(module.name).o")
            let newestInput = max(newestDependency, sources.map(modified).max() ?? .distantPast)
            if modified(object) < newestInput {
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
        ] + platformFlags + sources.map(\.path)
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

    /// The entry point of an exercise's test program: Swift Testing's own runner, which writes
    /// its events as JSON lines where the runner asks (`--event-stream-output-path`).
    static let harness = """
        import Testing

        @main struct KataMain {
            static func main() async { await Testing.__swiftPMEntryPoint() as Never }
        }
        """

    private static func platformFlags() async -> [String] {
        #if os(macOS)
        // Swift Testing ships inside Xcode, outside the SDK the compiler searches by default.
        let found = await ProcessRunner.run(URL(filePath: "/usr/bin/xcrun"), ["--show-sdk-platform-path"])
        let frameworks = found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/Developer/Library/Frameworks"
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

    func modified(_ url: URL) -> Date {
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
    case manifestUnreadable(String)

    var description: String {
        switch self {
        case .noCompiler: "swiftc is not on PATH: install a Swift toolchain (6.2 or later)"
        case .supportModuleFailed(let module, let output):
            "could not compile the package module \(module), which the exercises import:\n\(output)"
        case .manifestUnreadable(let output): "could not read Package.swift with `swift package dump-package`:\n\(output)"
        }
    }
}
