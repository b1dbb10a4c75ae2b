import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite(.serialized) struct ProfileFetchTests {
    /// Runs `fetchName` against `reply` and returns what completion got within a second.
    func fetch(replying reply: Reply) async -> (result: Result<String, any Error>?, calls: Int) {
        await StubURLProtocol.exclusive(replying: [reply]) {
            let call = Completion<Result<String, any Error>>()
            fetchName(id: 1, completion: call.handler)
            return (await call.value(within: .seconds(1)), call.callCount)
        }
    }

    @Test func aTimeoutReachesTheCaller() async throws {
        let (result, calls) = await fetch(replying: .failure(.timedOut))
        let outcome = try #require(result, "Defect 9: completion was never called within 1 s of a timeout")
        guard case .failure(let error) = outcome else {
            Issue.record("a timeout gave a name")
            return
        }
        #expect((error as? URLError)?.code == .timedOut, "completion got \(error)")
        #expect(calls == 1)
    }

    @Test func aNameReachesTheCaller() async throws {
        let (result, calls) = await fetch(replying: .ok(Fixture.adaJSON))
        #expect(try #require(result).get() == "Ada")
        #expect(calls == 1)
    }
}
