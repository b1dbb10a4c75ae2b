// Grade 3 · Rewrite: the original client, as shipped. Every defect from 1 to 16 is in here or in
// ProfileViewController.swift. Rewrite both until `swift run -q kata check 27` is green.
import ExerciseSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

class APIClient {
    static let shared = APIClient()

    let baseURL = "https://api.example.com"

    func fetchUser(id: Int, completion: @escaping (User?, Error?) -> Void) {
        let url = URL(string: baseURL + "/users/\(id)")!
        URLSession.shared.dataTask(with: url) { data, response, error in
            if let error = error {
                print(error)
                return
            }
            guard let data = data else { return }
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let user = try? decoder.decode(User.self, from: data)
            completion(user, nil)
        }.resume()
    }

    func searchUsers(query: String, completion: @escaping ([User]?, Error?) -> Void) {
        let url = URL(string: baseURL + "/users?q=" + query)!
        URLSession.shared.dataTask(with: url) { data, response, error in
            if let error = error {
                print(error)
                return
            }
            let decoder = JSONDecoder()
            let users = try! decoder.decode([User].self, from: data!)
            completion(users, nil)
        }.resume()
    }
}

// MARK: - What the defect cases call

// The tests drive your client through this API (CapstoneSubject.swift shows how): a client made
// with a transport they can fake, async calls that throw `APIError`. Keep these names and shapes.

/// Why a request failed.
enum APIError: Error, Equatable {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding
}

extension APIClient {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)
    /// Waits between attempts. The tests pass one that writes down each wait and returns at once;
    /// the app would pass `{ try await Task.sleep(for: $0) }`.
    typealias Sleep = @Sendable (Duration) async throws -> Void

    // TODO: a client that sends every request through `transport`, and before trying again
    // waits through `sleep`, longer each time: `retryDelay`, then twice that.
    convenience init(transport: @escaping Transport, retryDelay: Duration, sleep: @escaping Sleep) {
        self.init()
    }

    // TODO: fetchUser(id:completion:) rewritten with async/await.
    func fetchUser(id: Int) async throws -> User {
        throw NotImplemented("fetchUser(id:) async, over the injected transport")
    }

    // TODO: searchUsers(query:completion:) rewritten with async/await.
    func searchUsers(matching query: String) async throws -> [User] {
        throw NotImplemented("searchUsers(matching:) async, over the injected transport")
    }
}
