import KataRunner
import ProductionScenarios

/// `kata repro storm`: 1,000 phones recovering from an outage, on virtual time, without jitter and
/// with full jitter. Each phone runs Production's own client; see `Storm`.
enum RetryStorm {
    /// One row of the histogram.
    static let row: Duration = .seconds(1)
    static let barWidth = 50

    static func run(style: Style = .standard) async -> Int32 {
        let storm = Storm()
        let title = "A retry storm: \(storm.phones) phones recovering from an outage (report 7)"
        print(title)
        print(String(repeating: "=", count: title.count))
        print("""

            At 0 s every phone asks for a profile. The server answers 503 until \(seconds(storm.outage)), then
            recovers. Each phone runs Production's client (0.5 s base, 8 s cap, up to \(storm.attempts)
            attempts, as a background sync would) on its own virtual clock: nothing waits in real
            time. Each row counts the retries that reached the server in that second; "busiest
            100 ms" is the most in any 100 ms of it.

            """)
        let without = await storm.run(ProductionSubjects.client, jitter: false)
        let with = await storm.run(ProductionSubjects.client, jitter: true)
        let scale = max(without.rowTotals.values.max() ?? 1, with.rowTotals.values.max() ?? 1)
        histogram("Without jitter: every phone waits 0.5 s, 1 s, 2 s, 4 s, 8 s… to the millisecond", without, scale: scale, paint: style.red)
        histogram("With full jitter: each wait a random share of 0.5 s, 1 s, 2 s, 4 s, 8 s…", with, scale: scale, paint: style.green)
        print("""
            Busiest 100 ms over the whole storm:         \(pad(without.peak)) without jitter, \(pad(with.peak)) with full jitter
            Busiest 100 ms once the server is back:      \(pad(without.peakAfterRecovery)) without jitter, \(pad(with.peakAfterRecovery)) with full jitter
            Phones that never loaded the profile:        \(pad(without.gaveUp)) without jitter, \(pad(with.gaveUp)) with full jitter

            Without jitter the recovering server meets all \(storm.phones) retries in one 100 ms, and falls over
            again. With full jitter it meets \(ratio(without.peakAfterRecovery, with.peakAfterRecovery)) fewer in its busiest 100 ms. Over the whole storm
            the gain is smaller (\(ratio(without.peak, with.peak))): the first retries can only spread over 0.5 s, five buckets.
            The price: a phone whose random waits all come out short spends its \(storm.attempts) attempts before the
            server is back (\(with.gaveUp) of \(storm.phones) here). The random source is seeded, so these figures are
            the same on every run.
            """)
        let shown = without.peakAfterRecovery >= 10 * max(with.peakAfterRecovery, 1) && without.peak == storm.phones
        print("")
        print(shown ? style.green("Shown: full jitter spreads the wall.") : style.red("NOT shown: jitter did not spread the retries. This is a bug."))
        return shown ? 0 : 1
    }

    private static func histogram(_ title: String, _ result: Storm.Result, scale: Int, paint: (String) -> String) {
        print(title)
        let rows = result.rowTotals
        let last = rows.keys.max() ?? 0
        for index in 0...last {
            let total = rows[index] ?? 0
            let width = total == 0 ? 0 : max(1, total * barWidth / scale)
            let label = "\(index)–\(index + 1) s".padding(toLength: 9, withPad: " ", startingAt: 0)
            let busiest = result.busiestBucket(inRow: index)
            print("  \(label) \(paint(String(repeating: "#", count: width)))\(String(repeating: " ", count: barWidth - width)) \(pad(total))  busiest 100 ms: \(busiest)")
        }
        print("")
    }

    private static func pad(_ number: Int) -> String {
        String(repeating: " ", count: max(0, 4 - "\(number)".count)) + "\(number)"
    }

    private static func ratio(_ without: Int, _ with: Int) -> String {
        guard with > 0 else { return "all" }
        return "\(without / with)× "
            .trimmingCharacters(in: .whitespaces)
    }

    private static func seconds(_ duration: Duration) -> String {
        "\(duration.components.seconds) s"
    }
}

extension Storm.Result {
    /// Retries per histogram row.
    var rowTotals: [Int: Int] {
        retries.reduce(into: [:]) { $0[Int($1 / RetryStorm.row), default: 0] += 1 }
    }

    /// The most retries in one 100 ms of row `index`.
    func busiestBucket(inRow index: Int) -> Int {
        let perRow = Int(RetryStorm.row / Storm.bucket)
        return (index * perRow..<(index + 1) * perRow).map { buckets[$0] ?? 0 }.max() ?? 0
    }
}
