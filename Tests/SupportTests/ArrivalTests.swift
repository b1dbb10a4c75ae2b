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
    @Test func yesAsSoonAsOneSaysYesEvenIfTheOtherNeverAnswers() async {
        let never = Arrival<Bool>()
        let started = ContinuousClock.now

        #expect(await eitherHappens(within: .seconds(5), { await never.value(within: .seconds(5)) ?? false }, { true }))
        #expect(ContinuousClock.now - started < .seconds(4))
    }

    @Test func noOnceBothSayNo() async {
        #expect(await eitherHappens(within: .seconds(5), { false }, { false }) == false)
    }

    @Test func noAfterTheLimitWhenNeitherAnswers() async {
        let never = Arrival<Bool>()
        let wait: @Sendable () async -> Bool = { await never.value(within: .seconds(5)) ?? false }
        let started = ContinuousClock.now

        #expect(await eitherHappens(within: .milliseconds(20), wait, wait) == false)
        #expect(ContinuousClock.now - started < .seconds(4))
    }
}
