// Grade 2 · Fix defect 16: classes not final; the base URL an internal String joined with +.
import ExerciseSupport
import Foundation

// TODO: nothing is meant to subclass this: say so.
class Endpoints {
    // The original: let baseURL = "https://api.example.com", a String anyone in the module
    // could read or build on, joined with + into whatever came out.
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Where user `id`'s profile lives.
    func profileURL(id: Int) throws -> URL {
        // The original:
        //     URL(string: baseURL + "/users/\(id)")!
        // TODO: build it from the URL, one path component at a time.
        throw NotImplemented("build the URL from the base URL")
    }
}
