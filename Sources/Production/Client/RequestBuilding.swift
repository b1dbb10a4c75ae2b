import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// The `URLRequest` for one attempt of `endpoint`.
    func urlRequest<Response>(
        for endpoint: Endpoint<Response>, token: String?, idempotencyKey: String?
    ) throws(APIError) -> URLRequest {
        var request = URLRequest(url: try QueryEncoding.url(base: baseURL, path: endpoint.path, query: endpoint.query))
        request.httpMethod = endpoint.method.rawValue
        // A property, not the initializer's argument: Linux's URLSession ignores that one.
        request.timeoutInterval = timeoutPerAttempt
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in endpoint.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body = endpoint.body {
            // The encoder's own error may quote the value, which may be personal: not kept.
            guard let data = try? encoder.encode(body) else {
                throw .invalidRequest("the body of \(endpoint.name) does not encode")
            }
            request.httpBody = data
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let idempotencyKey { request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key") }
        return request
    }
}
