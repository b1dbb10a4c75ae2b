import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// Where things are: the package's sources, and the build products beside the code that runs.
public enum BuildPaths {
    /// The package root, found from this file's own path at compile time.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KataUtilities
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()

    /// The folder of build products that holds the code running now: the binary this module is
    /// linked into, taken out of its bundle.
    ///
    /// Found from the loaded image itself (`dladdr`), not from the process's main executable:
    /// on macOS `swift test` runs Swift Testing in a helper that loads the test bundle, and Xcode
    /// runs tests in its own agent, so the main executable is elsewhere on both. SwiftPM puts a
    /// test bundle at `.build/<triple>/debug/<Package>PackageTests.xctest` (a file on Linux, a
    /// bundle with the binary in `Contents/MacOS` on macOS); Xcode at
    /// `DerivedData/…/Build/Products/Debug/<Target>.xctest`, or builds a package module as a
    /// framework in `Products/Debug/PackageFrameworks`. Each time, the products are the folder
    /// that holds the outermost bundle.
    public static var products: URL { productsFolder(holding: loadedImage) }

    /// The compiled `.swiftmodule`s that type-checked sources may import. `KATA_MODULES`
    /// overrides it: the `kata` runner builds its modules elsewhere. SwiftPM keeps them in
    /// `Modules` beside the products; Xcode among the products themselves.
    public static var modules: URL {
        if let folder = ProcessInfo.processInfo.environment["KATA_MODULES"] { return URL(fileURLWithPath: folder) }
        let swiftPM = products.appendingPathComponent("Modules")
        return holdsModules(swiftPM) || !holdsModules(products) ? swiftPM : products
    }

    /// Nil when `modules` holds compiled modules; otherwise a sentence that says where they were
    /// looked for, for a check that would fail with "no such module" without it.
    public static var modulesProblem: String? {
        let folder = modules
        if holdsModules(folder) { return nil }
        let how = ProcessInfo.processInfo.environment["KATA_MODULES"] != nil
            ? "KATA_MODULES names \(folder.path)" : "looked in \(folder.path), beside the running code (\(loadedImage.path))"
        return "found no compiled .swiftmodule to type-check against: \(how). Build the package first (swift build), or set KATA_MODULES to the folder that holds them."
    }

    static func holdsModules(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasSuffix(".swiftmodule") }
    }

    /// The folder that holds the outermost bundle on `image`'s path (or the image itself), one
    /// level up again when that folder is Xcode's `PackageFrameworks`.
    static func productsFolder(holding image: URL) -> URL {
        let parts = image.standardizedFileURL.pathComponents
        let bundle = parts.firstIndex { part in [".xctest", ".framework", ".bundle", ".app"].contains { part.hasSuffix($0) } }
        var folder = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[..<(bundle ?? parts.count - 1)])))
        if folder.lastPathComponent == "PackageFrameworks" { folder.deleteLastPathComponent() }
        return folder
    }

    /// The binary (executable, test bundle or library) that this module's code was loaded from.
    /// On Linux that is always the main executable (SwiftPM runs a test binary as a program, and
    /// links package modules statically), and Glibc's module map does not offer `dladdr`.
    static var loadedImage: URL {
        #if canImport(Darwin)
        var info = Dl_info()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
            let path = String(cString: name)
            if path.hasPrefix("/") { return URL(fileURLWithPath: path).resolvingSymlinksInPath() }
        }
        #endif
        return ProcessRunner.currentExecutable.resolvingSymlinksInPath()
    }
}
