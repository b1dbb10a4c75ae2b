// Grade 3 · Rewrite, step 3: how the defect cases drive your screen. Part of the tests.
import DefectScenarios
import ExerciseSupport
// Only the client from Fixed: Fixed has a ProfileViewController of its own, and yours is the
// one under test.
import class Fixed.APIClient
import KataTestSupport

/// Your screen, as the defect suite's screen scenarios see it: made with a client over a
/// `FakeTransport`, with a retry delay of 1 s and a sleep that only writes the waits down.
/// Only the screen is yours here, so only `withProfileScreen` is; the calls without a screen are
/// not part of this exercise.
struct ScreenSubject: Subject {
    let name = "your screen"

    var sources: SourceSet {
        SourceSet(files: [ExerciseCode.file("ProfileViewController.swift", testFile: #filePath)], module: "YourScreen")
    }

    func withProfileScreen<Result: Sendable>(
        userID: Int?, replies: [Reply], _ body: @Sendable (ProfileScreenRig) async -> Result
    ) async -> Result {
        let fake = FakeTransport(replies: replies)
        let client = APIClient(transport: fake.transport, retryDelay: .seconds(1), sleep: WaitLog().sleep)
        // A correct screen sends its request and reacts in milliseconds. Every wait is capped,
        // so a screen that never sends one is red well within `kata check`'s 30 s.
        let limit = Self.reactionTime
        return await body(ProfileScreenRig(
            makeScreen: {
                let screen = ProfileViewController(client: client)
                screen.userID = userID
                return ProfileScreen(controller: screen, label: screen.nameLabel, spinner: screen.spinner)
            },
            reactionTime: limit,
            waitForRequests: { await fake.waitForRequests($0, within: min($1, limit)) },
            waitForAnswers: { await fake.waitForAnswers($0, within: min($1, limit)) },
            waitForCancellation: { await fake.waitForCancellation(within: min($0, limit)) },
            releaseHeldReplies: { await fake.releaseHeldReplies() },
            requests: { await fake.requests }))
    }

    /// How long the screen gets to send its request, to react to its answer, or to being left.
    static let reactionTime: Duration = .seconds(2)

    func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> { Self.notHere() }
    func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> { Self.notHere() }
    func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        (Self.notHere(), Self.notHere())
    }

    private static func notHere<Value>() -> Call<Value> {
        Call(outcome: .failed(.other("not part of this exercise: only the screen is")), requests: [])
    }
}
