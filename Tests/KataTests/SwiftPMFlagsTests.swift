import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// The runner compiles exercises with the flags SwiftPM planned for a test target: the platform's
/// places are kept, the package's own build and names are not.
@Suite struct SwiftPMFlagsTests {
    /// Two commands of an llbuild manifest as SwiftPM writes it on Linux (Swift 6.3.1), shortened.
    static let linuxPlan = #"""
        commands:
          "C.KataTests-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/kata/Tests/KataTests/A.swift"]
            description: "Compiling Swift Module 'KataTests' (1 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","KataTests","-emit-module","-emit-module-path","/kata/.build/x86_64-unknown-linux-gnu/debug/Modules/KataTests.swiftmodule","-c","@/kata/.build/x86_64-unknown-linux-gnu/debug/KataTests.build/sources","-I","/kata/.build/x86_64-unknown-linux-gnu/debug/Modules","-target","x86_64-unknown-linux-gnu","-Onone","-enable-testing","-Xfrontend","-enable-cross-import-overlays","-module-cache-path","/kata/.build/x86_64-unknown-linux-gnu/debug/ModuleCache","-swift-version","6","-Xcc","-fPIC","-package-name","kata"]

          "C.kataPackageTests-x86_64-unknown-linux-gnu-debug.test":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-L","/kata/.build/x86_64-unknown-linux-gnu/debug","-o","/kata/.build/x86_64-unknown-linux-gnu/debug/kataPackageTests.xctest","-module-name","kataPackageTests","-emit-executable","-Xlinker","-rpath=$ORIGIN","@/kata/.build/x86_64-unknown-linux-gnu/debug/kataPackageTests.product/Objects.LinkFileList","-target","x86_64-unknown-linux-gnu","-g"]
        """#

    /// The same two commands shaped as on macOS with Xcode 26: Swift Testing's framework, macro
    /// plugin and interop library are outside the SDK, and the target is the deployment target.
    static let macPlan = #"""
          "C.KataTests-arm64-apple-macosx15.0-debug.module":
            args: ["/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swiftc","-module-name","KataTests","-I","/kata/.build/arm64-apple-macosx/debug/Modules","-target","arm64-apple-macosx15.0","-sdk","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX26.4.sdk","-F","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/Library/Frameworks","-I","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/lib","-plugin-path","/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host/plugins/testing","-Xfrontend","-external-plugin-path","-Xfrontend","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/lib/swift/host/plugins#/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/bin/swift-plugin-server","-swift-version","6"]
          "C.kataPackageTests-arm64-apple-macosx15.0-debug.test":
            args: ["/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swiftc","-L","/kata/.build/arm64-apple-macosx/debug","-o","/kata/.build/arm64-apple-macosx/debug/kataPackageTests.xctest/Contents/MacOS/kataPackageTests","-module-name","kataPackageTests","-Xlinker","-bundle","-Xlinker","-rpath","-Xlinker","@loader_path/../../../","-Xlinker","-rpath","-Xlinker","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/lib","-L","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/lib","-F","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/Library/Frameworks","-target","arm64-apple-macosx15.0","-sdk","/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX26.4.sdk","-g"]
        """#

    @Test func onLinuxTheTargetAndTheModuleCacheAreKept() throws {
        let flags = try SwiftPMFlags.parse(plan: Self.linuxPlan, testTarget: "KataTests", scratch: "/kata/.build")
        #expect(flags.swiftc == "/opt/swift/usr/bin/swiftc")
        // The module cache is the package's, kept though it is inside its build: the modules
        // SwiftPM built there are the ones an exercise imports.
        #expect(flags.compile == ["-target", "x86_64-unknown-linux-gnu", "-module-cache-path", "/kata/.build/x86_64-unknown-linux-gnu/debug/ModuleCache"])
        #expect(flags.link == ["-target", "x86_64-unknown-linux-gnu"])
        #expect(flags.programLink == flags.link)
    }

    @Test func onMacOSSwiftTestingsPlacesAreKeptAndThePackagesOwnAreNot() throws {
        let flags = try SwiftPMFlags.parse(plan: Self.macPlan, testTarget: "KataTests", scratch: "/kata/.build")
        let xcode = "/Applications/Xcode.app/Contents/Developer"
        let platform = "\(xcode)/Platforms/MacOSX.platform/Developer"
        #expect(flags.compile == [
            "-target", "arm64-apple-macosx15.0", "-sdk", "\(platform)/SDKs/MacOSX26.4.sdk",
            "-F", "\(platform)/Library/Frameworks", "-I", "\(platform)/usr/lib",
            "-plugin-path", "\(xcode)/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host/plugins/testing",
            "-Xfrontend", "-external-plugin-path", "-Xfrontend",
            "\(platform)/usr/lib/swift/host/plugins#\(platform)/usr/bin/swift-plugin-server",
        ])
        // A bundle's own link (`-bundle`, its run path from the loader, its output) is not a
        // program's: only the platform's run path and search paths go over.
        #expect(flags.link == [
            "-Xlinker", "-rpath", "-Xlinker", "\(platform)/usr/lib", "-L", "\(platform)/usr/lib",
            "-F", "\(platform)/Library/Frameworks", "-target", "arm64-apple-macosx15.0",
            "-sdk", "\(platform)/SDKs/MacOSX26.4.sdk",
        ])
        // The runner's program is started by the runner, not by `swift test`, which would point
        // the loader at Swift Testing's folders: it carries a run path to each.
        #expect(flags.programLink == flags.link + [
            "-Xlinker", "-rpath", "-Xlinker", "\(platform)/usr/lib",
            "-Xlinker", "-rpath", "-Xlinker", "\(platform)/Library/Frameworks",
        ])
    }

    @Test func aPlanWithoutTheTestTargetIsATypedError() {
        #expect(throws: ToolchainError.self) {
            try SwiftPMFlags.parse(plan: Self.linuxPlan, testTarget: "OtherTests", scratch: "/kata/.build")
        }
        #expect(throws: ToolchainError.self) {
            try SwiftPMFlags.parse(plan: "client:\n  name: basic\n", testTarget: "KataTests", scratch: "/kata/.build")
        }
    }

    /// The plan SwiftPM wrote for the build these tests run in: read as the runner reads it.
    @Test func theKatasOwnPlanGivesACompilerATargetAndItsModuleCache() throws {
        let layout = Layout(root: BuildPaths.packageRoot)
        let flags = try SwiftPMFlags.parse(
            plan: String(contentsOf: SwiftPMFlags.planFile(in: layout.root), encoding: .utf8), testTarget: "KataTests",
            scratch: layout.root.appending(path: ".build").path)
        #expect(FileManager.default.isExecutableFile(atPath: flags.swiftc))
        #expect(flags.compile.contains("-target") && flags.link.contains("-target"))
        // Nothing of the package's own build but its module cache, shared with the exercises.
        let cache = try #require(flags.compile.firstIndex(of: "-module-cache-path").map { flags.compile[$0 + 1] })
        #expect(FileManager.default.fileExists(atPath: cache))
        #expect(!(flags.compile + flags.link).contains { $0 != cache && $0.hasPrefix(layout.root.appending(path: ".build").path) })
    }

    /// No plan yet (a kata only Xcode has built): the runner checks with SwiftPM instead, and says
    /// why. A problem that is the learner's to fix is never a reason to.
    @Test func withoutAPlanTheCheckGoesToSwiftPM() throws {
        let kata = try ScratchKata()
        #expect(throws: ToolchainError.noBuildPlan(SwiftPMFlags.planFile(in: kata.root).path)) {
            try SwiftPMFlags.load(from: kata.layout, testTarget: "KataTests")
        }
        #expect(ToolchainError.noBuildPlan("/kata/.build/debug.yaml").reasonForSwiftPM?.contains(".build/debug.yaml") == true)
        #expect(ToolchainError.harnessFailed("Event stream version 99.0 is experimental.").reasonForSwiftPM != nil)
        #expect(ToolchainError.manifestUnreadable("no Package.swift").reasonForSwiftPM == nil)
        #expect(ToolchainError.noCompiler.reasonForSwiftPM == nil)
    }
}
