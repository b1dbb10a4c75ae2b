import Testing

@Suite struct ProfileRequestTests {
    @Test func noIDMeansNoRequest() {
        #expect(throws: ProfileError.noUserID) { try profilePath(for: nil) }
    }

    @Test func anIDIsRequested() throws {
        #expect(try profilePath(for: 42) == "/users/42")
        #expect(try profilePath(for: 0) == "/users/0", "0 is a valid id when someone chose it")
    }
}
