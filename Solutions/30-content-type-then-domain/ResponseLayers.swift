import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The value `endpoint` promises, from one answer, checked a layer at a time: the status, an
/// empty body, the content type, the decoding, then the app's own rules.
func checkedValue<Response>(of endpoint: Endpoint<Response>, data: Data, response: URLResponse) throws(APIError) -> Response {
    guard let http = response as? HTTPURLResponse else { throw .transport(TransportFailure(URLError(.badServerResponse))) }
    let contentType = http.value(forHTTPHeaderField: "Content-Type")
    guard endpoint.successStatuses.contains(http.statusCode) else {
        throw .badStatus(HTTPFailure(status: http.statusCode, contentType: contentType, body: data))
    }
    if data.isEmpty || http.statusCode == 204 {
        guard let empty = endpoint.emptyBody else { throw .decoding(.emptyBody) }
        return empty
    }
    // An HTML page sent with a 200 (a captive portal, a proxy) is not the JSON asked for, and a
    // body of no stated type is not known to be JSON. The type is parsed, not searched: its case
    // does not matter, its parameters do not change it, a +json suffix is JSON, and
    // application/json-seq is another type.
    guard let type = contentType.flatMap(MediaType.init), type.isJSON else {
        throw .unexpectedContentType(contentType, HTTPFailure(status: http.statusCode, contentType: contentType, body: data))
    }
    let value: Response
    do {
        value = try JSONDecoder().decode(Response.self, from: data)
    } catch {
        throw .decoding(DecodingFailure(error as? DecodingError))
    }
    // A user with a blank name decodes, and is still no one to show.
    if let violation = endpoint.rule(value) { throw .domain(violation) }
    return value
}
