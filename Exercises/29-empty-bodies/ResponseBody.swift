// Grade 4 · Production. The avatar is deleted, and the app says it could not delete it.
//
// Where it comes from: the HTTP-contracts reference, "Separate the
// response layers": "a no-content update must not be decoded as a required object." The
// client's one generic decode, from the interview's rewrite, decodes every answer the same way.
//
// Observe first: `swift run -q kata check 29` shows what the client made of DELETE
// /users/me/avatar answering 204 No Content, and of the other answers that come without a body.
// Then read `checkedValue(of:data:response:)`, below; the // TODO is there. `Endpoint` (in
// Sources/Production/Endpoint/) says what each endpoint accepts.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `Endpoint<Response>.emptyBody: Response?`: what an empty body stands for at this endpoint
//   (`NoContent()`, or nil for "nobody"); nil when an empty body is a failure there.
// - `DecodingFailure.emptyBody`: the decoding failure of a body that was empty, for
//   `APIError.decoding(_:)`.
// - `Data.isEmpty`, and `HTTPURLResponse.statusCode`.
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
    // TODO: deleting the avatar answers 204 No Content, with nothing to decode, and the screen
    // reports a failure. Some endpoints promise a value even when the body is empty.
    do {
        return try JSONDecoder().decode(Response.self, from: data)
    } catch {
        throw .decoding(DecodingFailure(error as? DecodingError))
    }
}
