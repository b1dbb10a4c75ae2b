import Foundation
import KataTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The layers of a response, checked in order: status, empty body, content type, decoding,
/// domain rules.
public enum ValidationScenarios {
    public static let all: [Scenario<ResponseChecker>] = [statusFirst, contentType, decodeThenDomain, emptyBodies, noContentUpdate, fieldErrors]

    static let json = ["Content-Type": "application/json"]

    /// Red for: decoding before checking the status: a 404 whose body looks like a user is shown as that user
    static let statusFirst = Scenario<ResponseChecker>(
        "validation.status-first", .validation, "an error status never reaches the decoder"
    ) { check in
        [
            expect(check, .profile, 500, Fixture.outageHTML, ["Content-Type": "text/html"], .refused(.badStatus(500)),
                   "the outage page (500, HTML)"),
            expect(check, .profile, 404, Fixture.adaJSON, json, .refused(.badStatus(404)),
                   "a 404 whose body happens to be a user"),
        ]
    }

    /// Red for: no content-type check: an HTML page sent with 200 surfaces as a decoding error
    /// Red for: a substring check, contains("json"): it accepts application/json-seq
    /// Red for: a case-sensitive comparison: it refuses Application/JSON
    /// Red for: an exact comparison with application/json: it refuses application/vnd.x+json
    /// Red for: a check only when the header is there: a body of no stated type goes to the decoder
    static let contentType = Scenario<ResponseChecker>(
        "validation.content-type", .validation, "the content type is parsed and must be JSON before decoding"
    ) { check in
        [
            expect(check, .profile, 200, Fixture.outageHTML, ["Content-Type": "text/html; charset=utf-8"], .refused(.unexpectedContentType),
                   "a 200 carrying an HTML page (a captive portal)"),
            expect(check, .profile, 200, Fixture.adaJSON, ["Content-Type": "application/json-seq"], .refused(.unexpectedContentType),
                   "a 200 with Content-Type application/json-seq (a stream of JSON texts, not one document)"),
            expect(check, .profile, 200, Fixture.adaJSON, ["Content-Type": "Application/JSON; charset=UTF-8"], .accepted("Ada"),
                   "Ada with Content-Type Application/JSON; charset=UTF-8 (media types ignore case; parameters do not change the type)"),
            expect(check, .profile, 200, Fixture.adaJSON, ["Content-Type": "application/vnd.x+json"], .accepted("Ada"),
                   "Ada with Content-Type application/vnd.x+json (JSON by its +json suffix, RFC 6839)"),
            expect(check, .profile, 200, Fixture.adaJSON, [:], .refused(.unexpectedContentType),
                   "a body and no Content-Type at all (nothing says it is JSON: see docs/production.md)"),
        ]
    }

    /// Red for: no domain rules: a user with a blank name goes on screen
    /// Red for: calling a broken rule a decoding error
    /// Red for: a rule checked only for one user (`value as? User`): search results holding a user with a blank name go on screen
    static let decodeThenDomain = Scenario<ResponseChecker>(
        "validation.decode-then-domain", .validation, "a body that does not decode, then one that breaks a rule, each named"
    ) { check in
        [
            expect(check, .profile, 200, #"{"id": 1, "name": "Ada""#, json, .refused(.decoding), "a truncated user"),
            expect(check, .profile, 200, #"{"id": 1, "name": "   ", "avatar_url": "https://example.com/1.png"}"#, json,
                   .refused(.domain), "a well-formed user whose name is blank"),
            expect(check, .search, 200, Fixture.adaListJSON, json, .accepted("Ada"), "search results: Ada"),
            // The endpoint's rule covers every user it hands back, not only a single one.
            expect(check, .search, 200, #"[\#(Fixture.adaJSON), {"id": 2, "name": "   ", "avatar_url": "https://example.com/2.png"}]"#, json,
                   .refused(.domain), "search results holding Ada and a user whose name is blank (a blank row in the list)"),
        ]
    }

    /// Red for: one generic decoder for every endpoint: a 204 fails to decode
    /// Red for: treating every empty body as success
    /// Red for: special-casing NoContent: an endpoint whose answer may be nobody (a User?) fails on its 204
    /// Red for: the empty body checked before the status: a 503 with no body reads as a deleted avatar
    /// Red for: a body that does not decode taken for the empty value: a truncated user who invited this one reads as nobody
    static let emptyBodies = Scenario<ResponseChecker>(
        "validation.empty-bodies", .validation, "204 and empty bodies, where the endpoint allows them and only there"
    ) { check in
        [
            expect(check, .deleteAvatar, 204, "", [:], .accepted("no content"), "204 No Content for deleting the avatar"),
            expect(check, .deleteAvatar, 200, "", [:], .accepted("no content"), "200 with an empty body for deleting the avatar"),
            expect(check, .profile, 200, "", json, .refused(.decoding), "200 with an empty body for the profile"),
            expect(check, .invitedBy, 204, "", [:], .accepted("nobody"), "204 No Content: nobody invited this user"),
            expect(check, .invitedBy, 200, Fixture.adaJSON, json, .accepted("Ada"), "Ada, who invited this user"),
            // A body came, cut off: that is a failure to read it, not the endpoint's "nobody".
            expect(check, .invitedBy, 200, #"{"id": 1, "name": "Ada""#, json, .refused(.decoding),
                   "a truncated user (the body is there, and does not decode: it is not nobody)"),
            expect(check, .deleteAvatar, 503, "", [:], .refused(.badStatus(503)), "a 503 with no body, during a deploy"),
        ]
    }

    /// Red for: the update accepting only 200 with a user: a rename the server applied reads as bad status 204
    /// Red for: 204 accepted for the update with nothing to stand for the missing user: zero bytes fail to decode
    /// Red for: every empty answer to the update taken as applied: a 503 with no body reads as a rename that happened
    /// Red for: 204 taken as success whatever the endpoint: a profile answered 204 reads as an unreadable body, not a bad status
    static let noContentUpdate = Scenario<ResponseChecker>(
        "validation.no-content-update", .validation,
        "an update the server applied and answered with 204 No Content is a success, with no user to decode"
    ) { check in
        let renamed = #"{"id": 1, "name": "Ada Lovelace", "avatar_url": "https://example.com/1.png"}"#
        return [
            expect(check, .updateProfile, 204, "", [:], .accepted(Verdict.applied),
                   "204 No Content: the server applied the rename and sent no copy back (the screen must not report a failure)"),
            expect(check, .updateProfile, 200, renamed, json, .accepted("Ada Lovelace"), "200 with the renamed user"),
            expect(check, .updateProfile, 200, "", [:], .accepted(Verdict.applied),
                   "200 with an empty body: the rename was applied, and no copy came back"),
            expect(check, .updateProfile, 503, "", [:], .refused(.badStatus(503)),
                   "a 503 with no body, during a deploy: the rename did not happen"),
            expect(check, .profile, 204, "", [:], .refused(.badStatus(204)),
                   "204 No Content (the profile promises a user, never nothing)"),
        ]
    }

    /// Red for: 422 as one more bad status: the form cannot say which field to fix
    static let fieldErrors = Scenario<ResponseChecker>(
        "validation.field-errors", .validation, "a 422 names the fields at fault"
    ) { check in
        [expect(check, .updateProfile, 422, #"{"errors": {"name": ["must not be blank"]}}"#, json, .refused(.rejected(["name"])),
                "a 422 refusing a blank name")]
    }

    private static func expect(
        _ check: ResponseChecker, _ kind: ResponseKind, _ status: Int, _ body: String, _ headers: [String: String],
        _ expected: Verdict, _ what: String
    ) -> Check {
        let response = HTTPURLResponse(url: URL(string: "https://api.example.com/x")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        let verdict = check(kind, Data(body.utf8), response)
        return Check(verdict == expected, "\(kind) answered with \(what): the client \(verdict); it must be \(expected)")
    }
}
