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
        expectFixed(defect: 13, [
            .also(
                one == .returned("Ada") && two == .returned("Grace"),
                "two clients with two fakes ran side by side and the first \(one), the second \(two); each should get its own fake's user"),
            .also(
                paths == (["/users/1"], ["/users/2"]),
                "each client must ask its own fake for its own user; the first fake saw \(paths.0), the second \(paths.1)"),
        ])
    }

    /// The same check the defect suite makes: the file, type-checked in Swift 6 mode.
    @Test func theClientCompilesInSwift6Mode() async {
        let file = ExerciseCode.file("ProfileClient.swift", testFile: #filePath)
        let compiled = await SwiftTypeCheck.module("Exercise", files: [file])
        let globalState = compiled.errors.filter { $0.message.contains("is not concurrency-safe") }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let optOuts = SwiftSource(file: file.lastPathComponent, text: text).concurrencyOptOuts.map { "`\($0.text)` at line \($0.line)" }
        expectFixed(defect: 13, [
            .own(
                globalState.isEmpty,
                "a shared instance of a class that is not Sendable is global mutable state; in Swift 6 mode: \(globalState.first?.description ?? "")"),
            .also(
                optOuts.isEmpty,
                "the client tells Swift 6 to stop checking (\(optOuts.joined(separator: ", "))) instead of holding no shared mutable state: make it a final class of `let`s that is Sendable"),
            .also(
                compiled.succeeded || !globalState.isEmpty,
                "ProfileClient.swift does not compile in Swift 6 mode (\(compiled.errors.first?.description ?? compiled.transcript))"),
        ])
    }
}
