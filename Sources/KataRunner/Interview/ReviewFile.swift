import Foundation

/// A review to score: a plain text (or Markdown) file in UTF-8.
enum ReviewFile {
    /// The review's text. `shownAs` is the path as the candidate would type it, for messages.
    static func read(_ url: URL, shownAs: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ReviewError.missing(shownAs)
        }
        guard !isFolder.boolValue else { throw ReviewError.unreadable(shownAs, "it is a folder") }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw ReviewError.unreadable(shownAs, error.localizedDescription) }
        guard let text = String(data: data, encoding: .utf8) else { throw ReviewError.notText(shownAs) }
        guard !Passage.withoutComments(text).allSatisfy(\.isWhitespace) else { throw ReviewError.empty(shownAs) }
        return text
    }
}

/// A review that cannot be scored, with what to do about it, in one line.
enum ReviewError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case empty(String)
    case notText(String)
    case unreadable(String, String)

    var description: String {
        switch self {
        case .missing(let path):
            "there is no review at \(path): write your review there, or give its path (swift run -q kata interview shows the prompt)"
        case .empty(let path):
            "\(path) is empty: write your review in it, then score again"
        case .notText(let path):
            "\(path) is not UTF-8 text: save it as plain text or Markdown in UTF-8, then score again"
        case .unreadable(let path, let why):
            "cannot read \(path) (\(why)): give the path of a readable text file"
        }
    }
}
