import Foundation
import KataUtilities

/// A random source that plays a script: the fractions it was given, in order, the last one
/// repeating. With `[1]` there is no jitter at all: every delay is its ceiling. (It is
/// `Production`'s `RandomSource` where the production scenarios say so: `Fakes+Production.swift`.)
public final class ScriptedRandom: Sendable {
    private let state: Locked<(script: [Double], draws: Int)>

    public convenience init(_ fractions: Double...) {
        self.init(script: fractions)
    }

    /// - Parameter script: the fractions; an empty script is read as `[0.5]`.
    public init(script: [Double]) {
        state = Locked((script.isEmpty ? [0.5] : script, 0))
    }

    /// How many fractions have been drawn.
    public var draws: Int { state.withLock { $0.draws } }

    public func nextFraction() -> Double {
        state.withLock { state in
            state.draws += 1
            return state.script.count > 1 ? state.script.removeFirst() : state.script[0]
        }
    }
}

/// A seeded generator (SplitMix64): "random", and the same numbers on every run and platform,
/// so a figure computed from it is the same figure every time.
public final class SeededRandom: Sendable {
    private let state: Locked<UInt64>

    public init(seed: UInt64) {
        state = Locked(seed)
    }

    public func nextFraction() -> Double {
        let bits = state.withLock { state -> UInt64 in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        // The top 53 bits, as a Double in 0...1.
        return Double(bits >> 11) / Double((1 << 53) - 1)
    }
}

/// "Now", fixed: for code that reads the wall-clock time.
public struct FixedNow: Sendable {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    /// 21 October 2015, 07:28:00 GMT: far enough from any real "now" that code reading the
    /// system clock instead of the injected one gets a visibly wrong answer.
    public static let backToTheFuture = FixedNow(Date(timeIntervalSince1970: 1_445_412_480))

    /// This time as a "now" closure.
    public var now: @Sendable () -> Date {
        { [date] in date }
    }
}
