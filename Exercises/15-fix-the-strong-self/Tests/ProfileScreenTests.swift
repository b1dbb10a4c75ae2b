import Testing

@MainActor @Suite struct ProfileScreenTests {
    @Test func theScreenGoesAwayWhileItsRequestIsInFlight() throws {
        var pending: [@MainActor (String) -> Void] = []
        var screen: ProfileScreen? = ProfileScreen()
        weak var watched: ProfileScreen?
        watched = screen
        try screen?.load { pending.append($0) }
        screen = nil
        #expect(watched == nil, "Defect 8: the request in flight keeps the dismissed screen alive")
        for answer in pending { answer("Ada") }  // The late answer finds no screen, and that is fine.
    }

    @Test func aScreenStillShownGetsTheName() throws {
        let screen = ProfileScreen()
        try screen.load { $0("Ada") }
        #expect(screen.nameLabel.text == "Ada")
    }
}
