import XCTest

/// The sixteen defects in XCTest: the same scenarios as `DefectTests`, asserted with XCTest.
/// Each case checks Fixed (green) and Broken, where the defect must still show.
final class DefectXCTests: DefectTestCase {
    func testDefect01_searchCrashesTheApp() async { await verify(1) }
    func testDefect02_profileNeverDecodesAvatarURL() async { await verify(2) }
    func testDefect03_dataBangCrashesWhenNoDataComesBack() async { await verify(3) }
    func testDefect04_uiIsUpdatedOffTheMainThread() async { await verify(4) }
    func testDefect05_searchQueryIsNotEncoded() async { await verify(5) }
    func testDefect06_failuresPrintWhoTheUserIs() async { await verify(6) }
    func testDefect07_forgottenUserIDLoadsUserZero() async { await verify(7) }
    func testDefect08_dismissedScreenStaysAlive() async { await verify(8) }
    func testDefect09_spinnerSpinsForever() async { await verify(9) }
    func testDefect10_errorStatusesAreDecodedAsData() async { await verify(10) }
    func testDefect11_offlineAndServerDownLookTheSame() async { await verify(11) }
    func testDefect12_noTimeoutAndNoRetry() async { await verify(12) }
    func testDefect13_oneHardCodedSessionForEveryone() async { await verify(13) }
    func testDefect14_profileAndSearchReadTheSameUserDifferently() async { await verify(14) }
    func testDefect15_eachEndpointHasItsOwnRules() async { await verify(15) }
    func testDefect16_clientIsOpenToMisuse() async { await verify(16) }
}
