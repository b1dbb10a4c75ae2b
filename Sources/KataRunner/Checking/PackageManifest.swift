import Foundation
import KataUtilities

/// What `Package.swift` says about the exercises, as SwiftPM reads it: which package modules
/// an exercise may import, in which Swift mode each compiles, and in which mode each exercise's
/// shipped code compiles. Read from `swift package dump-package`, so none of it is kept twice.
struct PackageManifest: Codable, Equatable, Sendable {
    /// A package module the exercises import, directly or through another.
    struct Module: Codable, Equatable, Sendable {
        let name: String
        /// "5" or "6".
        let swiftVersion: String
    }

    /// Every module an exercise may import, each after the modules it depends on.
    let supportModules: [Module]
    /// The Swift mode of each exercise's shipped code, by exercise name.
    let exerciseSwiftVersions: [String: String]

    func swiftVersion(of exercise: String) -> String { exerciseSwiftVersions[exercise] ?? "6" }

    /// Reads the manifest, from a copy cached beside the runner's build products while
    /// `Package.swift` is unchanged. SwiftPM runs in a scratch folder of its own, so it never
    /// waits for a build that holds `.build`.
    static func load(from layout: Layout) async throws -> PackageManifest {
        let cache = layout.cache.appending(path: "manifest.json")
        let stamp = try Self.stamp(of: layout.root.appending(path: "Package.swift"))
        if let cached = try? JSONDecoder().decode(Cached.self, from: Data(contentsOf: cache)), cached.stamp == stamp {
            return cached.manifest
        }
        guard let swift = ProcessRunner.locate("swift") else { throw ToolchainError.noCompiler }
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_EXERCISES"] = "1"  // the exercises as the learner has them
        let dump = await ProcessRunner.run(
            swift, ["package", "--scratch-path", layout.cache.appending(path: "manifest-scratch").path, "dump-package"],
            in: layout.root, environment: environment, deadline: .seconds(120))
        guard dump.status == .exited(0) else { throw ToolchainError.manifestUnreadable(dump.allOutput) }
        let manifest = try parse(Data(dump.standardOutput.utf8))
        try FileManager.default.createDirectory(at: layout.cache, withIntermediateDirectories: true)
        try JSONEncoder().encode(Cached(stamp: stamp, manifest: manifest)).write(to: cache)
        return manifest
    }

    /// Reads `swift package dump-package`'s JSON.
    static func parse(_ json: Data) throws -> PackageManifest {
        let dump: Dump
        do { dump = try JSONDecoder().decode(Dump.self, from: json) } catch {
            throw ToolchainError.manifestUnreadable("\(error)")
        }
        let byName = Dictionary(dump.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let exercises = dump.targets.filter { $0.name.hasPrefix("Exercise-") }
        var ordered: [Module] = []
        var visiting: Set<String> = []
        func visit(_ name: String) {
            guard let target = byName[name], target.type == "regular",
                !ordered.contains(where: { $0.name == name }), visiting.insert(name).inserted
            else { return }
            target.dependencyNames.forEach(visit)
            ordered.append(Module(name: name, swiftVersion: target.swiftVersion))
        }
        exercises.flatMap(\.dependencyNames).forEach(visit)
        return PackageManifest(
            supportModules: ordered,
            exerciseSwiftVersions: Dictionary(
                exercises.map { (String($0.name.dropFirst("Exercise-".count)), $0.swiftVersion) }, uniquingKeysWith: { first, _ in first }))
    }

    private static func stamp(of file: URL) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(date)-\(attributes[.size] as? Int ?? 0)"
    }

    private struct Cached: Codable {
        let stamp: String
        let manifest: PackageManifest
    }

    /// The parts of SwiftPM's manifest dump the runner reads.
    private struct Dump: Decodable {
        let targets: [Target]

        struct Target: Decodable {
            let name: String
            let type: String
            let dependencies: [Dependency]
            let settings: [Setting]

            var dependencyNames: [String] { dependencies.compactMap { $0.names.first } }

            var swiftVersion: String {
                settings.compactMap { $0.kind.swiftLanguageMode?._0 ?? $0.kind.swiftLanguageVersion?._0 }.first ?? "6"
            }
        }

        struct Dependency: Decodable {
            let byName: [String?]?
            let target: [String?]?

            var names: [String] { (byName ?? target ?? []).compactMap { $0 } }
        }

        struct Setting: Decodable {
            let kind: Kind

            struct Kind: Decodable {
                let swiftLanguageMode: Value?
                let swiftLanguageVersion: Value?
            }

            struct Value: Decodable {
                let _0: String
            }
        }
    }
}
