/// Exponential backoff with full jitter: 0.5 s base, 8 s cap, the cap before the jitter.
public enum BackoffScenarios {
    public static let all: [Scenario<BackoffFunction>] = [ceilings, fullJitter, capThenJitter]

    /// Red for: no cap: the sixth retry waits 16 s, the tenth over 4 minutes
    /// Red for: a fixed wait
    static let ceilings = Scenario<BackoffFunction>(
        "backoff.ceilings", .backoff, "at the top of its range the wait doubles from 0.5 s and stops at 8 s"
    ) { backoff in
        let waits = (0...6).map { backoff($0, 1) }
        let expected: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8), .seconds(8)]
        return [Check(waits == expected, "With the random fraction at 1, retries 1 to 7 waited \(waits.text); the chapter's schedule is \(expected.text)")]
    }

    /// Red for: no jitter: a thousand phones that failed together retry together, on the same millisecond
    /// Red for: a little jitter added on top: the retries still arrive in one wave
    static let fullJitter = Scenario<BackoffFunction>(
        "backoff.full-jitter", .backoff, "the wait is a random share of its ceiling, all the way down to zero"
    ) { backoff in
        let atZero = (0...6).map { backoff($0, 0) }
        let atOne = (0...6).map { backoff($0, 1) }
        let atHalf = (0...3).map { backoff($0, 0.5) }
        let half: [Duration] = [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2)]
        let crowd = atZero == atOne ? ", as at 1: phones that failed together retry together, whatever each drew." : "."
        return [
            Check(atZero.allSatisfy { $0 == .zero }, "With the random fraction at 0, the waits were \(atZero.text)\(crowd) Full jitter spreads retries from zero up to the ceiling"),
            Check(atHalf == half, "With the random fraction at 0.5, retries 1 to 4 waited \(atHalf.text); half of each ceiling is \(half.text)"),
        ]
    }

    /// Red for: jitter applied before the cap, min(8 s, random × 16 s): half of all late retries land exactly on 8 s
    static let capThenJitter = Scenario<BackoffFunction>(
        "backoff.cap-then-jitter", .backoff, "the cap is applied first, then the jitter"
    ) { backoff in
        let wait = backoff(5, 0.25)
        return [Check(wait == .seconds(2), "The sixth retry (ceiling min(8 s, 0.5 s × 2⁵) = 8 s) with the random fraction at 0.25 waited \(wait.text); it must be 2 s, a quarter of the capped ceiling")]
    }
}
