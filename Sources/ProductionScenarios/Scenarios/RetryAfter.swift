import Foundation
import KataTestSupport

/// `Retry-After`, in seconds or as an HTTP date.
public enum RetryAfterScenarios {
    public static let all: [Scenario<RetryAfterReader>] = [seconds, httpDate, pastAndGarbage]

    static var now: Date { FixedNow.backToTheFuture.date }

    static let seconds = Scenario<RetryAfterReader>(
        "retry-after.reads-seconds", .retryAfter, "seconds, whatever the case of the header's name",
        refuses: ["allHeaderFields[\"Retry-After\"]: a case-sensitive lookup in a Swift dictionary misses retry-after, as HTTP/2 servers send it"]
    ) { read in
        ["Retry-After", "retry-after", "RETRY-AFTER"].map { name in
            let wait = read([name: "7", "Content-Type": "application/json"], now)
            return Check(wait == .seconds(7), "The server sent \"\(name): 7\" and the client read \(wait?.text ?? "no wait at all"): it must wait 7 s")
        }
    }

    static let httpDate = Scenario<RetryAfterReader>(
        "retry-after.reads-http-date", .retryAfter, "an HTTP date, measured from the injected now",
        refuses: ["Date() instead of the injected now: the wait depends on the day the test runs", "ignoring the date form"]
    ) { read in
        ["Wed, 21 Oct 2015 07:28:12 GMT", "Wednesday, 21-Oct-15 07:28:12 GMT", "Wed Oct 21 07:28:12 2015"].map { date in
            let wait = read(["Retry-After": date], now)
            return Check(wait == .seconds(12), "At 07:28:00 GMT on 21 October 2015 the server said to come back at \"\(date)\", and the client read \(wait?.text ?? "no wait"): it must wait 12 s")
        }
    }

    static let pastAndGarbage = Scenario<RetryAfterReader>(
        "retry-after.reads-past-and-garbage", .retryAfter, "a past date means now; an unreadable value means our own backoff",
        refuses: ["a negative wait for a past date", "reading garbage as 0, which makes every phone retry at once"]
    ) { read in
        let past = read(["Retry-After": "Wed, 21 Oct 2015 07:27:00 GMT"], now)
        let checks = ["soon", "-5", "1.5", "", "12abc"].map { value in
            let wait = read(["Retry-After": value], now)
            return Check(wait == nil, "The server sent \"Retry-After: \(value)\" and the client read \(wait?.text ?? "nothing"): an unreadable value must read as none, so the client falls back to its own backoff")
        }
        return [Check(past == .zero, "A Retry-After date one minute in the past read as \(past?.text ?? "nothing"): it must be 0 s (retry now)")] + checks
    }
}
