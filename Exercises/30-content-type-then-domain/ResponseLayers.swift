// Grade 4 · Production. On the café's Wi-Fi the profile fails as "unreadable data", and a user
// with no name shows up as a blank row.
//
// Where it comes from: the HTTP-contracts reference, "Separate the
// response layers": "After status validation, decoding checks whether the body fits the agreed
// representation. Domain validation then checks meaning". And further on: "an HTML error page
// with an unexpected media type should not be mistaken for the endpoint's normal payload."
//
// Observe first: `swift run -q kata check 30` shows what the client made of a 200 carrying a
// captive portal's HTML page, of a few content types, and of a user whose name is blank. Then
// read `checkedValue(of:data:response:)`, below: the // TODO is there. Exercise 29's empty
// bodies are handled already.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `MediaType.init?(_ headerValue: String)`: a Content-Type parsed (type/subtype without
//   regard to case, parameters dropped); nil when it is not a media type. `MediaType.isJSON: Bool`:
//   application/json or a +json type.
// - `APIError.unexpectedContentType(String?, HTTPFailure)`: a success whose body is of another type
//   than JSON, or of none stated (nil).
// - `Endpoint<Response>.rule: @Sendable (Response) -> DomainViolation?`: the app's rule for a
//   decoded value; nil when the value keeps it. `APIError.domain(DomainViolation)` reports a
//   broken one.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The value `endpoint` promises, from one answer, checked a layer at a time: the status, an
/// empty body, then the body itself.
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
    // TODO: whatever decodes is taken for the answer. A captive portal's page is reported as
    // data that could not be read, and a user with a blank name goes on screen. Which layers
    // belong before and after the decoder?
    do {
        return try JSONDecoder().decode(Response.self, from: data)
    } catch {
        throw .decoding(DecodingFailure(error as? DecodingError))
    }
}
