import Foundation
import KataUtilities

/// What the two manifests say about the exercises, as SwiftPM reads them: which package modules
/// an exercise may import (the targets of the kata's `ExerciseSupport` product, and what they
/// depend on) and in which Swift mode each compiles, from `Package.swift`; in which mode each
/// exercise's shipped code compiles, from `Exercises/Package.swift`. Read with
/// `swift package dump-package`, so none of it is kept twice.
struct PackageManifest: Codable, Equatable, Sendable {
    /// The product of the kata's that the exercises' package imports.
    static let exerciseProduct = "ExerciseSupport"

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
    /// A test target of the kata's, whose compile in SwiftPM's plan shows the flags a test
    /// module needs (`SwiftPMFlags`).
    var testTarget = "KataTests"

    func swiftVersion(of exercise: String) -> String { exerciseSwiftVersions[exercise] ?? "6" }

    /// Reads both manifests, from a copy cached beside the runner's build products while neither
    /// changed. SwiftPM runs in a scratch folder of its own, so it never waits for a build that
    /// holds `.build`.
    static func load(from layout: Layout) async throws -> PackageManifest {
        let cache = layout.cache.appending(path: "manifest.json")
        let files = ["Package.swift", "Exercises/Package.swift"].map { layout.root.appending(path: $0) }
        let stamp = try files.map(Self.stamp(of:)).joined(separator: " ")
        if let cached = try? JSONDecoder().decode(Cached.self, from: Data(contentsOf: cache)), cached.stamp == stamp {
            return cached.manifest
        }
        guard let swift = ProcessRunner.locate("swift") else { throw ToolchainError.noCompiler }
        async let kata = dump(layout.root, with: swift, scratch: layout.cache.appending(path: "manifest-scratch"))
        async let exercises = dump(
            layout.root.appending(path: "Exercises"), with: swift, scratch: layout.cache.appending(path: "exercises-manifest-scratch"))
        let manifest = try await parse(kata: kata, exercises: exercises)
        try FileManager.default.createDirectory(at: layout.cache, withIntermediateDirectories: true)
        try JSONEncoder().encode(Cached(stamp: stamp, manifest: manifest)).write(to: cache)
        return manifest
    }

    private static func dump(_ package: URL, with swift: URL, scratch: URL) async throws -> Data {
        let dump = await ProcessRunner.run(
            swift, ["package", "--scratch-path", scratch.path, "dump-package"], in: package, deadline: .seconds(120))
        guard dump.status == .exited(0) else { throw ToolchainError.manifestUnreadable(dump.allOutput) }
        return Data(dump.standardOutput.utf8)
    }

    /// Reads `swift package dump-package`'s JSON of the kata's manifest and of the exercises'.
    static func parse(kata kataJSON: Data, exercises exercisesJSON: Data) throws -> PackageManifest {
        let kata: Dump, exercisePackage: Dump
        do {
            kata = try JSONDecoder().decode(Dump.self, from: kataJSON)
            exercisePackage = try JSONDecoder().decode(Dump.self, from: exercisesJSON)
        } catch {
            throw ToolchainError.manifestUnreadable("\(error)")
        }
        guard let product = kata.products?.first(where: { $0.name == exerciseProduct }) else {
            throw ToolchainError.manifestUnreadable("Package.swift has no product \(exerciseProduct), which the exercises import")
        }
        let byName = Dictionary(kata.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let exercises = exercisePackage.targets.filter { $0.name.hasPrefix("Exercise-") }
        var ordered: [Module] = []
        var visiting: Set<String> = []
        func visit(_ name: String) {
            guard let target = byName[name], target.type == "regular",
                !ordered.contains(where: { $0.name == name }), visiting.insert(name).inserted
            else { return }
            target.dependencyNames.forEach(visit)
            ordered.append(Module(name: name, swiftVersion: target.swiftVersion))
        }
        product.targets.forEach(visit)
        return PackageManifest(
            supportModules: ordered,
            exerciseSwiftVersions: Dictionary(
                exercises.map { (String($0.name.dropFirst("Exercise-".count)), $0.swiftVersion) }, uniquingKeysWith: { first, _ in first }),
            testTarget: kata.targets.first { $0.type == "test" }?.name ?? "KataTests")
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
        let products: [Product]?

        struct Product: Decodable {
            let name: String
            let targets: [String]
        }

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
