import Foundation

/// Where things are in a clone of the kata.
struct Layout: Sendable {
    let root: URL

    /// The kata's folder: the current directory or the nearest parent holding the metadata.
    static func find(from start: URL = URL(filePath: FileManager.default.currentDirectoryPath)) throws -> Layout {
        var folder = start.standardizedFileURL
        for _ in 0..<64 {
            if FileManager.default.fileExists(atPath: folder.appending(path: Catalog.metadataPath).path) {
                return Layout(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent == folder { break }
            folder = parent
        }
        throw CatalogError.unreadable(Catalog.metadataPath)
    }

    func exerciseFolder(_ exercise: Exercise) -> URL { root.appending(path: "Exercises/\(exercise.name)") }
    func solutionFolder(_ exercise: Exercise) -> URL { root.appending(path: "Solutions/\(exercise.name)") }

    /// The runner's scratch space: compiled support modules and test binaries. Git ignores it.
    var cache: URL { root.appending(path: ".build/kata") }

    var progressFile: URL { root.appending(path: ".kata-progress") }

    /// Paths relative to the root, as a learner would type them.
    func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The files directly in each numbered folder under `Exercises/` and `Solutions/`, and the
    /// package manifest that names those folders.
    func listing() -> FolderListing {
        let manifest = (try? String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
        let solutions = files(under: "Solutions")
        var linked: [String: Set<String>] = [:]
        for (folder, names) in solutions {
            linked[folder] = names.filter { name in
                let link = root.appending(path: "Solutions/\(folder)/\(name)").path
                return (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "../../Exercises/\(folder)/\(name)"
            }
        }
        return FolderListing(
            exercises: files(under: "Exercises"), solutions: solutions, packageManifest: manifest, linkedTests: linked)
    }

    private func files(under top: String) -> [String: Set<String>] {
        let manager = FileManager.default
        let base = root.appending(path: top)
        let folders = (try? manager.contentsOfDirectory(atPath: base.path)) ?? []
        var result: [String: Set<String>] = [:]
        for folder in folders where folder.first?.isNumber == true {
            let names = (try? manager.contentsOfDirectory(atPath: base.appending(path: folder).path)) ?? []
            result[folder] = Set(names.filter { !$0.hasPrefix(".") })
        }
        return result
    }
}
