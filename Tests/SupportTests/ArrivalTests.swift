import Dispatch
import KataTestSupport
import Testing
import KataUtilities

@Suite("Arrival: waits with a deadline")
struct ArrivalTests {
    @Test func handsOverAValueDeliveredBeforeTheWait() async {
        let arrival = Arrival<Int>()
        arrival.deliver(1)

        #expect(await arrival.value(within: .seconds(1)) == 1)
    }

    @Test func handsOverAValueDeliveredFromAnotherThreadDuringTheWait() async {
        let arrival = Arrival<Int>()
        DispatchQueue.global().async { arrival.deliver(2) }

        #expect(await arrival.value(within: .seconds(1)) == 2)
    }

    @Test func keepsOnlyTheFirstDelivery() async {
        let arrival = Arrival<Int>()
        arrival.deliver(1)
        arrival.deliver(2)

        #expect(await arrival.value(within: .seconds(1)) == 1)
    }

    @Test func givesNilWhenNothingArrivesBeforeTheDeadline() async {
        let arrival = Arrival<Int>()

        #expect(await arrival.value(within: .milliseconds(20)) == nil)
    }
}

@Suite("Tally: a count to wait on")
struct TallyTests {
    @Test func aCountAlreadyReachedNeedsNoWait() async {
        let tally = Tally()
        tally.increment()

        #expect(await tally.wait(forAtLeast: 1, within: .seconds(1)))
    }

    @Test func aCountReachedFromAnotherThreadEndsTheWait() async {
        let tally = Tally()
        DispatchQueue.global().async {
            tally.increment()
            tally.increment()
        }

        #expect(await tally.wait(forAtLeast: 2, within: .seconds(1)))
        #expect(tally.count == 2)
    }

    @Test func aCountNotReachedGivesUpAtTheDeadline() async {
        let tally = Tally()
        tally.increment()

        #expect(await tally.wait(forAtLeast: 2, within: .milliseconds(20)) == false)
    }
}

@Suite("eitherHappens: two paths, one answer")
struct EitherHappensTests {
    // A path that never answers waits 30 s, and the answer must come within 15 s. The gap is
    // wide because a newly started task can wait its turn: with every suite running at once, a
    // task in these tests has waited 1.5 s before its first step, and 3.5 to 4.4 s under the
    // thread sanitizer (measured on 2 cores).
    private static let never: Duration = .seconds(30)
    private static let answeredWithin: Duration = .seconds(15)

    @Test func yesAsSoonAsOneSaysYesEvenIfTheOtherNeverAnswers() async {
        let never = Arrival<Bool>()
        let started = ContinuousClock.now

        #expect(await eitherHappens(within: Self.never, { await never.value(within: Self.never) ?? false }, { true }))
        #expect(ContinuousClock.now - started < Self.answeredWithin)
    }

    @Test func noOnceBothSayNo() async {
        let started = ContinuousClock.now

        #expect(await eitherHappens(within: Self.never, { false }, { false }) == false)
        #expect(ContinuousClock.now - started < Self.answeredWithin)
    }

    @Test func noAfterTheLimitWhenNeitherAnswers() async {
        let never = Arrival<Bool>()
        let wait: @Sendable () async -> Bool = { await never.value(within: Self.never) ?? false }
        let started = ContinuousClock.now

        #expect(await eitherHappens(within: .milliseconds(20), wait, wait) == false)
        #expect(ContinuousClock.now - started < Self.answeredWithin)
    }
}
