import Foundation
import Production
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The error model keeps each failure's cause, bounded, and never a secret in its description.
@Suite("Production: the error model keeps the cause")
struct ErrorModelTests {
    private func response(_ status: Int, _ headers: [String: String] = [:]) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "https://api.example.com/users/42?q=Ada")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    private func validate<Response>(_ endpoint: Endpoint<Response>, _ body: String, _ response: URLResponse) -> Result<Response, APIError> {
        Result { () throws(APIError) in try ResponseValidator.value(of: endpoint, data: Data(body.utf8), response: response, decoder: JSONDecoder()) }
    }

    @Test func aBadStatusKeepsTheStatusTheTypeAndABoundedSliceOfTheBody() throws {
        let page = "<html>" + String(repeating: "x", count: 10_000) + "</html>"
        let result = validate(API.user(id: 42), page, response(500, ["Content-Type": "text/html"]))
        guard case .failure(.badStatus(let failure)) = result else { Issue.record("got \(result)"); return }
        #expect(failure.status == 500)
        #expect(failure.contentType == "text/html")
        #expect(failure.bodyExcerpt.utf8.count == HTTPFailure.excerptLimit)
        #expect(failure.bodyExcerpt.hasPrefix("<html>xxx"))
        // A description goes to logs: no body in it.
        #expect(!"\(APIError.badStatus(failure))".contains("xxx"))
    }

    @Test func aDecodingFailureKeepsTheDecodersError() {
        let result = validate(API.user(id: 1), #"{"id": 1, "avatar_url": "https://example.com/1.png"}"#, response(200, ["Content-Type": "application/json"]))
        guard case .failure(.decoding(let failure)) = result, case .keyNotFound(let key, _)? = failure.error else {
            Issue.record("got \(result)")
            return
        }
        #expect(key.stringValue == "name")
        #expect(failure.description == "key name not found at the top level")
    }

    @Test func aTransportFailureKeepsTheURLErrorAndDescribesItWithoutTheURL() {
        let error = URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://api.example.com/users?q=Ada")!])
        let failure = TransportFailure(error)
        #expect(failure.code == .timedOut)
        #expect(failure.error.failingURL?.query == "q=Ada")
        #expect(!"\(APIError.transport(failure))".contains("Ada"))
    }

    /// A transport of another kind (a socket library, a mock, a proxy's SDK) throws errors of its
    /// own: the client hands that very error back, not `URLError(.unknown)`, and its description
    /// names only the error's type, since the error's own text may hold a URL or a body.
    @Test func anyOtherTransportErrorComesBackOutAsItWentIn() async {
        struct TunnelRefused: Error, Equatable {
            let detail: String
        }
        let thrown = TunnelRefused(detail: "CONNECT https://api.example.com/users?q=Ada refused: <html>proxy page</html>")
        let client = APIClient(transport: { _ in throw thrown }) { $0.policy = RetryPolicy(maxAttempts: 1) }
        let caught: APIError?
        do throws(APIError) {
            _ = try await client.fetchUser(id: 1)
            caught = nil
        } catch {
            caught = error
        }
        guard case .transport(let failure)? = caught else { Issue.record("got \(String(describing: caught))"); return }
        #expect(failure.cause as? TunnelRefused == thrown)
        #expect("\(caught!)" == "transport failure (TunnelRefused)")
        #expect(FailureKind(caught!) == .permanent)
    }

    @Test func aFourTwentyTwoWithoutFieldErrorsIsABadStatus() {
        let result = validate(API.updateProfile(ProfileUpdate(name: "")), "oops", response(422))
        guard case .failure(.badStatus(let failure)) = result else { Issue.record("got \(result)"); return }
        #expect(failure.status == 422)
    }

    @Test func anAnswerThatIsNotHTTPIsABadServerResponse() {
        let notHTTP = URLResponse(url: URL(string: "https://api.example.com")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        let result = validate(API.user(id: 1), "", notHTTP)
        guard case .failure(.transport(let failure)) = result else { Issue.record("got \(result)"); return }
        #expect(failure.code == .badServerResponse)
    }

    @Test func aBodyThatDoesNotEncodeIsAnInvalidRequestNotATrap() async {
        var endpoint = Endpoint<NoContent>(.post, "numbers", name: "POST /numbers")
        endpoint.body = [Double.nan]
        let client = APIClient(transport: { _ in throw URLError(.badURL) })
        await #expect {
            try await client.send(endpoint)
        } throws: { error in
            if case .invalidRequest = error as? APIError { return true }
            return false
        }
    }

    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, FailureKind.notSent), (.dnsLookupFailed, .notSent),
        (.timedOut, .lostInFlight), (.networkConnectionLost, .lostInFlight), (.badServerResponse, .lostInFlight),
        (.notConnectedToInternet, .offline), (.cancelled, .permanent), (.badURL, .permanent),
    ])
    func urlErrorCodesMapToTheirKind(code: URLError.Code, kind: FailureKind) {
        #expect(FailureKind.kind(of: code) == kind)
    }
}
