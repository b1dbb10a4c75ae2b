import Foundation
import KataTestSupport
import Production
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A thousand phones and one outage, on virtual time: each phone runs a real client against a
/// server that answers 503 for the first ten seconds, and every retry is timed as it reaches the
/// server. Each phone has its own clock that moves as it sleeps, so the run takes no real time,
/// and the random source is seeded, so its figures are the same on every run.
public struct Storm: Sendable {
    public var phones = 1000
    /// How long the server answers 503.
    public var outage: Duration = .seconds(10)
    /// Attempts in all per phone: a background sync keeps trying longer than a screen would.
    public var attempts = 10
    public var seed: UInt64 = 2015
    /// The width of one bar of the histogram.
    public static let bucket: Duration = .milliseconds(100)

    public init() {}

    /// What reached the server.
    public struct Result: Sendable {
        /// When each retry arrived (first attempts, all at 0 s, left out).
        public let retries: [Duration]
        /// Phones that never loaded the profile: their attempts ran out before the server came back,
        /// or its answer was refused.
        public let gaveUp: Int
        public let outage: Duration

        /// How many retries arrived in each 100 ms, by bucket index.
        public var buckets: [Int: Int] {
            retries.reduce(into: [:]) { $0[Storm.bucketIndex($1), default: 0] += 1 }
        }

        /// The busiest 100 ms of the whole storm.
        public var peak: Int { buckets.values.max() ?? 0 }

        /// The busiest 100 ms once the server is back: the wall it meets as it recovers.
        public var peakAfterRecovery: Int {
            buckets.filter { $0.key >= Storm.bucketIndex(outage) }.values.max() ?? 0
        }
    }

    /// Runs the storm with clients from `factory`; `jitter: false` gives every phone the same
    /// random number, which is what no jitter amounts to: identical waits.
    public func run(_ factory: ClientFactory, jitter: Bool) async -> Result {
        let random: any RandomSource = jitter ? SeededRandom(seed: seed) : ScriptedRandom(1)
        var retries: [Duration] = []
        var gaveUp = 0
        for _ in 0..<phones {
            // On a clock that moves by itself a phone's call need never suspend: without a yield
            // the storm would hold its thread for the whole run, and other tests' tasks would wait.
            await Task.yield()
            let phone = await runPhone(factory, random: random)
            retries += phone.arrivals.dropFirst()
            if !phone.succeeded { gaveUp += 1 }
        }
        return Result(retries: retries, gaveUp: gaveUp, outage: outage)
    }

    private func runPhone(_ factory: ClientFactory, random: any RandomSource) async -> (arrivals: [Duration], succeeded: Bool) {
        let clock = ManualClock(advancesByItself: true)
        let arrivals = Locked<[Duration]>([])
        let outage = self.outage
        var configuration = APIClient.Configuration(transport: { request in
            let now = clock.elapsed
            arrivals.withLock { $0.append(now) }
            let status = now < outage ? 503 : 200
            let body = status == 200 ? Fixture.adaJSON : ""
            // The recovered server's answer is a profile, labelled as JSON, as the real one's is.
            let headers = status == 200 ? ["Content-Type": "application/json"] : [:]
            return (Data(body.utf8), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!)
        })
        configuration.clock = clock
        configuration.random = random
        configuration.now = clock.wallClock(startingAt: FixedNow.backToTheFuture.date)
        configuration.policy = RetryPolicy(maxAttempts: attempts, deadline: nil)
        let seams = ClientSeams(configuration, log: { _ in })
        let client = factory(seams)
        let succeeded = (try? await client.fetchUser(id: 1)) != nil
        return (arrivals.withLock { $0 }, succeeded)
    }

    static func bucketIndex(_ time: Duration) -> Int {
        Int(time / bucket)
    }
}

/// The storm as a scenario: with full jitter, the recovering server meets at least ten times fewer
/// retries in its busiest 100 ms than without.
public enum StormScenarios {
    public static let all: [Scenario<ClientFactory>] = [spreadsTheWall]

    /// Red for: no jitter: every phone waits the same 0.5 s, 1 s, 2 s…, and all 1,000 retries land in the same 100 ms
    /// Red for: jitter that ignores the injected random source (the figure would change from run to run)
    static let spreadsTheWall = Scenario<ClientFactory>(
        "storm.thousand-phones", .storm, "1,000 phones failing together spread their retries: a tenth of the wall, or less, meets the recovering server"
    ) { factory in
        let storm = Storm()
        let without = await storm.run(factory, jitter: false)
        let with = await storm.run(factory, jitter: true)
        return [
            Check(without.peak == storm.phones,
                  "Without jitter, the busiest 100 ms held \(without.peak) retries; identical waits should put all \(storm.phones) phones in one 100 ms (is the client using the injected random source?)"),
            Check(with.peakAfterRecovery * 10 <= without.peakAfterRecovery && with.peakAfterRecovery > 0,
                  "Once the server was back, its busiest 100 ms held \(with.peakAfterRecovery) retries with jitter and \(without.peakAfterRecovery) without: jitter must cut the wall at least tenfold"),
            // Without jitter every phone's waits add up to 47.5 s, well past the outage; with full
            // jitter a few unlucky phones draw short waits every time and spend their attempts
            // early (7 of 1,000 with this seed). All 1,000 failing means the answer was refused.
            Check(without.gaveUp == 0 && with.gaveUp <= storm.phones / 50,
                  "\(without.gaveUp) phones without jitter and \(with.gaveUp) with it never loaded the profile: with \(storm.attempts) attempts, all of them without jitter and all but a few with it must get the recovered server's answer"),
            Check(with.peak * 3 <= without.peak,
                  "Over the whole storm the busiest 100 ms held \(with.peak) retries with jitter and \(without.peak) without: jitter must spread them (the first 0.5 s window is only five buckets wide, so about 3× is the most full jitter can do there)"),
        ]
    }
}
