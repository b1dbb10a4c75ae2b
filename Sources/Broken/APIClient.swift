import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public class APIClient {
    public static let shared = APIClient()

    let baseURL = "https://api.example.com"

    public func fetchUser(id: Int, completion: @escaping (User?, Error?) -> Void) {
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

    public func searchUsers(query: String, completion: @escaping ([User]?, Error?) -> Void) {
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
