import Foundation
import SourceChecks
import Testing

@Suite("SwiftTypeCheck: the compiler, asked once for each check")
struct SwiftTypeCheckTests {
    /// Checks under way are shared, so that a check started early and the test that asks for it
    /// run one `swiftc`; two different checks at once must still get an answer each.
    @Test func twoChecksAtOnceEachGetTheirOwnAnswer() async {
        async let good = SwiftTypeCheck.snippet("func answer() -> Int { 42 }\n", module: "Scratch", alongside: [])
        async let bad = SwiftTypeCheck.snippet("func answer() -> Int { \"42\" }\n", module: "Scratch", alongside: [])
        let (accepted, refused) = await (good, bad)

        #expect(accepted.succeeded, "\(accepted.transcript)")
        #expect(!refused.succeeded)
        #expect(refused.errors.map(\.line) == [1], "\(refused.transcript)")
    }
}
