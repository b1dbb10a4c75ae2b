// Grade 2 · Fix defect 16: classes not final; the base URL an internal String joined with +.
import Foundation

/// `final`: no subclass can change how URLs are built. The base is a private URL, so a
/// slash too many or too few cannot turn into `//users` or `v2users`.
final class Endpoints {
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func profileURL(id: Int) throws -> URL {
        baseURL.appending(path: "users").appending(path: String(id))
    }
}
