import Fixed
import FixtureServer
import Foundation
import Testing

/// `Fixed` with the real `URLSession`, over a real socket, against a fixture server on
/// 127.0.0.1. What the server received is checked as well as what the caller got.
@Suite("Fixed over the real URLSession")
struct IntegrationTests {
    /// Runs `wireCase` for real (once for the whole process), failing the test if it takes
    /// longer than its bound.
    private func runReal(_ wireCase: WireCase) async throws -> (outcome: Shown, attempts: [Attempt], received: [RecordedRequest], took: Duration) {
        let run = try #require(try await wireCase.runReal(), "\(wireCase.name): no outcome within its bound (10 s; 30 s for a silent server)")
        return (run.observed.outcome, run.observed.attempts, run.received, run.took)
    }

    @Test func aTwoHundredDecodes() async throws {
        let run = try await runReal(.ok)

        #expect(run.outcome == .names(["Ada"]))
        #expect(run.received.map(\.path) == ["/users/1"])
    }

    @Test func aFiveHundredWithHTMLIsBadStatusAfterThreeRequests() async throws {
        let run = try await runReal(.outage)

        #expect(run.outcome == .failed(.badStatus(500)))
        #expect(run.received.count == 3)
    }

    @Test func aFourOhFourIsNotRetried() async throws {
        let run = try await runReal(.notFound)

        #expect(run.outcome == .failed(.badStatus(404)))
        #expect(run.received.count == 1)
    }

    @Test func aFiveOhThreeThenATwoHundredRecovers() async throws {
        let run = try await runReal(.deploy)

        #expect(run.outcome == .names(["Ada"]))
        #expect(run.received.count == 2)
    }

    @Test func theQueryArrivesOnTheWireAsOneEncodedItem() async throws {
        let run = try await runReal(.awkwardQuery)

        #expect(run.received.map(\.rawQuery) == ["q=tom%20%26%20admin%3Dtrue"])
    }

    @Test func aSilentServerTimesOutAndTheRetryIsAnswered() async throws {
        let run = try await runReal(.noResponse)

        #expect(run.attempts.map(\.met) == [.failed(.timedOut), .status(200)])
        #expect(run.outcome == .names(["Ada"]))
        #expect(run.received.count == 2)
        // The first attempt waits out its whole second (a timeout that fires at once is refused),
        // and the run ends within 30 s (URLSession's default, 60 s, is refused). About 1 s here,
        // a few under the thread sanitizer with every suite running at once.
        #expect(run.took >= .seconds(0.9), "took \(run.took)")
    }

    @Test func nothingListeningIsCannotConnectToHost() async throws {
        let run = try await runReal(.refused)

        #expect(run.outcome == .failed(.transport(.cannotConnectToHost)))
    }

    @Test(arguments: [WireCase.emptyReply, .cutMidBody])
    func aDisconnectIsATransportError(_ wireCase: WireCase) async throws {
        let run = try await runReal(wireCase)

        guard case .failed(.transport) = run.outcome else {
            Issue.record("expected a transport error, got \(run.outcome)")
            return
        }
        #expect(run.received.count == wireCase.expectedAttempts)
    }
}
