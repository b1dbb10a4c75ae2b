import Foundation

/// Where things are: the package's sources, and the build products next to the running binary.
public enum BuildPaths {
    /// The package root, found from this file's own path at compile time.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KataUtilities
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()

    /// The folder holding the running test binary, and the executables and modules built with it.
    public static var products: URL {
        #if os(Linux)
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
        let testBundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        return (testBundle?.bundleURL ?? Bundle.main.bundleURL).deletingLastPathComponent()
        #endif
    }

    /// The compiled `.swiftmodule`s that type-checked sources may import. `KATA_MODULES`
    /// overrides it: the `kata` runner builds its modules elsewhere.
    public static var modules: URL {
        if let folder = ProcessInfo.processInfo.environment["KATA_MODULES"] { return URL(fileURLWithPath: folder) }
        return products.appendingPathComponent("Modules")
    }
}
