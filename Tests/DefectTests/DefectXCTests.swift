import XCTest

/// The sixteen defects in XCTest: the same scenarios as `DefectTests`, asserted with XCTest, one
/// case per defect, as the design card asks. Each case checks Fixed (green) and Broken, where the
/// defect must still show; its messages take the defect's title from `Defects.all`. A case for
/// each defect there, and none other, is checked by `XCTestCasesTests`.
final class DefectXCTests: DefectTestCase {
    func testDefect01() async { await verify(1) }
    func testDefect02() async { await verify(2) }
    func testDefect03() async { await verify(3) }
    func testDefect04() async { await verify(4) }
    func testDefect05() async { await verify(5) }
    func testDefect06() async { await verify(6) }
    func testDefect07() async { await verify(7) }
    func testDefect08() async { await verify(8) }
    func testDefect09() async { await verify(9) }
    func testDefect10() async { await verify(10) }
    func testDefect11() async { await verify(11) }
    func testDefect12() async { await verify(12) }
    func testDefect13() async { await verify(13) }
    func testDefect14() async { await verify(14) }
    func testDefect15() async { await verify(15) }
    func testDefect16() async { await verify(16) }
}
