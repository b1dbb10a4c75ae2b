import Foundation

/// What the scorer listens for in a review, read from `docs/defects/signals.json` so that a
/// maintainer can tune it without touching code. The file's `about` says how to read it.
struct Signals {
    static let path = "docs/defects/signals.json"

    struct Defect {
        let number: Int
        let title: String
        /// The defect's page, from the kata's root.
        let page: String
        /// Each signal by the name the report shows, with the patterns any one of which will do.
        let signals: [String: [Pattern]]
        /// Found when one passage matches every signal of one of these lists.
        let needs: [[String]]
    }

    struct FollowUp {
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
    let defects: [Defect]
    let followUps: [FollowUp]

    static func load(fromRoot root: URL) throws -> Signals {
        let data: Data
        do { data = try Data(contentsOf: root.appending(path: path)) } catch { throw SignalsError.unreadable(path) }
        return try parse(data)
    }

    static func parse(_ data: Data) throws -> Signals {
        let file: SignalsFile
        do { file = try JSONDecoder().decode(SignalsFile.self, from: data) } catch {
            throw SignalsError.malformed("\(error)")
        }
        let numbers = file.defects.map(\.number)
        guard numbers == Array(1...16) else { throw SignalsError.notTheSixteen(numbers) }
        guard file.maxDefectsPerPassage > 0, file.wordsPerDefect >= 0 else {
            throw SignalsError.malformed("maxDefectsPerPassage must be positive and wordsPerDefect not negative")
        }
        return Signals(
            maxDefectsPerPassage: file.maxDefectsPerPassage, wordsPerDefect: file.wordsPerDefect,
            defects: try file.defects.map(compile), followUps: try file.followUps.map(compile))
    }

    private static func compile(_ defect: SignalsFile.Defect) throws -> Defect {
        var signals: [String: [Pattern]] = [:]
        for (name, sources) in defect.signals {
            guard !sources.isEmpty else { throw SignalsError.emptySignal(defect: defect.number, name) }
            signals[name] = try sources.map { try compile($0, in: "defect \(defect.number), \(name)") }
        }
        guard !defect.needs.isEmpty, defect.needs.allSatisfy({ !$0.isEmpty }) else {
            throw SignalsError.malformed("defect \(defect.number) needs at least one non-empty list of signals")
        }
        for name in defect.needs.joined() where signals[name] == nil {
            throw SignalsError.unknownSignal(defect: defect.number, name)
        }
        return Defect(number: defect.number, title: defect.title, page: defect.page, signals: signals, needs: defect.needs)
    }

    private static func compile(_ followUp: SignalsFile.FollowUp) throws -> FollowUp {
        FollowUp(title: followUp.title, link: followUp.link, after: followUp.after,
                 patterns: try followUp.patterns.map { try compile($0, in: followUp.title) })
    }

    private static func compile(_ source: String, in context: String) throws -> Pattern {
        do { return try Pattern(source) } catch { throw SignalsError.badPattern(context, source) }
    }
}

/// The file as written.
private struct SignalsFile: Decodable {
    struct Defect: Decodable {
        let number: Int
        let title: String
        let page: String
        let signals: [String: [String]]
        let needs: [[String]]
    }

    struct FollowUp: Decodable {
        let title: String
        let link: String
        let after: [Int]
        let patterns: [String]
    }

    let maxDefectsPerPassage: Int
    let wordsPerDefect: Int
    let defects: [Defect]
    let followUps: [FollowUp]
}

/// A signals file the scorer cannot use: a maintainer's mistake, named precisely.
enum SignalsError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case malformed(String)
    case notTheSixteen([Int])
    case emptySignal(defect: Int, String)
    case unknownSignal(defect: Int, String)
    case badPattern(String, String)

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path): run kata from inside the kata's folder"
        case .malformed(let why): "\(Signals.path) is not a valid signals file: \(why)"
        case .notTheSixteen(let numbers): "\(Signals.path) must list defects 1 to 16 in order, not \(numbers)"
        case .emptySignal(let number, let name): "\(Signals.path): defect \(number)'s signal \"\(name)\" has no patterns"
        case .unknownSignal(let number, let name): "\(Signals.path): defect \(number) needs \"\(name)\", which it does not define"
        case .badPattern(let context, let source): "\(Signals.path): \(context): \(source) is not a valid regular expression"
        }
    }
}
