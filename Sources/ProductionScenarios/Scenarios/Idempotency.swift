import Foundation
import KataTestSupport
import Production
import KataUtilities

/// A message sent twice: a POST retried after a lost response.
public enum IdempotencyScenarios {
    public static let all: [Scenario<ClientFactory>] = [lostResponse, unkeyedWrite, keyPerMessage]

    /// Red for: a key created inside the retry loop: each attempt a new key, so the server stores the message twice
    /// Red for: no key: the message is never retried, or retried blind
    static let lostResponse = Scenario<ClientFactory>(
        "idempotency.lost-response", .idempotencyKeys, "a message whose answer was lost is retried with the same key, and sent once"
    ) { factory in
        let rig = Rig()
        let stored = Locked<[String: String]>([:])
        let attempts = Locked(0)
        rig.server.on("POST", "/messages") { request in
            let key = request.header("Idempotency-Key") ?? "none \(UUID())"
            let id = stored.withLock { stored in
                if let id = stored[key] { return id }
                stored[key] = "m\(stored.count + 1)"
                return "m\(stored.count)"
            }
            // The first time, the server does the work and the connection drops before the answer.
            if attempts.withLock({ $0 += 1; return $0 }) == 1 { return .failure(.networkConnectionLost) }
            return .http(201, #"{"id": "\#(id)", "to": 2, "text": "See you at 5"}"#)
        }
        let client = factory(rig.seams())
        let call = Started { try await client.sendMessage("See you at 5", to: 2) }
        _ = await rig.wakeNextSleeper()
        let ended = await call.end()
        let keys = rig.server.received("POST", "/messages").map { $0.header("Idempotency-Key") ?? "none" }
        return [
            Check(ended.value?.id == "m1", "The first answer was lost, the second was 201: the call \(ended); it must return m1, the one message the server stored"),
            Check(stored.withLock { $0.count } == 1,
                  "The server stored the message \(stored.withLock { $0.count }) times: the attempts carried the keys \(keys), and a retry must carry the first attempt's key"),
            Check(keys.count == 2 && rig.keysMade.count == 1 && Set(keys) == Set(rig.keysMade),
                  "The attempts carried \(keys), and the injected key maker was asked for \(rig.keysMade): one key per message, from the injected maker, on every attempt"),
        ]
    }

    /// Red for: retrying every method after a lost response: a write without a key may already have happened
    static let unkeyedWrite = Scenario<ClientFactory>(
        "idempotency.unkeyed-write", .idempotencyKeys, "a PATCH whose answer was lost is not sent again"
    ) { factory in
        // A clock that moves by itself: a client that wrongly waits to retry does retry, and the
        // server counts it, rather than the call hanging on a wait nobody ends.
        let rig = Rig(clock: ManualClock(advancesByItself: true))
        rig.server.on("PATCH", "/users/me", reply: .failure(.networkConnectionLost))
        let client = factory(rig.seams())
        let ended = await AsyncCall.outcome { try await client.updateName("Ada Lovelace") }
        return [
            Check(ended.failure == .transport(.networkConnectionLost), "The connection dropped during the rename: the call \(ended); it must report the lost connection"),
            Check(rig.server.received.count == 1, "The server saw the rename \(rig.server.received.count) times: without a key a lost write is reported, not repeated"),
        ]
    }

    /// Red for: one key for the client's lifetime: the server takes the second message for a retry of the first, and drops it
    static let keyPerMessage = Scenario<ClientFactory>(
        "idempotency.key-per-message", .idempotencyKeys, "each new message gets a new key"
    ) { factory in
        let rig = Rig()
        rig.server.on("POST", "/messages", reply: .http(201, #"{"id": "m1", "to": 2, "text": "Hi"}"#))
        let client = factory(rig.seams())
        _ = await AsyncCall.outcome { try await client.sendMessage("Hi", to: 2) }
        _ = await AsyncCall.outcome { try await client.sendMessage("Hi again", to: 2) }
        let keys = rig.server.received("POST", "/messages").map { $0.header("Idempotency-Key") ?? "none" }
        return [Check(keys.count == 2 && Set(keys).count == 2 && !keys.contains("none"),
                      "Two different messages carried the keys \(keys): each message needs its own, or the server drops the second as a repeat")]
    }
}
