import Foundation

/// The compiler, and the flags that say where the platform's parts are, as SwiftPM uses them on
/// this machine for a test target that imports Swift Testing: read from the build plan SwiftPM
/// writes when it builds the runner itself (`.build/debug.yaml`, the llbuild manifest, which
/// holds every target's command line, test targets included).
///
/// So the runner guesses nothing about a platform: on Linux that is `-target`; on macOS also the
/// deployment target from `Package.swift` (`-target arm64-apple-macosx15.0`), and the paths to
/// Swift Testing's framework, its macro plugin and its interop library, which Xcode moves between
/// releases. A new toolchain writes a new plan, and the runner follows it.
struct SwiftPMFlags: Codable, Equatable, Sendable {
    /// The `swiftc` SwiftPM runs.
    let swiftc: String
    /// What a compile of a test module needs besides its own sources and names.
    let compile: [String]
    /// What a link of a test program needs besides its objects.
    let link: [String]

    /// `link`, plus a run path to each folder it links from. `swift test` points the loader at
    /// those folders when it starts a test bundle (`DYLD_FRAMEWORK_PATH`, `DYLD_LIBRARY_PATH` on
    /// macOS, where Swift Testing's framework lives in Xcode's platform folder); the runner's test
    /// program runs with no one to do that, so it carries the paths itself.
    var programLink: [String] {
        var runPaths: [String] = []
        for (flag, value) in zip(link, link.dropFirst()) where ["-F", "-L"].contains(flag) && !runPaths.contains(value) {
            runPaths.append(value)
        }
        return link + runPaths.flatMap { ["-Xlinker", "-rpath", "-Xlinker", $0] }
    }

    /// The plan SwiftPM wrote for the debug build of the package at `root`.
    static func planFile(in root: URL) -> URL { root.appending(path: ".build/debug.yaml") }

    /// Reads the flags from the plan of the package at `layout.root`, through a copy kept in the
    /// runner's cache while the plan is unchanged.
    static func load(from layout: Layout, testTarget: String) throws(ToolchainError) -> SwiftPMFlags {
        let plan = planFile(in: layout.root)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: plan.path) else {
            throw .noBuildPlan(plan.path)
        }
        // The version says which flags are read, so a copy kept by an older runner is read again.
        let stamp = "v2 \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(attributes[.size] as? Int ?? 0) \(testTarget)"
        let cache = layout.cache.appending(path: "swiftpm-flags.json")
        if let cached = try? JSONDecoder().decode(Cached.self, from: Data(contentsOf: cache)), cached.stamp == stamp {
            return cached.flags
        }
        guard let text = try? String(contentsOf: plan, encoding: .utf8) else { throw .noBuildPlan(plan.path) }
        let flags = try parse(plan: text, testTarget: testTarget, scratch: layout.root.appending(path: ".build").path)
        try? FileManager.default.createDirectory(at: layout.cache, withIntermediateDirectories: true)
        try? JSONEncoder().encode(Cached(stamp: stamp, flags: flags)).write(to: cache)
        return flags
    }

    /// The flags in `plan` (an llbuild manifest): from the compile of `testTarget`'s module and
    /// from the link of the package's test product. Paths inside `scratch` (the package's own
    /// build) and flags that name the package's own module, files or build mode are left out,
    /// but for the module cache, which the exercises share with the package.
    static func parse(plan: String, testTarget: String, scratch: String) throws(ToolchainError) -> SwiftPMFlags {
        let commands = Self.commands(in: plan)
        guard let compile = commands.first(where: { $0.key.hasPrefix("C.\(testTarget)-") && $0.key.hasSuffix("-debug.module") }),
            let swiftc = compile.arguments.first
        else { throw .noPlannedCommand("the compile of the test target \(testTarget)") }
        guard let link = commands.first(where: { $0.key.hasSuffix("-debug.test") }) else {
            throw .noPlannedCommand("the link of the test product")
        }
        return SwiftPMFlags(
            swiftc: swiftc, compile: platformFlags(Array(compile.arguments.dropFirst()), scratch: scratch),
            link: platformFlags(Array(link.arguments.dropFirst()), scratch: scratch))
    }

    /// Flags that take a value and say where the platform is, or which platform: kept.
    static let placeFlags: Set<String> = [
        "-target", "-sdk", "-resource-dir", "-F", "-Fsystem", "-I", "-L", "-plugin-path", "-external-plugin-path",
        "-load-plugin-library", "-load-plugin-executable", "-framework",
    ]

    /// The flags of `arguments` that are about the platform, each with its value (and the
    /// `-Xfrontend`, `-Xcc` or `-Xlinker` before either), in their order.
    static func platformFlags(_ arguments: [String], scratch: String) -> [String] {
        var kept: [String] = []
        var index = 0
        let passThrough = ["-Xfrontend", "-Xcc", "-Xlinker"]
        /// The value of the flag at `flag`, and where the next flag starts.
        func value(after flag: Int) -> (value: String, next: Int)? {
            guard flag + 1 < arguments.count else { return nil }
            let candidate = arguments[flag + 1]
            if passThrough.contains(candidate), flag + 2 < arguments.count { return (arguments[flag + 2], flag + 3) }
            return (candidate, flag + 2)
        }
        while index < arguments.count {
            let flag = passThrough.contains(arguments[index]) && index + 1 < arguments.count ? index + 1 : index
            let name = arguments[flag]
            if name.hasPrefix("-rpath=") || name == "-rpath" {
                // A linker's run path: kept when it names a place outside the package's build.
                let (path, next): (String, Int) = name == "-rpath"
                    ? (value(after: flag).map { ($0.value, $0.next) } ?? ("", flag + 1)) : (String(name.dropFirst("-rpath=".count)), flag + 1)
                if isOutside(path, scratch) { kept += Array(arguments[index..<next]) }
                index = next
            } else if placeFlags.contains(name), let found = value(after: flag) {
                if isOutside(found.value, scratch) { kept += Array(arguments[index..<found.next]) }
                index = found.next
            } else if name == "-module-cache-path", let found = value(after: flag) {
                // Inside the package's build, and kept: the modules SwiftPM built for the package
                // (Swift Testing's among them) are the ones an exercise imports. Without it a
                // first check compiled them again into the user's cache (measured on Linux: 0.7 s
                // more for a test program's first compile).
                kept += Array(arguments[index..<found.next])
                index = found.next
            } else {
                index = flag + 1
            }
        }
        return kept
    }

    /// Whether `path` is a place of the platform's, not of the package's build or the loader's.
    private static func isOutside(_ path: String, _ scratch: String) -> Bool {
        !path.isEmpty && !path.hasPrefix(scratch) && !path.hasPrefix("$ORIGIN") && !path.hasPrefix("@")
    }

    /// Each command of an llbuild manifest with its arguments: a line `  "<key>":`, then, among
    /// its fields, `    args: [<JSON strings>]`.
    static func commands(in plan: String) -> [(key: String, arguments: [String])] {
        var found: [(key: String, arguments: [String])] = []
        var key: String?
        for line in plan.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                key = String(line.dropFirst(3).dropLast(2))
            } else if let current = key, line.hasPrefix("    args: [") {
                let json = Data(line.dropFirst("    args: ".count).utf8)
                if let arguments = try? JSONDecoder().decode([String].self, from: json) { found.append((current, arguments)) }
                key = nil
            }
        }
        return found
    }

    private struct Cached: Codable {
        let stamp: String
        let flags: SwiftPMFlags
    }
}
