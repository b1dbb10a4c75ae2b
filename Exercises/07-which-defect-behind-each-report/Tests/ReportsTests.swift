import Testing

@Suite struct ReportsTests {
    @Test func report1() throws {
        #expect(try defectsBehindReport1() == [9], "Which path returns without calling completion?")
    }

    @Test func report2() throws {
        #expect(try defectsBehindReport2() == [1, 10], "What lets a 500 reach the decoder, and what traps there?")
    }

    @Test func report3() throws {
        #expect(try defectsBehindReport3() == [4], "Which queue sets the label?")
    }
}
