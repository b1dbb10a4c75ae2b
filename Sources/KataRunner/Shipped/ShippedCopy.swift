import Foundation
import KataUtilities

/// The exercises as the kata shipped them: `Exercises/` at one commit of the clone's own git
/// history, whatever the learner has edited or committed since. Nothing is generated or copied
/// into the runner; docs/maintainers.md ("Where reset gets the exercises as shipped") says why.
///
/// - `asCloned`, for `reset` and for `check`'s "tests changed": the commit the learner's clone
///   came from, the merge base of `HEAD` and the kata's remote branch, which the learner's own
///   commits do not move. With no remote (a maintainer's own repository), `HEAD`.
/// - `committed`, for `verify`: `HEAD`, what a maintainer is about to ship.
struct ShippedCopy: Sendable {
    let layout: Layout
    let source: Source
    /// Which commit that is, for a learner: "where this clone meets origin/main".
    let basis: String
    /// Every file under `Exercises/` at that commit, once `readingEveryExercise()` has read them
    /// (nil for one that is not text): for a run that reads every exercise.
    private(set) var everyFile: [String: Data?]?

    enum Source: Sendable, Equatable {
        /// `git` and the full hash of the commit the files are read from.
        case commit(git: URL, hash: String)
        /// Outside a git clone, for `verify` only: the files on disk stand in.
        case disk
    }

    /// The branches the kata comes from, most telling first: `upstream` is the parent of a fork
    /// (GitHub Desktop and `gh repo clone` name it so), whose learner may push their work to
    /// `origin`; then the branch the current one tracks (`nil` here); then what `git clone` set up.
    static let remoteRefs: [String?] = [
        "refs/remotes/upstream/HEAD", "refs/remotes/upstream/main", nil, "refs/remotes/origin/HEAD", "refs/remotes/origin/main",
    ]

    /// The exercises at the commit this clone came from: see the type's comment.
    static func asCloned(in layout: Layout) async throws -> ShippedCopy {
        let git = try Git(in: layout)
        // One process for the refs there are and the one the current branch tracks ("*" marks it).
        let listing = try await git.output(["for-each-ref", "--format=%(HEAD)%(refname)%09%(upstream)", "refs/heads", "refs/remotes"])
        var known: Set<String> = []
        var tracked: String?
        for line in listing.split(separator: "\n") {
            let fields = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            known.insert(fields[0])
            if line.first == "*", let upstream = fields.dropFirst().first, !upstream.isEmpty { tracked = upstream }
        }
        for ref in remoteRefs.map({ $0 ?? tracked }) {
            guard let ref, known.contains(ref), let base = await git.line("merge-base", "HEAD", ref) else { continue }
            let name = ref.replacingOccurrences(of: #"^refs/(remotes|heads)/"#, with: "", options: .regularExpression)
            return ShippedCopy(layout: layout, source: .commit(git: git.executable, hash: base), basis: "where this clone meets \(name)")
        }
        return try await committed(in: layout, basis: "HEAD: this clone has no remote branch to tell the kata's commits from yours")
    }

    /// The exercises as committed at `HEAD`.
    static func committed(in layout: Layout, basis: String = "HEAD") async throws -> ShippedCopy {
        let git = try Git(in: layout)
        let head = try await git.output(["rev-parse", "--verify", "HEAD^{commit}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return ShippedCopy(layout: layout, source: .commit(git: git.executable, hash: head), basis: basis)
    }

    /// For `verify`: as committed at `HEAD`, or outside a git clone the files on disk.
    static func committedOrOnDisk(in layout: Layout) async throws -> ShippedCopy {
        do { return try await committed(in: layout, basis: "HEAD, as committed: commit it first") } catch ShippedCopyError.notAClone {
            return ShippedCopy(layout: layout, source: .disk, basis: "on disk: this folder is not a git clone")
        }
    }

    /// This copy with every exercise's files read at once, in two git processes (the listing with
    /// each blob's size, then every blob), for `verify` and the kata's own tests, which read them
    /// all: two processes an exercise otherwise.
    func readingEveryExercise() async throws -> ShippedCopy {
        guard case .commit(let git, let commit) = source else { return self }
        let blobs = try await Git(git, layout).blobs(at: commit, in: "Exercises/")
        let paths = Array(blobs.keys)
        let texts = try await Git(git, layout).texts(of: paths.map { blobs[$0]! })
        var copy = self
        copy.everyFile = Dictionary(uniqueKeysWithValues: zip(paths.map { "Exercises/" + $0 }, texts))
        return copy
    }

    /// The files of `exercise` as shipped, relative to its folder (`Tests/KeyTests.swift`),
    /// sorted; empty when the exercise was not shipped.
    func files(of exercise: Exercise) async throws -> [String] {
        let folder = "Exercises/\(exercise.name)/"
        if let everyFile { return everyFile.keys.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) }.sorted() }
        guard case .commit(let git, let commit) = source else { return layout.files(in: layout.exerciseFolder(exercise)).sorted() }
        return try await Git(git, layout).blobs(at: commit, in: folder).keys.sorted()
    }

    /// The text of `file` of `exercise` as shipped.
    func contents(of exercise: Exercise, _ file: String) async throws -> Data {
        try await contents(of: exercise, [file])[0]
    }

    /// The texts of `files` of `exercise` as shipped, in their order. From git, two processes
    /// whatever the number of files (the folder's listing with each blob's size, then every blob
    /// at once), since a check reads an exercise's files on every run.
    func contents(of exercise: Exercise, _ files: [String]) async throws -> [Data] {
        let folder = "Exercises/\(exercise.name)/"
        let texts: [Data?]
        if let everyFile {
            texts = try files.map { file in
                guard let text = everyFile[folder + file] else { throw ShippedCopyError.notShipped(folder + file, basis: basis) }
                return text
            }
        } else if case .commit(let git, let commit) = source {
            let blobs = try await Git(git, layout).blobs(at: commit, in: folder)
            let wanted = try files.map { file in
                guard let blob = blobs[file] else { throw ShippedCopyError.notShipped(folder + file, basis: basis) }
                return blob
            }
            texts = try await Git(git, layout).texts(of: wanted)
        } else {
            texts = try files.map { file in
                guard let data = try? Data(contentsOf: layout.root.appending(path: folder + file)) else {
                    throw ShippedCopyError.notShipped(folder + file, basis: basis)
                }
                return String(data: data, encoding: .utf8) == nil ? nil : data
            }
        }
        return try zip(files, texts).map { file, text in
            guard let text else { throw ShippedCopyError.notText(folder + file) }
            return text
        }
    }

    /// Writes the shipped version of `files` of `exercise` (by default every file it was
    /// shipped with) into `folder`, creating what is missing; the files written. Every file is
    /// read before any is written, so one that cannot be read changes nothing.
    @discardableResult
    func restore(_ exercise: Exercise, files: [String]? = nil, into folder: URL) async throws -> [String] {
        var chosen = files ?? []
        if files == nil { chosen = try await self.files(of: exercise) }
        guard !chosen.isEmpty || files != nil else { throw ShippedCopyError.notShipped("Exercises/\(exercise.name)", basis: basis) }
        let texts = try await contents(of: exercise, chosen)
        for (file, data) in zip(chosen, texts) {
            let target = folder.appending(path: file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        return chosen
    }

    /// The shipped tests of `exercise` (its files under `Tests/`) that its folder no longer
    /// holds as shipped: changed or deleted.
    func changedTests(of exercise: Exercise) async throws -> [String] {
        let tests = try await files(of: exercise).filter { $0.hasPrefix("Tests/") }
        return zip(tests, try await contents(of: exercise, tests)).compactMap { file, shipped in
            let mine = try? Data(contentsOf: layout.exerciseFolder(exercise).appending(path: file))
            return shipped == mine ? nil : file
        }
    }
}

/// Bounded git commands in the kata's folder.
private struct Git {
    let executable: URL
    let layout: Layout

    init(_ executable: URL, _ layout: Layout) {
        self.executable = executable
        self.layout = layout
    }

    init(in layout: Layout) throws {
        guard let git = ProcessRunner.locate("git") else { throw ShippedCopyError.noGit }
        self.init(git, layout)
    }

    /// What git printed, or a `ShippedCopyError`.
    func output(_ arguments: [String]) async throws -> String {
        let result = await ProcessRunner.run(executable, arguments, in: layout.root, deadline: .seconds(30))
        guard result.status == .exited(0) else {
            // Outside any repository (a ZIP download), git says so and exits 128.
            if result.standardError.contains("not a git repository") { throw ShippedCopyError.notAClone }
            let said = result.standardError.split(separator: "\n").first.map(String.init) ?? "it \(result.status)"
            throw ShippedCopyError.gitFailed(arguments.first ?? "", said)
        }
        return result.standardOutput
    }

    /// The blobs below `folder` at `commit`, by their path from `folder`: each one's id and size.
    func blobs(at commit: String, in folder: String) async throws -> [String: (id: String, size: Int)] {
        // "<mode> blob <id> <size>\t<path>", the size padded. ls-tree names paths from the folder
        // it runs in, which may sit inside a larger repository.
        let listing = try await output(["ls-tree", "-r", "-l", "-z", commit, "--", folder])
        var blobs: [String: (id: String, size: Int)] = [:]
        for entry in listing.split(separator: "\0") {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let fields = entry[..<tab].split(separator: " ")
            let path = entry[entry.index(after: tab)...]
            guard fields.count == 4, fields[1] == "blob", let size = Int(fields[3]), path.hasPrefix(folder) else { continue }
            blobs[String(path.dropFirst(folder.count))] = (String(fields[2]), size)
        }
        return blobs
    }

    /// The bytes of `blobs`, in their order, nil for one that is not UTF-8 text. One `git show`,
    /// which writes several blobs one after another with nothing between them.
    func texts(of blobs: [(id: String, size: Int)]) async throws -> [Data?] {
        guard !blobs.isEmpty else { return [] }
        let bytes = Data(try await output(["show"] + blobs.map(\.id)).utf8)
        // ProcessRunner reads a child's output as UTF-8: bytes that are not come back as U+FFFD,
        // which shifts every size after them. Then each blob is read alone, to tell which.
        guard bytes.count == blobs.reduce(0, { $0 + $1.size }), String(decoding: bytes, as: UTF8.self).unicodeScalars.allSatisfy({ $0 != "\u{FFFD}" }) else {
            guard blobs.count > 1 else { return [nil] }
            var texts: [Data?] = []
            for blob in blobs { texts += try await self.texts(of: [blob]) }
            return texts
        }
        var rest = bytes[...]
        return blobs.map { blob in
            defer { rest = rest.dropFirst(blob.size) }
            return Data(rest.prefix(blob.size))
        }
    }

    /// The first line git prints, or nil when it fails: for a question whose answer may be "none".
    func line(_ arguments: String...) async -> String? {
        (try? await output(arguments))?.split(separator: "\n").first.map(String.init)
    }
}

/// Why the exercises as shipped cannot be read, in one line that says what to do.
enum ShippedCopyError: Error, CustomStringConvertible, Equatable {
    /// No `git` on `PATH`.
    case noGit
    /// The kata's folder is in no git repository: a ZIP download.
    case notAClone
    case notShipped(String, basis: String)
    case notText(String)
    case gitFailed(String, String)

    var description: String {
        switch self {
        case .noGit:
            "the runner reads the exercises as shipped from git, and git is not on PATH: on macOS, install Xcode's command line tools (`xcode-select --install`)"
        case .notAClone:
            "this folder is not a git clone (a ZIP download has no history), so the exercises as shipped cannot be told from your edits: "
                + "clone the kata with `git clone <its URL>` and copy your files into the clone"
        case .notShipped(let path, let basis): "\(path) is not in the kata as shipped (\(basis))"
        case .notText(let path): "\(path) as shipped is not UTF-8 text"
        case .gitFailed(let command, let said): "git \(command) failed: \(said)"
        }
    }
}
