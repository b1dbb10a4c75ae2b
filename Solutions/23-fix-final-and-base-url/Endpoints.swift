// Grade 2 · Fix one defect. A client open to misuse.
import Foundation

/// `final`: no subclass can change how addresses are built. The base is a private URL, and each
/// path is added with `appending(path:)`, which puts exactly one slash between the parts, so a
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
