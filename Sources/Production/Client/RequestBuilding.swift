import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Endpoint {
    /// The `URLRequest` for one attempt of this endpoint: its URL under `baseURL` (a `+` in a
    /// query value sent as `%2B`), its method, headers and JSON body, the token, and the call's
    /// idempotency key.
    public func urlRequest(
        baseURL: URL, token: String? = nil, idempotencyKey: String? = nil, timeout: TimeInterval = 15,
        encoder: JSONEncoder = JSONEncoder()
    ) throws(APIError) -> URLRequest {
        var request = URLRequest(url: try QueryEncoding.url(base: baseURL, path: path, query: query))
        request.httpMethod = method.rawValue
        // A property, not the initializer's argument: Linux's URLSession ignores that one.
        request.timeoutInterval = timeout
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body {
            // The encoder's own error may quote the value, which may be personal: not kept.
            guard let data = try? encoder.encode(body) else {
                throw .invalidRequest("the body of \(name) does not encode")
            }
            request.httpBody = data
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let idempotencyKey { request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key") }
        return request
    }
}
