import Foundation
import KataUtilities

/// Which lines of Broken run for each request the trace exercises follow. That cannot be
/// observed from outside (what the caller gets can, and `Observe` does), so it is an answer key,
/// and it lives with the answers, in `Solutions/trace-key.json`: a learner reading the cases in
/// BrokenLine.swift, or a test, does not read the answers on the way.
public enum TraceKey: String, CaseIterable, Sendable {
    /// `fetchUser(id:completion:)`, when the request times out.
    case timeout
    /// `searchUsers(query:completion:)`, for a 500 whose body is an HTML page.
    case serverErrorWithHTML
    /// `fetchUser(id:completion:)`, for a 200 with Ada's profile.
    case success

    public static let path = "Solutions/trace-key.json"

    /// The lines that run, in order, as the key gives them.
    public func lines(root: URL = BuildPaths.packageRoot) throws(TraceKeyError) -> [BrokenLine] {
        let file = root.appending(path: Self.path)
        guard let data = try? Data(contentsOf: file),
            let key = try? JSONDecoder().decode([String: [String]].self, from: data)
        else { throw .unreadable(file.path) }
        guard let names = key[rawValue] else { throw .missing(rawValue) }
        return try names.map { name throws(TraceKeyError) in
            guard let line = BrokenLine(rawValue: name) else { throw .unknownLine(name, trace: rawValue) }
            return line
        }
    }
}

public enum TraceKeyError: Error, CustomStringConvertible {
    case unreadable(String)
    case missing(String)
    case unknownLine(String, trace: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "the trace exercises' key, \(path), is missing or is not a JSON object of lists of names"
        case .missing(let trace): "\(TraceKey.path) gives no lines for the trace \"\(trace)\""
        case .unknownLine(let name, let trace): "\(TraceKey.path) names \"\(name)\" for \"\(trace)\", which is not a case of BrokenLine"
        }
    }
}
