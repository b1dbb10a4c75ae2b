import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The value `endpoint` promises, from one answer: the status first, then the body.
func checkedValue<Response>(of endpoint: Endpoint<Response>, data: Data, response: URLResponse) throws(APIError) -> Response {
    guard let http = response as? HTTPURLResponse else { throw .transport(TransportFailure(URLError(.badServerResponse))) }
    guard endpoint.successStatuses.contains(http.statusCode) else {
        throw .badStatus(HTTPFailure(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: data))
    }
    // Nothing to decode: the endpoint says what that means (no content, nobody), or that it is a
    // failure. A 204 has no body by definition, whatever bytes came with it.
    if data.isEmpty || http.statusCode == 204 {
        guard let empty = endpoint.emptyBody else { throw .decoding(.emptyBody) }
        return empty
    }
    do {
        return try JSONDecoder().decode(Response.self, from: data)
    } catch {
        throw .decoding(DecodingFailure(error as? DecodingError))
    }
}
