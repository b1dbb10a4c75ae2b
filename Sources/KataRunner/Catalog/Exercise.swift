/// One graded exercise, as `Exercises/exercises.json` describes it.
struct Exercise: Decodable, Equatable, Sendable {
    /// The folder name under `Exercises/` and `Solutions/`, for example `01-trace-a-timeout`.
    let name: String
    /// One of the grades the metadata declares (1 Trace, 2 Fix one defect, 3 Rewrite, …).
    let grade: Int
    let title: String
    /// The defects (1…16) the exercise teaches; none when the entry gives none.
    let defects: [Int]
    /// The hint in steps, shown one at a time: a nudge first, code only in the last.
    let hints: [String]
    /// The files the learner edits; `Solutions/<name>/` holds an answer for each. When the entry
    /// leaves them out, they are the files that have an answer there.
    let files: [String]
    /// The test files, which stay as shipped; when the entry leaves them out, the files in the
    /// exercise's `Tests/` folder.
    let tests: [String]
    /// "defects" for an exercise whose tests are the defect suite's (the capstone): `kata check`
    /// shows a scoreboard, one line a defect, instead of every message. "scenarios" for one whose
    /// tests are production scenarios: one line a scenario of `scenarios`.
    var scoreboard: String?
    /// The production scenarios the tests run, by id (`retry-table.unkeyed-writes`): grade 4.
    var scenarios: [String] = []
    /// Where the exercise comes from: "<document> — <section>", the document by its title
    /// (`SourceDocument`, docs/sources.md).
    var source: String?
    /// The production reports it fixes (docs/reports.md, part two); empty for a follow-up with
    /// no report. Nil when the metadata does not say.
    var reports: [Int]?
    /// A review exercise (grade 5): `files` is the review the learner writes, scored against a
    /// client's signals instead of compiled; `tests` is empty.
    var review: Review?

    /// The number in front of the folder name: 8 for `08-fix-the-try-bang`. This is the number
    /// the learner types, so adding an exercise never renumbers the others behind their back.
    var number: Int? { Self.number(in: name) }

    /// How the learner names it on the command line: its number, or its name if it has none.
    var reference: String { number.map(String.init) ?? name }

    /// The name without its number: `fix-the-try-bang`. Progress falls back on it, so it
    /// survives a renumbering.
    var slug: String { Self.slug(of: name) }

    static func number(in name: String) -> Int? {
        guard let dash = name.firstIndex(of: "-"), dash > name.startIndex else { return nil }
        let digits = name[..<dash]
        return digits.allSatisfy(\.isASCII) ? Int(digits) : nil
    }

    static func slug(of name: String) -> String {
        guard number(in: name) != nil, let dash = name.firstIndex(of: "-") else { return name }
        return String(name[name.index(after: dash)...])
    }

}

/// Reads an exercise from the metadata. What the entry leaves out is found in the folders, when
/// the decoder's `userInfo` holds them (`FolderListing.userInfoKey`), or is empty.
extension Exercise {
    private enum CodingKeys: String, CodingKey {
        case name, grade, title, defects, hints, files, tests, scoreboard, scenarios, source, reports, review
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let folders = decoder.userInfo[FolderListing.userInfoKey] as? FolderListing
        name = try container.decode(String.self, forKey: .name)
        grade = try container.decode(Int.self, forKey: .grade)
        title = try container.decode(String.self, forKey: .title)
        defects = try container.decodeIfPresent([Int].self, forKey: .defects) ?? []
        hints = try container.decode([String].self, forKey: .hints)
        files = try container.decodeIfPresent([String].self, forKey: .files) 
            ?? (folders?.solutions[name] ?? []).filter { !$0.hasPrefix("Tests/") }.sorted()
        tests = try container.decodeIfPresent([String].self, forKey: .tests)
            ?? (folders?.exercises[name] ?? []).filter { $0.hasPrefix("Tests/") }.sorted()
        scoreboard = try container.decodeIfPresent(String.self, forKey: .scoreboard)
        scenarios = try container.decodeIfPresent([String].self, forKey: .scenarios) ?? []
        source = try container.decodeIfPresent(String.self, forKey: .source)
        reports = try container.decodeIfPresent([Int].self, forKey: .reports)
        review = try container.decodeIfPresent(Review.self, forKey: .review)
    }
}

/// What a review exercise is scored against, and what a green review must do.
struct Review: Decodable, Equatable, Sendable {
    /// The client's signals file, from the kata's root: `docs/reviews/blog-client.signals.json`.
    let signals: String
    /// As the metadata gives it: "at least 6 of 9: the ones a reviewer must catch…".
    let pass: String
    /// How many of the client's defects a green review finds, with their reasons.
    let needed: Int
    /// How many defects the client has: the signals file must list exactly these.
    let of: Int
    /// Why that share: what the metadata says after the colon.
    let why: String

    private enum CodingKeys: String, CodingKey { case signals, pass }

    init(signals: String, pass: String) throws {
        guard let match = pass.wholeMatch(of: /at least (\d+) of (\d+): *(\S[\s\S]*)/),
              let needed = Int(match.1), let of = Int(match.2), (1...of).contains(needed)
        else { throw ReviewPassError(pass: pass) }
        self.signals = signals
        self.pass = pass
        self.needed = needed
        self.of = of
        why = String(match.3)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pass = try container.decode(String.self, forKey: .pass)
        do { try self.init(signals: try container.decode(String.self, forKey: .signals), pass: pass) } catch let error as ReviewPassError {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [CodingKeys.pass], debugDescription: error.description))
        }
    }
}

/// A `pass` that does not say which share, out of how many, and why.
struct ReviewPassError: Error, CustomStringConvertible {
    let pass: String
    var description: String {
        "\"\(pass)\" must read \"at least N of M: why\", N from 1 to M, M the client's defects, then the reasoning"
    }
}
