import Foundation
import KataUtilities
import Testing

/// The link seam compiles Broken's own files: its two are links to them (SwiftPM does not let two
/// targets share a source file). A link that goes missing, points elsewhere, or is replaced by a
/// copy would let the seam test code that is not Broken's.
@Suite("The link seam's links")
struct LinkSeamLinksTests {
    @Test(arguments: ["APIClient.swift", "User.swift"])
    func isALinkToBrokensFile(_ name: String) throws {
        let link = BuildPaths.packageRoot.appendingPathComponent("Sources/BrokenLinkSeam/\(name)")
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(destination == "../Broken/\(name)", "Sources/BrokenLinkSeam/\(name) must be a link to ../Broken/\(name), not a copy")
        let broken = BuildPaths.packageRoot.appendingPathComponent("Sources/Broken/\(name)")
        #expect(FileManager.default.fileExists(atPath: broken.path), "the link's target Sources/Broken/\(name) is missing")
    }
}
