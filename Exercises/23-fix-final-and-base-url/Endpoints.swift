// Grade 2 · Fix one defect. A client open to misuse.
//
// How the original builds its URLs: a base address kept as text, joined with `+`, in a class
// anyone may subclass. Here the base comes in as a URL; the init and profileURL(id:) keep their
// signatures.
import ExerciseSupport
import Foundation

class Endpoints {
    let baseURL: String

    init(baseURL: URL) {
        self.baseURL = baseURL.absoluteString
    }

    /// Where user `id`'s profile lives.
    func profileURL(id: Int) throws -> URL {
        // TODO: a base that ends in "/" gives "//users", nothing stops other code reading or
        // changing how the address is built, and a typo only shows when the app runs.
        guard let url = URL(string: baseURL + "/users/\(id)") else { throw URLError(.badURL) }
        return url
    }
}
