import Foundation
import Testing

/// `Production` over the real `URLSession`, against the fixture world on 127.0.0.1.
@Suite("Production over the real URLSession")
struct ProductionIntegrationTests {
    private func runReal(_ flow: ProductionFlow) async throws -> ProductionFlow.Run {
        try #require(try await flow.runReal(), "\(flow.name): no outcome within 10 s")
    }

    @Test func aFourTwentyNineIsWaitedOutAsItsRetryAfterSays() async throws {
        let run = try await runReal(.rateLimited)
        #expect(run.outcome == "Ada")
        #expect(run.waits == [.seconds(2)])
        #expect(run.received == ["GET /users/1 Bearer access-1", "GET /users/1 Bearer access-1"])
    }

    @Test func aTwoOhFourIsASuccessWithNothingToDecode() async throws {
        let run = try await runReal(.noContent)
        #expect(run.outcome == "deleted")
        #expect(run.received == ["DELETE /users/me/avatar Bearer access-1"])
    }

    @Test func aRenameAnsweredTwoOhFourIsASuccessWithNoUserToDecode() async throws {
        let run = try await runReal(.renamedNoContent)
        #expect(run.outcome == "renamed, no copy")
        #expect(run.nameOfUser1 == "Ada Lovelace")
        #expect(run.received == ["PATCH /users/me Bearer access-1"])
    }

    @Test func aMessageWhoseResponseWasDroppedIsRetriedWithItsKeyAndStoredOnce() async throws {
        let run = try await runReal(.droppedMessage)
        #expect(run.outcome == "m1: See you at 5")
        #expect(run.messagesStored == 1)
        #expect(run.received.count == 2)
        #expect(run.received == ["POST /messages Bearer access-1 key-1", "POST /messages Bearer access-1 key-1"])
    }

    /// The transport must not send a write again by itself on a stale connection: the server
    /// reads the rename once, and the call reports the lost answer at once, not at the attempt's
    /// 5 s timeout.
    @Test func aRenameWithoutAKeyDroppedOnAKeptAliveConnectionReachesTheServerOnce() async throws {
        let flow = ProductionFlow.droppedRenameOnAKeptAliveConnection
        let bound = Bounds.onThisRun(.seconds(3))
        let run = try #require(try await flow.runReal(within: bound), "\(flow.name): still running after \(bound)")
        #expect(run.outcome == flow.expected)
        #expect(run.received == ["GET /users/1 Bearer access-1", "PATCH /users/me Bearer access-1"])
    }

    /// With its key, the lost answer is retried by the client's policy, once, well before the
    /// attempt's 5 s timeout (within a second here; 3 s leaves room for a loaded machine).
    @Test func aMessageWithItsKeyDroppedOnAKeptAliveConnectionIsSentTwiceWithOneKey() async throws {
        let flow = ProductionFlow.droppedMessageOnAKeptAliveConnection
        let bound = Bounds.onThisRun(.seconds(3))
        let run = try #require(try await flow.runReal(within: bound), "\(flow.name): still running after \(bound)")
        #expect(run.outcome == "Ada, then m1: See you at 5")
        #expect(run.messagesStored == 1)
        #expect(run.received == ["GET /users/1 Bearer access-1", "POST /messages Bearer access-1 key-1", "POST /messages Bearer access-1 key-1"])
    }

    @Test func fiveScreensWithAnExpiredTokenMakeOneRefresh() async throws {
        let run = try await runReal(.refresh)
        #expect(run.outcome == "Ada, Ada, Ada, Bob, Cy")
        #expect(run.refreshes == [1, 0])
        #expect(run.received.filter { $0.hasPrefix("POST /auth/refresh") } == ["POST /auth/refresh"])
        #expect(run.received.filter { $0.hasSuffix("Bearer access-2") }.count == 5)
    }

    @Test func followersArriveAPageAtATimeEachCursorOnce() async throws {
        let run = try await runReal(.followers)
        #expect(run.outcome == ProductionFlow.followers.expected)
        #expect(run.received == [
            "GET /users/1/followers Bearer access-1",
            "GET /users/1/followers?cursor=c2 Bearer access-1",
            "GET /users/1/followers?cursor=c4 Bearer access-1",
        ])
    }
}

/// The in-memory world tells the truth: each flow ends the same way, with the same requests
/// read by the server, whether it runs over a socket or not.
@Suite("Contract: InMemoryServer and the real URLSession agree on Production's flows")
struct ProductionContractTests {
    @Test(arguments: ProductionFlow.all)
    func inMemoryAndRealGiveTheSameRun(_ flow: ProductionFlow) async throws {
        let fake = await flow.runInMemory()
        let real = try #require(try await flow.runReal(), "\(flow.name): no real outcome within 10 s")
        #expect(fake == real)
        // Both equal to what the flow promises, so they cannot agree on something wrong.
        #expect(fake.outcome == flow.expected)
    }
}
