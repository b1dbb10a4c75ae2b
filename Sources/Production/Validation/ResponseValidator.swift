import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns an answer into the endpoint's value, checking in the order the layers were built:
///
/// 1. the status: an error page never reaches the decoder;
/// 2. an empty body, where the endpoint allows one (`204 No Content`);
/// 3. the content type: an HTML page sent with a 200 is not the JSON we asked for;
/// 4. the decoding: the body's shape;
/// 5. the domain rules: a well-formed user with a blank name is still not a user to show.
///
/// Each step fails with its own `APIError`, so the caller knows which layer said no.
public enum ResponseValidator {
    public static func value<Response>(
        of endpoint: Endpoint<Response>, data: Data, response: URLResponse, decoder: JSONDecoder
    ) throws(APIError) -> Response {
        guard let http = response as? HTTPURLResponse else {
            throw .transport(TransportFailure(URLError(.badServerResponse)))
        }
        let contentType = http.value(forHTTPHeaderField: "Content-Type")
        guard endpoint.successStatuses.contains(http.statusCode) else {
            throw failure(status: http.statusCode, contentType: contentType, data: data, response: http, decoder: decoder)
        }
        // A 204 has no body by definition, whatever bytes came with it.
        if data.isEmpty || http.statusCode == 204 {
            guard let empty = endpoint.emptyBody else { throw .decoding(.emptyBody) }
            return empty
        }
        // The endpoint promised JSON: a body must say it is JSON. A body with no type at all is
        // refused too, rather than guessed at (docs/production.md says why).
        guard let type = contentType.flatMap(MediaType.init), type.isJSON else {
            throw .unexpectedContentType(contentType, HTTPFailure(status: http.statusCode, contentType: contentType, body: data))
        }
        let value: Response
        do {
            value = try decoder.decode(Response.self, from: data)
        } catch let error as DecodingError {
            throw .decoding(DecodingFailure(error))
        } catch {
            throw .decoding(DecodingFailure(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)"))))
        }
        if let violation = endpoint.rule(value) { throw .domain(violation) }
        return value
    }

    /// The error for a status the endpoint does not accept.
    static func failure(status: Int, contentType: String?, data: Data, response: HTTPURLResponse, decoder: JSONDecoder) -> APIError {
        let failure = HTTPFailure(
            status: status, contentType: contentType, body: data,
            retryAfter: response.value(forHTTPHeaderField: "Retry-After"))
        switch status {
        case 401: return .unauthorized(failure)
        case 429: return .rateLimited(retryAfter: nil, failure)
        case 422:
            guard let fields = try? decoder.decode(FieldErrors.self, from: data) else { return .badStatus(failure) }
            return .rejected(fields)
        default: return .badStatus(failure)
        }
    }
}
