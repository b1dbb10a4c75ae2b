import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import SourceChecks
import Testing

/// The two endpoints, so each rule is checked on each.
enum Endpoint: String, CaseIterable {
    case profile, search

    /// Calls the endpoint over a fake answering `reply`: how it ended, as text, and what it sent.
    func call(replying reply: Reply) async -> Call<String> {
        let fake = FakeTransport(reply)
        let client = Client(transport: fake.transport)
        let outcome = await AsyncCall.outcome {
            switch self {
            case .profile: try await client.fetchUser(id: 1).name
            case .search: try await client.searchUsers(matching: "ada").map(\.name).description
            }
        }
        return Call(outcome: outcome, requests: await fake.requests)
    }
}

/// Failures every endpoint must report alike, each with the error it must be.
enum Failing: String, CaseIterable {
    case serverDown = "a 500 with an HTML page"
    case notFound = "a 404"
    case unreadable = "a 200 whose body is an HTML page"

    var reply: Reply {
        switch self {
        case .serverDown: .http(500, Fixture.outageHTML)
        case .notFound: .http(404, "")
        case .unreadable: .ok(Fixture.outageHTML)
        }
    }

    var expected: Failure {
        switch self {
        case .serverDown: .badStatus(500)
        case .notFound: .badStatus(404)
        case .unreadable: .decoding
        }
    }
}

@Suite struct ClientTests {
    @Test(arguments: Failing.allCases)
    func theSameFailureEndsTheSameOnEveryEndpoint(_ failing: Failing) async {
        let (profile, search) = (await Endpoint.profile.call(replying: failing.reply), await Endpoint.search.call(replying: failing.reply))
        expect(
            defect: 15, profile.outcome.kind == search.outcome.kind,
            "the same failure, \(failing.rawValue), ends differently per endpoint: the profile \(profile.outcome), search \(search.outcome)")
        expect(
            defect: 15,
            profile.outcome.kind != search.outcome.kind
                || (profile.outcome == .failed(failing.expected) && search.outcome == .failed(failing.expected)),
            "for \(failing.rawValue) both endpoints must fail with \(failing.expected); the profile \(profile.outcome), search \(search.outcome)")
    }

    @Test func everyRequestHasTheSameTimeout() async {
        let profile = await Endpoint.profile.call(replying: .ok(Fixture.adaJSON))
        let search = await Endpoint.search.call(replying: .ok(Fixture.adaListJSON))
        let intervals = (profile.requests + search.requests).map(\.timeoutInterval)
        let timeouts = zip(Endpoint.allCases, [profile, search]).map { endpoint, call in
            "\(endpoint): \(call.requests.first.map { "\($0.timeoutInterval) s" } ?? "no request")"
        }
        expect(
            defect: 15, intervals.count == 2 && intervals.allSatisfy { $0 > 0 && $0 < 60 } && Set(intervals).count == 1,
            "every endpoint's request gets the same timeout, shorter than URLSession's 60 s; \(timeouts.joined(separator: ", "))")
        expect(
            defect: 15, profile.outcome == .returned("Ada") && search.outcome == .returned(#"["Ada"]"#),
            "both endpoints must decode Ada; the profile \(profile.outcome), search \(search.outcome)")
    }

    /// Read from the source: behaviour alike today can drift tomorrow if each endpoint keeps a copy.
    @Test func oneFunctionSendsChecksAndDecodes() throws {
        let file = ExerciseCode.file("Client.swift", testFile: #filePath)
        let source = SwiftSource(file: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8))
        let copies = [("sends through `transport`", "transport"), ("reads the status", "statusCode"), ("decodes", "decode")]
            .compactMap { what, word -> String? in
                let places = source.functions(using: word)
                return places.count > 1 ? "\(what) \(places.joined(separator: " and "))" : nil
            }
        expect(
            defect: 15, copies.isEmpty,
            "each endpoint has its own copy of the request code: it \(copies.joined(separator: "; ")); one function that sends, checks and decodes gives every endpoint the same rules")
    }
}

extension SwiftSource {
    /// The functions (and initializers, and computed properties) whose bodies use `word`.
    func functions(using word: String) -> [String] {
        var found: [String] = []
        for token in tokens where token.text == word {
            let place = SwiftSource.place(of: token)
            if !found.contains(place) { found.append(place) }
        }
        return found.filter { !$0.hasPrefix("in a stored property") && $0 != "in an initializer" }
    }
}
