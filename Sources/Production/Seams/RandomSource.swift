/// Where the jitter comes from. The app uses the system's generator; tests pass a scripted or a
/// seeded source, so the "random" delays are the same on every run.
public protocol RandomSource: Sendable {
    /// A number from 0 to 1, both included, evenly spread.
    func nextFraction() -> Double
}

/// The system's random number generator.
public struct SystemRandom: RandomSource {
    public init() {}

    public func nextFraction() -> Double {
        Double.random(in: 0...1)
    }
}
