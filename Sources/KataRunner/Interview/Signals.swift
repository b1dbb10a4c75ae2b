import Foundation

/// What the scorer listens for in a review, read from `docs/defects/signals.json` so that a
/// maintainer can tune it without touching code. The file's `about` says how to read it.
struct Signals: Decodable {
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
    let defects: [Defect]
    let followUps: [FollowUp]

    static func load(fromRoot root: URL) throws -> Signals {
        let data: Data
        do { data = try Data(contentsOf: root.appending(path: path)) } catch { throw SignalsError.unreadable(path) }
        return try parse(data)
    }

    /// Decodes the file, compiling every pattern, and checks that it hangs together.
    static func parse(_ data: Data) throws -> Signals {
        let signals: Signals
        do { signals = try JSONDecoder().decode(Signals.self, from: data) } catch let error as SignalsError {
            throw error
        } catch {
            throw SignalsError.malformed("\(error)")
        }
        guard signals.defects.map(\.number) == Array(1...16) else { throw SignalsError.notTheSixteen(signals.defects.map(\.number)) }
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
        case .badPattern(let place, let source): "\(Signals.path) at \(place): \(source) is not a valid regular expression"
        }
    }
}
