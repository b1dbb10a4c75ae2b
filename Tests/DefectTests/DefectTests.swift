import DefectScenarios
import DefectTesting
import Testing

/// The sixteen defects in Swift Testing: each case runs its scenario against Fixed (green) and
/// against Broken, where the defect must still show (a known issue). `KATA_RED=1` drops the
/// known-issue wrapper to show the real red. The suite ends with one line saying how it went.
@Suite("The sixteen defects, Swift Testing", DefectSummary(tally, realRed: Defects.showRealRed))
struct DefectTests {
    @Test("Defect 1 — search crashes the app") func verifiesDefect01() async { await verify(1) }
    @Test("Defect 2 — the profile never decodes avatar_url") func verifiesDefect02() async { await verify(2) }
    @Test("Defect 3 — data! crashes when no data comes back") func verifiesDefect03() async { await verify(3) }
    @Test("Defect 4 — the UI is updated off the main thread") func verifiesDefect04() async { await verify(4) }
    @Test("Defect 5 — the search query is not encoded") func verifiesDefect05() async { await verify(5) }
    @Test("Defect 6 — failures print who the user is") func verifiesDefect06() async { await verify(6) }
    @Test("Defect 7 — a forgotten user id loads user 0") func verifiesDefect07() async { await verify(7) }
    @Test("Defect 8 — a dismissed screen stays alive") func verifiesDefect08() async { await verify(8) }
    @Test("Defect 9 — the spinner spins forever") func verifiesDefect09() async { await verify(9) }
    @Test("Defect 10 — error statuses are decoded as data") func verifiesDefect10() async { await verify(10) }
    @Test("Defect 11 — offline and server down look the same") func verifiesDefect11() async { await verify(11) }
    @Test("Defect 12 — no timeout and no retry") func verifiesDefect12() async { await verify(12) }
    @Test("Defect 13 — one hard-coded session for everyone") func verifiesDefect13() async { await verify(13) }
    @Test("Defect 14 — profile and search read the same user differently") func verifiesDefect14() async { await verify(14) }
    @Test("Defect 15 — each endpoint has its own rules") func verifiesDefect15() async { await verify(15) }
    @Test("Defect 16 — the client is open to misuse") func verifiesDefect16() async { await verify(16) }
}
