import Foundation

/// Where the code of an exercise's last hint goes, so that `kata verify` can put it there in a
/// scratch copy and compile it: a hint that does not compile where it goes sends the learner to
/// the compiler with the hint's own words.
///
/// `Solutions/last-hints.json` says where, by exercise name, on the answers' side: a placement
/// holds code of the answer around the hint's, and `exercises.json` is for learners to read. For
/// each exercise: `"places"`, a list of placements,
/// each replacing text of a shipped file, `replaces`, found there exactly once, with `with`. The
/// code the hint shows is every backticked span that is not a name (`HintCode`'s rule) and every
/// fenced block, less the spans `"elsewhere"` lists (a command for the terminal, a JSON body); each
/// must appear in some placement's `with` (the code as it will be), or in its `replaces` (the
/// code as it is, for "replace X with Y"), with `…` in a span standing for any text. At least one
/// placement replaces a `// TODO`: that is where the hint's code goes. `"notChecked"`, a reason,
/// skips the exercise, and verify counts it.
struct LastHintCode: Decodable, Equatable, Sendable {
    static let path = "Solutions/last-hints.json"

    /// Every exercise's, by name, from `path` under `root`.
    static func load(root: URL) throws -> [String: LastHintCode] {
        let data = try Data(contentsOf: root.appending(path: path))
        return try JSONDecoder().decode([String: LastHintCode].self, from: data)
    }

    var places: [HintPlacement] = []
    var elsewhere: [String] = []
    var notChecked: String?

    init(places: [HintPlacement] = [], elsewhere: [String] = [], notChecked: String? = nil) {
        self.places = places
        self.elsewhere = elsewhere
        self.notChecked = notChecked
    }

    private enum CodingKeys: String, CodingKey { case places, elsewhere, notChecked }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        places = try container.decodeIfPresent([HintPlacement].self, forKey: .places) ?? []
        elsewhere = try container.decodeIfPresent([String].self, forKey: .elsewhere) ?? []
        notChecked = try container.decodeIfPresent(String.self, forKey: .notChecked)
    }
}

/// One piece of the last hint's code, and where it goes.
struct HintPlacement: Decodable, Equatable, Sendable {
    /// A file the learner edits, as `files` names it.
    let file: String
    /// Text of the shipped file, found in it exactly once.
    let replaces: String
    /// What goes in its place: the hint's code, with what the hint says in words around it.
    let with: String
}

/// What stops the last hint's code being compiled where it goes.
enum HintPlacementProblem: Error, Equatable, CustomStringConvertible {
    /// The last hint shows code and the metadata does not say where it goes.
    case noPlacement(code: String)
    /// The hint shows code only outside backticks, where no check can find its edges.
    case codeOutsideBackticks(code: String)
    case unknownFile(String)
    case textNotFound(file: String, text: String)
    case textFoundTwice(file: String, text: String)
    case noTODOReplaced
    /// `elsewhere` names a span the hint does not show.
    case elsewhereNotInHint(String)
    /// A span the hint shows that the placed code does not contain: what compiles is not the hint.
    case spanNotPlaced(String)

    var description: String {
        switch self {
        case .noPlacement(let code):
            "the last hint shows code (\(code)) and \(LastHintCode.path) does not say where it goes"
        case .codeOutsideBackticks(let code):
            "the last hint shows code outside backticks (\(code)): put it in backticks, so the check can place it"
        case .unknownFile(let file): "\(LastHintCode.path) names \(file), which is not one of the exercise's files"
        case .textNotFound(let file, let text): "\(LastHintCode.path): \(file) does not contain \(Self.excerpt(text))"
        case .textFoundTwice(let file, let text): "\(LastHintCode.path): \(file) contains \(Self.excerpt(text)) more than once"
        case .noTODOReplaced: "\(LastHintCode.path) replaces no // TODO: the hint's code must go where the TODO is"
        case .elsewhereNotInHint(let span): "\(LastHintCode.path) lists `\(span)` under \"elsewhere\", and the last hint shows no such span"
        case .spanNotPlaced(let span): "the last hint's `\(span)` is not in the code \(LastHintCode.path) places"
        }
    }

    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return "\"\(line.trimmingCharacters(in: .whitespaces))\(line.count < text.count ? " …" : "")\""
    }
}

enum LastHint {
    /// The code `hint` shows, as the check places it: its backticked spans that are not names,
    /// and its fenced blocks (without their fences and language).
    static func spans(in hint: String) -> [String] {
        var spans: [String] = []
        var prose = hint
        while let open = prose.range(of: "```") {
            guard let close = prose.range(of: "```", range: open.upperBound..<prose.endIndex) else { break }
            var block = String(prose[open.upperBound..<close.lowerBound])
            if let newline = block.firstIndex(of: "\n"), !block[..<newline].contains(" ") { block = String(block[block.index(after: newline)...]) }
            spans.append(block.trimmingCharacters(in: .whitespacesAndNewlines))
            prose.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
        }
        let parts = prose.split(separator: "`", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() where !index.isMultiple(of: 2) && index < parts.count - 1 {
            // A span that is only a name is not code (HintCode's rule): check the span on its own.
            if HintCode.code(in: "`\(part)`") != nil { spans.append(String(part)) }
        }
        return spans
    }

    /// Why the last hint of `exercise` cannot be placed in `files` (its shipped texts by name),
    /// or the texts with its code in place.
    static func place(
        _ exercise: Exercise, _ metadata: LastHintCode?, in files: [String: String]
    ) -> Result<[String: String], HintPlacementProblem> {
        guard let hint = exercise.hints.last else { return .success(files) }
        let metadata = metadata ?? LastHintCode()
        let shown = spans(in: hint)
        if let stray = metadata.elsewhere.first(where: { !shown.contains($0) }) { return .failure(.elsewhereNotInHint(stray)) }
        let spans = shown.filter { !metadata.elsewhere.contains($0) }
        if spans.isEmpty {
            // What HintCode takes for code outside backticks has no edges to place.
            if shown.isEmpty, let code = HintCode.code(in: hint) { return .failure(.codeOutsideBackticks(code: code)) }
            return .success(files)
        }
        let placements = metadata.places
        guard !placements.isEmpty else { return .failure(.noPlacement(code: spans[0])) }
        var texts = files
        for placement in placements {
            guard let text = texts[placement.file], exercise.files.contains(placement.file) else {
                return .failure(.unknownFile(placement.file))
            }
            let found = text.ranges(of: placement.replaces)
            guard let range = found.first else { return .failure(.textNotFound(file: placement.file, text: placement.replaces)) }
            guard found.count == 1 else { return .failure(.textFoundTwice(file: placement.file, text: placement.replaces)) }
            texts[placement.file] = text.replacingCharacters(in: range, with: placement.with)
        }
        guard placements.contains(where: { $0.replaces.contains("// TODO") }) else { return .failure(.noTODOReplaced) }
        let placed = placements.flatMap { [$0.with, $0.replaces] }
        for span in spans where !placed.contains(where: { contains($0, span) }) {
            return .failure(.spanNotPlaced(span))
        }
        return .success(texts)
    }

    /// Whether `code` holds `span`, each `…` in the span standing for any text, and any run of
    /// white space for any other (a span is one line; the code it stands for may be several).
    static func contains(_ code: String, _ span: String) -> Bool {
        let words = { (text: Substring) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let flat = words(Substring(code))
        let pieces = span.split(separator: "…", omittingEmptySubsequences: false).map { words($0) }
        var rest = flat[...]
        // Each piece after the one before: an ellipsis stands between every two.
        for piece in pieces where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
