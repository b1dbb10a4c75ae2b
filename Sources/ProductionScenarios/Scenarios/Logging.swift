import Foundation
import KataTestSupport
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the client logs, and what it never logs.
public enum LoggingScenarios {
    public static let all: [Scenario<ClientFactory>] = [noSecrets, failures]
    public static let redaction: [Scenario<HeaderRedactor>] = [anyCasing, pathsInHeaders]

    /// Red for: logging the URL: it carries a user id and what someone searched for
    /// Red for: logging the request's headers as they are: the bearer token ends up in the device log
    /// Red for: logging bodies "to debug a failed decode"
    static let noSecrets = Scenario<ClientFactory>(
        "logging.no-secrets", .logging, "the log names each call and never holds a token, a cookie, an id, a query or a body"
    ) { factory in
        let rig = Rig()
        let secrets = ["tok-SECRET-123", "s3cr3t-cookie", "Lovelace", "docks", "users/42"]
        rig.server.on("GET", "/users", reply: .http(200, "[]", headers: ["Set-Cookie": "session=s3cr3t-cookie"]))
        rig.server.on("GET", "/users/42", reply: .ok(Fixture.userEitherCaseJSON(id: 42, name: "Ada")))
        rig.server.on("POST", "/messages", reply: .http(201, #"{"id": "m1", "to": 42, "text": "meet me at the docks"}"#))
        let tokens = TokenStore(credentials: Credentials(accessToken: "tok-SECRET-123", refreshToken: "r")) { _ throws(APIError) in
            throw .unauthorized(nil)
        }
        let client = factory(rig.seams(tokens: tokens))
        _ = await AsyncCall.outcome { try await client.searchUsers(matching: "Ada Lovelace") }
        _ = await AsyncCall.outcome { try await client.fetchUser(id: 42) }
        _ = await AsyncCall.outcome { try await client.sendMessage("meet me at the docks", to: 42) }
        let log = rig.log.joined(separator: "\n")
        let leaks = secrets.filter { log.localizedCaseInsensitiveContains($0) }
        return [
            Check(log.contains("GET") && log.contains("POST"),
                  "The client logged \(rig.log.count) line(s) for a search, a profile and a message, naming \(log.contains("GET") ? "" : "no GET ")\(log.contains("POST") ? "" : "no POST"): a log that says nothing helps no one. It must go to the injected log"),
            Check(leaks.isEmpty, "The log holds \(leaks): a token, a cookie, a user id, a search or a message must never reach a device log. The log was:\n\(log)"),
        ]
    }

    /// Red for: logging the URLError itself: its description holds the failing URL, query and all
    /// Red for: logging the error page's body "to see what the server said": it names the person whose profile failed
    /// Red for: logging nothing for a failure: a failure nobody hears of cannot be fixed
    static let failures = Scenario<ClientFactory>(
        "logging.failures", .logging, "a failed call is logged by what went wrong, never by the URL or the body its error carries"
    ) { factory in
        let rig = Rig()
        // A timeout carries the failing URL, as URLSession's errors do; the 500 page names its user.
        rig.server.on("GET", "/users", reply: .failure(.timedOut))
        rig.server.on("GET", "/users/42", reply: .http(500, "<html>Could not load Ada Lovelace</html>", headers: ["Content-Type": "text/html"]))
        let client = factory(rig.seams(maxAttempts: 1))
        _ = await AsyncCall.outcome { try await client.searchUsers(matching: "Ada Lovelace") }
        _ = await AsyncCall.outcome { try await client.fetchUser(id: 42) }
        let log = rig.log.joined(separator: "\n")
        let leaks = ["Lovelace", "users/42", "api.example.com"].filter { log.localizedCaseInsensitiveContains($0) }
        let said = ["\(URLError.Code.timedOut.rawValue)", "500"].filter(log.contains)
        return [
            Check(said.count == 2,
                  "A search timed out and a profile failed with 500; the log says \(said.isEmpty ? "neither" : "only \(said)"): it must name each failure, the URLError code (-1001) and the status. The log was:\n\(log)"),
            Check(leaks.isEmpty, "The log of two failed calls holds \(leaks): a URL, a user id or a name must never reach a device log, not even inside an error. The log was:\n\(log)"),
        ]
    }

    /// Red for: redacting "Authorization" only as spelled: HTTP/2 sends authorization, a proxy may send AUTHORIZATION
    /// Red for: redacting every header: the log no longer says what was asked for
    static let anyCasing = Scenario<HeaderRedactor>(
        "logging.redaction", .logging, "Authorization, Cookie and Set-Cookie are redacted in any casing, and nothing else is"
    ) { redact in
        let cases: [[String: String]] = [
            ["Authorization": "Bearer tok-1", "Accept": "application/json"],
            ["authorization": "Bearer tok-2", "accept": "application/json"],
            ["COOKIE": "session=tok-3", "Accept": "application/json"],
            ["set-cookie": "session=tok-4", "Content-Type": "application/json"],
            ["Set-Cookie": "session=tok-5", "Proxy-Authorization": "Basic tok-6", "Accept": "application/json"],
        ]
        return cases.map { headers in
            let line = redact(headers)
            let leaked = headers.values.filter { $0.contains("tok-") && line.contains($0) }
            return Check(leaked.isEmpty && line.contains("application/json"),
                         "Headers \(headers.keys.sorted()) were logged as \"\(line)\": secret values must be gone, and the others kept")
        }
    }

    /// Red for: logging every header but the secret ones: a 201's Location names the message, a Link the next page's cursor
    /// Red for: redacting "Location" only as spelled: HTTP/2 sends location
    static let pathsInHeaders = Scenario<HeaderRedactor>(
        "logging.paths-in-headers", .logging, "Location, Content-Location, Link and Referer are redacted in any casing: their values are paths and cursors"
    ) { redact in
        let cases: [[String: String]] = [
            ["Location": "/messages/m-secret-1", "Content-Type": "application/json"],
            ["content-location": "/users/42-secret", "Content-Type": "application/json"],
            ["LINK": "</users/1/followers?cursor=c-secret-2>; rel=\"next\"", "Accept": "application/json"],
            ["Referer": "https://api.example.com/users?q=Ada-secret", "Accept": "application/json"],
        ]
        return cases.map { headers in
            let line = redact(headers)
            let leaked = headers.values.filter { $0.contains("secret") && line.contains($0) }
            return Check(leaked.isEmpty && line.contains("application/json"),
                         "Headers \(headers.keys.sorted()) were logged as \"\(line)\": a URL, a path or a cursor must never reach a device log, and the other values must be kept")
        }
    }
}
