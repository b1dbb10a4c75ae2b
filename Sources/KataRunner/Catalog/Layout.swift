import Foundation
import KataUtilities

/// Where things are in a clone of the kata.
struct Layout: Sendable {
    let root: URL

    /// The kata's folder: the current directory or the nearest parent holding the metadata. Run
    /// from the folder that holds the runner itself (Xcode starts a scheme there, in
    /// DerivedData), the folder the runner was built from.
    static func find(
        from start: URL = URL(filePath: FileManager.default.currentDirectoryPath),
        runnerFolder: URL = ProcessRunner.currentExecutable.resolvingSymlinksInPath().deletingLastPathComponent(),
        builtFrom: URL = BuildPaths.packageRoot
    ) throws -> Layout {
        if start.standardizedFileURL.resolvingSymlinksInPath() == runnerFolder.standardizedFileURL,
            FileManager.default.fileExists(atPath: builtFrom.appending(path: Catalog.metadataPath).path)
        {
            return Layout(root: builtFrom)
        }
        var folder = start.standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: folder.appending(path: Catalog.metadataPath).path) {
                return Layout(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent == folder { break }
            folder = parent
        }
        throw CatalogError.notInKata
    }

    func exerciseFolder(_ exercise: Exercise) -> URL { root.appending(path: "Exercises/\(exercise.name)") }
    func solutionFolder(_ exercise: Exercise) -> URL { root.appending(path: "Solutions/\(exercise.name)") }

    /// The runner's scratch space: compiled support modules and test binaries. Git ignores it.
    var cache: URL { root.appending(path: ".build/kata") }

    var progressFile: URL { root.appending(path: ".kata-progress") }

    /// The text of a file of the kata, `docs/reports.md`; nil when it is not there to read.
    func text(of relativePath: String) -> String? {
        try? String(contentsOf: root.appending(path: relativePath), encoding: .utf8)
    }

    /// Paths relative to the root, as a learner would type them.
    func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The files in each numbered folder under `Exercises/` and `Solutions/`, as paths relative
    /// to the folder (`Tests/KeyTests.swift`).
    func listing() -> FolderListing {
        FolderListing(exercises: files(under: "Exercises"), solutions: files(under: "Solutions"))
    }

    private func files(under top: String) -> [String: Set<String>] {
        let base = root.appending(path: top)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        var result: [String: Set<String>] = [:]
        for folder in folders where folder.first?.isNumber == true {
            result[folder] = files(in: base.appending(path: folder))
        }
        return result
    }

    /// The files under `folder`, as paths relative to it, leaving out hidden ones (`.DS_Store`).
    func files(in folder: URL) -> Set<String> {
        let manager = FileManager.default
        let walker = manager.enumerator(atPath: folder.path)
        var names: Set<String> = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isFolder), !isFolder.boolValue,
                !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            {
                names.insert(path)
            }
        }
        return names
    }
}
