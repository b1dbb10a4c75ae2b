import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import SourceChecks
import Testing

@Suite(.serialized) struct ProfileClientTests {
    /// Two clients with two fakes, side by side. URLSession.shared is answered too (by a stub,
    /// with Ada), so a client that never asks its fake still gets an answer and nothing reaches
    /// the network.
    @Test func twoClientsWithTwoFakesEachGetTheirOwn() async {
        let ada = FakeTransport(.ok(Fixture.adaJSON))
        let grace = FakeTransport(.ok(#"{"id": 2, "name": "Grace", "avatar_url": "https://example.com/grace.png"}"#))
        let (one, two) = await StubURLProtocol.exclusive(replying: [.ok(Fixture.adaJSON)]) {
            let (first, second) = (makeProfileClient(transport: ada.transport), makeProfileClient(transport: grace.transport))
            async let one = AsyncCall.outcome { try await first.fetchName(id: 1) }
            async let two = AsyncCall.outcome { try await second.fetchName(id: 2) }
            return await (one, two)
        }
        let paths = (await ada.requests.map { $0.url?.path ?? "" }, await grace.requests.map { $0.url?.path ?? "" })
        expect(
            defect: 13, one == .returned("Ada") && two == .returned("Grace"),
            "two clients with two fakes ran side by side and the first \(one), the second \(two); each should get its own fake's user")
        expect(
            defect: 13, paths == (["/users/1"], ["/users/2"]),
            "each client must ask its own fake for its own user; the first fake saw \(paths.0), the second \(paths.1)")
    }

    /// The same check the defect suite makes: the file, type-checked in Swift 6 mode.
    @Test func theClientCompilesInSwift6Mode() async {
        let file = ExerciseCode.file("ProfileClient.swift", testFile: #filePath)
        let compiled = await SwiftTypeCheck.module("Exercise", files: [file])
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let globalState = compiled.errors.contains { $0.message.contains("is not concurrency-safe") }
        expect(defect: 13, passing: Defect.sharedStateChecks(compiled, sources: [(file, text)]))
        expect(
            defect: 13, compiled.succeeded || globalState,
            "ProfileClient.swift does not compile in Swift 6 mode (\(compiled.errors.first?.description ?? compiled.transcript))")
    }
}
