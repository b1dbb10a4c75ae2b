import Foundation

/// What the scorer listens for in a review, read from `docs/defects/signals.json` so that a
/// maintainer can tune it without touching code. The file's `about` says how to read it. A review
/// exercise's client has a file of the same schema (`docs/reviews/…signals.json`), with its own
/// defects numbered from 1.
struct Signals: Decodable {
    /// The sixteen defects, which `kata interview score` scores against.
    static let path = "docs/defects/signals.json"

    struct Defect: Decodable {
        let number: Int
        let title: String
        /// The defect's page, from the kata's root.
        let page: String
        /// Each signal by the name the report shows, with the patterns any one of which will do.
        let signals: [String: [Pattern]]
        /// Found when one passage matches every signal of one of these lists.
        let needs: [[String]]
        /// The common misreadings of this defect, and denials of it: a passage that says one
        /// does not credit the defect, and the report says why it is wrong.
        var wrong: [Misreading]
        /// What a review may praise about the defect's thing without denying the defect (the
        /// blog's force unwrap of a valid literal, which cannot fail). Optional.
        let praisable: [Pattern]?
    }

    /// A wrong claim about a defect: what a candidate says, and the one-line correction.
    struct Misreading: Decodable {
        /// Patterns as written in the file; `{name}` stands for the file's `phrases[name]`.
        let said: [String]
        let why: String
        /// `said`, with the phrases put in and compiled (by `parse`).
        var patterns: [Pattern] = []

        private enum CodingKeys: String, CodingKey { case said, why }
    }

    struct FollowUp: Decodable {
        let title: String
        let link: String
        /// The defects to understand first: a follow-up on them is the natural next step.
        let after: [Int]
        let patterns: [Pattern]
    }

    /// More defects than this found in one passage reads as a list of keywords.
    let maxDefectsPerPassage: Int
    /// A passage needs this many words for each defect it finds.
    let wordsPerDefect: Int
    var defects: [Defect]
    /// Misreadings of the code that are about none of the defects (a retain cycle that is not
    /// there): a review that states one is wrong, and no defect loses its credit for it. Optional.
    var wrong: [Misreading] = []
    /// Only the sixteen's file suggests follow-ups; a review exercise's may leave them out.
    var followUps: [FollowUp] = []
    /// Phrases shared by the misreadings (`{fine}`: "is fine", "is safe because"...), each
    /// an alternation put in where a misreading's pattern names it.
    let phrases: [String: [String]]
    /// A sentence that matches one of these quotes a misreading to refute it ("some people
    /// think..."): a misreading matched in it is not a claim.
    let refuting: [Pattern]

    private enum CodingKeys: String, CodingKey {
        case maxDefectsPerPassage, wordsPerDefect, defects, wrong, followUps, phrases, refuting
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maxDefectsPerPassage = try container.decode(Int.self, forKey: .maxDefectsPerPassage)
        wordsPerDefect = try container.decode(Int.self, forKey: .wordsPerDefect)
        defects = try container.decode([Defect].self, forKey: .defects)
        wrong = try container.decodeIfPresent([Misreading].self, forKey: .wrong) ?? []
        followUps = try container.decodeIfPresent([FollowUp].self, forKey: .followUps) ?? []
        phrases = try container.decode([String: [String]].self, forKey: .phrases)
        refuting = try container.decode([Pattern].self, forKey: .refuting)
    }

    /// The signals file at `path` under `root`: the sixteen by default, which must be defects 1
    /// to 16; any other file's defects must be numbered 1 to N in order.
    static func load(fromRoot root: URL, path: String = Signals.path) throws -> Signals {
        let data: Data
        do { data = try Data(contentsOf: root.appending(path: path)) } catch { throw SignalsError.unreadable(path) }
        if path == Self.path { return try parse(data) }
        do { return try parse(data, expecting: nil) } catch let error as SignalsError { throw SignalsError.inFile(path, error) }
    }

    /// Decodes the sixteen's file, compiling every pattern, and checks that it hangs together.
    static func parse(_ data: Data) throws -> Signals {
        try parse(data, expecting: 16)
    }

    /// Decodes a signals file whose defects must be numbered 1 to `count` (1 to however many it
    /// lists, when nil), compiling every pattern, and checks that it hangs together.
    static func parse(_ data: Data, expecting count: Int?) throws -> Signals {
        var signals: Signals
        do { signals = try JSONDecoder().decode(Signals.self, from: data) } catch let error as SignalsError {
            throw error
        } catch {
            throw SignalsError.malformed("\(error)")
        }
        for index in signals.defects.indices {
            signals.defects[index].wrong = try compile(signals.defects[index].wrong, with: signals.phrases,
                                                       at: "defects[\(index)].wrong", named: "defect \(signals.defects[index].number)'s wrong")
        }
        signals.wrong = try compile(signals.wrong, with: signals.phrases, at: "wrong", named: "wrong")
        let numbers = signals.defects.map(\.number)
        if count == 16 {
            guard numbers == Array(1...16) else { throw SignalsError.notTheSixteen(numbers) }
        } else {
            guard !numbers.isEmpty, numbers == Array(1...numbers.count), count.map({ $0 == numbers.count }) ?? true else {
                throw SignalsError.notNumberedInOrder(numbers)
            }
        }
        guard signals.maxDefectsPerPassage > 0, signals.wordsPerDefect >= 0 else {
            throw SignalsError.malformed("maxDefectsPerPassage must be positive and wordsPerDefect not negative")
        }
        for defect in signals.defects {
            if let name = defect.signals.first(where: { $0.value.isEmpty })?.key {
                throw SignalsError.emptySignal(defect: defect.number, name)
            }
            guard !defect.needs.isEmpty, defect.needs.allSatisfy({ !$0.isEmpty }) else {
                throw SignalsError.malformed("defect \(defect.number) needs at least one non-empty list of signals")
            }
            if let name = defect.needs.joined().first(where: { defect.signals[$0] == nil }) {
                throw SignalsError.unknownSignal(defect: defect.number, name)
            }
        }
        return signals
    }

    /// The misreadings with their patterns expanded and compiled; `place` says where in the file.
    private static func compile(_ misreadings: [Misreading], with phrases: [String: [String]], at place: String,
                                named name: String) throws -> [Misreading] {
        try misreadings.enumerated().map { claim, misreading in
            guard !misreading.said.isEmpty, !misreading.why.isEmpty else {
                throw SignalsError.malformed("\(name)[\(claim)] needs patterns in said and a why")
            }
            var compiled = misreading
            compiled.patterns = try misreading.said.enumerated().map { item, source in
                let at = "\(place)[\(claim)].said[\(item)]"
                let expanded = try expand(source, with: phrases, at: at)
                do { return try Pattern(expanded) } catch { throw SignalsError.badPattern(at, source) }
            }
            return compiled
        }
    }

    /// `source` with each `{name}` replaced by the alternation of `phrases[name]`. ICU reads
    /// `{` only as a count (`{2}`, `{0,4}`), so a name in braces cannot be a regex of its own.
    static func expand(_ source: String, with phrases: [String: [String]], at place: String) throws -> String {
        var result = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { result += rest[open...]; return result }
            let name = String(rest[rest.index(after: open)..<close])
            if name.first?.isLetter == true {
                guard let alternatives = phrases[name] else { throw SignalsError.unknownPhrase(place, name) }
                result += "(?:" + alternatives.joined(separator: "|") + ")"
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension Pattern: Decodable {
    /// A pattern written as a string; one that does not compile is named with where it is.
    init(from decoder: any Decoder) throws {
        let source = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(source) } catch {
            let place = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            throw SignalsError.badPattern(String(place.drop { $0 == "." }), source)
        }
    }
}

/// A signals file the scorer cannot use: a maintainer's mistake, named precisely.
indirect enum SignalsError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case malformed(String)
    case notTheSixteen([Int])
    /// A review exercise's file: its defects must be numbered 1, 2, 3… in order.
    case notNumberedInOrder([Int])
    case emptySignal(defect: Int, String)
    case unknownSignal(defect: Int, String)
    case badPattern(String, String)
    case unknownPhrase(String, String)
    /// One of the errors above, in a file other than the sixteen's.
    case inFile(String, SignalsError)

    var description: String { describe(file: Signals.path) }

    private func describe(file: String) -> String {
        switch self {
        case .unreadable(let path): "cannot read \(path): run kata from inside the kata's folder"
        case .malformed(let why): "\(file) is not a valid signals file: \(why)"
        case .notTheSixteen(let numbers): "\(file) must list defects 1 to 16 in order, not \(numbers)"
        case .notNumberedInOrder(let numbers): "\(file) must number its defects 1, 2, 3… in order, not \(numbers)"
        case .emptySignal(let number, let name): "\(file): defect \(number)'s signal \"\(name)\" has no patterns"
        case .unknownSignal(let number, let name): "\(file): defect \(number) needs \"\(name)\", which it does not define"
        case .badPattern(let place, let source): "\(file) at \(place): \(source) is not a valid regular expression"
        case .unknownPhrase(let place, let name): "\(file) at \(place): {\(name)} is not one of the phrases"
        case .inFile(let path, let error): error.describe(file: path)
        }
    }
}
