import Foundation
import Testing

@testable import KataRunner

/// Grade 5's two clients: the misreadings added from the blind tuning reviews
/// (Tests/KataTests/BlindClientReviews), each in wordings other than the review's, beside the right
/// statement it must not be mistaken for; the claims about none of the defects; and the tuning
/// set's verdicts. In-process and file-only: fast. The held-out set is never read here.
@Suite struct ClientMisreadingTests {
    static let root = ReviewExerciseTests.root
    static let signals = [
        "blog": Result { try Signals.load(fromRoot: root, path: "docs/reviews/blog-client.signals.json") },
        "actor": Result { try Signals.load(fromRoot: root, path: "docs/reviews/actor-client.signals.json") },
    ]
    static let catalog = Result { try Catalog.load(from: Layout(root: root)) }
    static let exercise = ["blog": "43", "actor": "44"]

    static func outcome(_ text: String, _ client: String) throws -> ReviewOutcome {
        let review = try #require(try catalog.get().find(exercise[client] ?? "").review)
        return ReviewOutcome(scoring: text, against: try #require(signals[client]).get(), for: review)
    }

    /// Defect 0 is a claim about none of the defects (the file's top-level `wrong`).
    @Test("A misreading in other words is wrong, and credits nothing", arguments: [
        // The completion's queue (blog 2): the shared session does not call back on main.
        ("blog", 2, "URLSession.shared calls its completion handlers on the main queue, so the UI can be updated straight from them."),
        ("blog", 2, "The callback already comes back on the main thread, so there is nothing to dispatch."),
        ("blog", 2, "dataTask's completion handler is invoked on the main thread by default, which keeps the views simple."),
        ("blog", 2, "Threading is fine: the shared session's delegate queue is the main queue."),
        // No timeout is not forever (blog 5, actor 7): the default is 60 s.
        ("blog", 5, "With no timeout, a request on a dead network waits indefinitely for an answer."),
        ("blog", 5, "The request never times out, so a bad connection leaves the user stuck."),
        ("blog", 5, "Without timeoutInterval the call can hang forever and the spinner never stops."),
        ("blog", 5, "No timeout means an infinite spinner on a dropped connection."),
        ("actor", 7, "Without a timeout the request can hang forever on a dead connection."),
        ("actor", 7, "send never times out, so a lost connection spins the screen until the user kills the app."),
        ("actor", 7, "A dropped connection means an endless spinner, since nothing sets a timeout."),
        // Nothing cancels a task nobody holds (blog 4).
        ("blog", 4, "ARC cancels the data task once nothing references it, so the screen is safe."),
        ("blog", 4, "The discarded task is cancelled automatically when it goes out of scope."),
        ("blog", 4, "Dropping the last reference to the task cancels the request, which is what we want."),
        ("blog", 4, "Since nobody keeps the task, it is deallocated as soon as request returns."),
        // A retain cycle that is not there (blog: the handler uses only completion; actor: no closures).
        ("blog", 0, "The completion closure holds a strong reference to self, so the client leaks."),
        ("blog", 0, "There's a retain cycle between the session, the task and APIClient."),
        ("blog", 0, "request needs [weak self] in the dataTask handler."),
        ("blog", 0, "The client can never be deallocated while a request is in flight."),
        ("actor", 0, "APIClient holds the session and the session holds the client: a retain cycle."),
        ("actor", 0, "The actor leaks because send captures self strongly."),
        ("actor", 0, "You'll want [weak self] somewhere in send to avoid a leak."),
        // What makes a URL nil (blog: no value does; actor 5: no path or query value does).
        ("blog", 0, "A parameter value with a space makes urlComponents.url nil, so the request fails with invalidURL."),
        ("blog", 0, "urlComponents.url returns nil when a query value contains & or spaces."),
        ("blog", 0, "invalidURL fires for any query value with special characters in it."),
        ("actor", 5, "A path containing a space makes comps.url return nil and the app crashes."),
        ("actor", 5, "comps.url is nil for a path with spaces, so the force unwrap traps."),
        ("actor", 5, "Any endpoint whose path has a space or an accent crashes the app."),
        ("actor", 5, "The unwraps crash on ordinary input: paths come from callers, so this is reachable today."),
        // Cancellation (actor 3): the async data(for:) honours it.
        ("actor", 3, "URLSession's async data(for:) isn't cancellation-aware, so the request keeps running."),
        ("actor", 3, "Cancelling the calling Task does not stop the network request."),
        ("actor", 3, "data(for:) ignores Swift cancellation; you have to wrap it in withTaskCancellationHandler."),
        ("actor", 3, "The request carries on even after the task is cancelled, wasting the user's data."),
        // Reentrancy (actor 6): an actor does not serialise requests across an await.
        ("actor", 6, "Only one request can be in flight at a time because APIClient is an actor."),
        ("actor", 6, "While one send awaits the network the actor is blocked until the server answers."),
        ("actor", 6, "Every other request waits for the previous one, because the client is an actor."),
        ("actor", 6, "Requests go out one after another: the actor processes them sequentially."),
        ("actor", 6, "Because it's an actor, the client handles one request at a time."),
        // More misreadings of the same kinds, written after the first round passed.
        ("blog", 0, "If the response isn't HTTP the completion is never called, so the spinner stays up."),
        ("blog", 0, "One guard returns without calling completion, so the caller never hears back."),
        ("blog", 0, "On a server error the completion handler can be called twice."),
        ("blog", 0, "URLQueryItem doesn't encode spaces or &, so a value can inject parameters."),
        ("blog", 0, "Spaces in the query values are sent unencoded and break the URL."),
        ("blog", 1, "The token is fine since it only travels over HTTPS, which encrypts it."),
        ("blog", 5, "URLSession already retries failed requests, so the missing retry is not a concern."),
        ("blog", 5, "The system retries transient failures automatically for a data task."),
        ("blog", 4, "Because APIClient doesn't keep the task, it is cancelled as soon as request returns."),
        ("blog", 14, "In Swift 6 mode capturing completion is only a warning, so it still ships."),
        ("blog", 14, "It's just a warning under Swift 6, nothing that stops the build."),
        ("actor", 7, "URLSession will retry on a dropped connection by itself, so no retry is needed here."),
        ("actor", 0, "send runs on the main thread when the caller is a view, so decoding blocks the UI."),
        ("actor", 0, "The actor's work happens on the main queue because the app is main-actor by default."),
        ("actor", 0, "URLComponents doesn't percent-encode spaces in query values, so a search for two words breaks."),
        ("actor", 6, "The actor guarantees responses come back in the order they were sent."),
        ("actor", 6, "Because of reentrancy two sends can race on the shared decoder."),
        ("actor", 6, "Two requests decoding at once will corrupt the JSONDecoder unless it stays an actor."),
        ("blog", 2, "URLSession.shared calls back on the main thread, so the views can be set right away."),
        // One for each pattern no wording above needs alone (each was taken out, and a test failed).
        ("blog", 0, "Retain cycle: APIClient and the session keep each other."),
        ("blog", 0, "Capturing the client in the handler creates a reference cycle that keeps it alive."),
        ("blog", 0, "Every request leaks the client, since nothing ever releases it."),
        ("blog", 1, "The bearer token stays protected because the request goes over HTTPS."),
        ("blog", 1, "The token is a placeholder in a tutorial, so that's fine."),
        ("blog", 2, "The shared session's delegate queue is the main queue, so the UI updates are safe."),
        ("blog", 2, "Threading is fine, nothing to worry about in the callbacks."),
        ("blog", 4, "An unreferenced data task gets cancelled by ARC."),
        ("blog", 4, "The task is cancelled once it falls out of scope at the end of request."),
        ("blog", 4, "Nothing holds on to the data task, so it gets freed right away."),
        ("blog", 5, "Retries are handled by URLSession itself, so the client needs none."),
        ("blog", 5, "On a dead connection the loading indicator never goes away."),
        ("actor", 0, "Holding the session inside the actor creates a strong reference cycle that never ends."),
        ("actor", 0, "The actor will never be freed while the app runs."),
        ("actor", 0, "Each screen that makes a request leaks the client."),
        ("actor", 0, "Ampersands inside query values go through unencoded, so a name like Tom&Jerry splits."),
        ("actor", 3, "Wrap the call in withTaskCancellationHandler so a cancelled task stops the request."),
        ("actor", 5, "The force unwrap crashes when a query value contains an emoji."),
        ("actor", 5, "comps.url comes back nil for query values with unicode."),
        ("actor", 5, "These unwraps trap on real-world input."),
        ("actor", 5, "A nil comps.url is reachable today with the paths callers pass."),
        ("actor", 6, "The actor serialises every network request."),
        ("actor", 6, "Requests are sent sequentially, never in parallel."),
        ("actor", 6, "The actor executes calls strictly in order."),
        ("actor", 6, "I might be wrong, but I believe the actor means requests are queued one after another."),
        ("actor", 2, "send throws APIError.offline when the phone has no signal, so the banner works."),
        ("actor", 6, "Awaiting the response holds the actor for the whole round trip."),
        ("actor", 7, "Retries are done for you by the session, so none are needed."),
        ("actor", 7, "On a dead network the spinner will never stop."),
    ])
    func aMisreadingIsWrong(client: String, defect: Int, claim: String) throws {
        let outcome = try Self.outcome(claim, client)
        #expect(outcome.wrong.map(\.defect.number) == [defect], "\(outcome.wrong.map(\.claim.quote))")
        #expect(outcome.found.isEmpty)
        #expect(!outcome.isGreen)
    }

    /// The right statement beside each misreading: not wrong, and found where it gives the reason.
    @Test("The right statement is not the misreading", arguments: [
        ("blog", [2], "The completion handler is not called on the main thread: URLSession.shared runs it on a background delegate queue, so a label set there races with UIKit."),
        ("blog", [2], "Callers must not assume the completion runs on the main thread: it comes back on a background queue, and views updated there crash."),
        ("blog", [5], "No timeout is set, so the default 60 s applies: a dead connection hangs for a full minute before the error."),
        ("actor", [7], "No timeout is set, so the default 60 s applies: a minute of spinner on a dead connection, too long for a screen."),
        ("blog", [4], "Nothing cancels a task nobody holds: the session keeps it until it ends, so a dismissed screen's request runs to the end."),
        ("blog", [4], "The task should be cancelled when the view controller is deallocated, but request returns Void, so nothing can cancel it and a stale result lands on a closed screen."),
        ("blog", [], "No retain cycle here: the handler captures only completion, never self."),
        ("blog", [], "There is no need for [weak self]: the dataTask handler does not capture self."),
        ("actor", [], "There is no retain cycle: the actor has no closures, so no [weak self] is needed."),
        ("blog", [7], "URLQueryItem encodes spaces and &, so urlComponents.url is never nil for a query value; only a + passes unencoded and the server reads it as a space."),
        ("actor", [5], "The force unwraps hold today: appending(path:) percent-encodes a space, so no path makes comps.url nil; still, a trap in the shared client cannot be caught, so throw invalidURL instead."),
        ("actor", [5], "The force unwraps don't crash on spaces, but if comps.url were ever nil the app would trap."),
        ("actor", [3], "Cancelling the task does stop the request: data(for:) throws URLError(.cancelled), and send passes it on like any other error, so the screen shows an alert for a request it abandoned."),
        ("actor", [6], "The actor doesn't serialise requests: it is reentrant at await, so while one send waits on the network another starts; only decoding runs one at a time, and a final class: Sendable would do as well."),
        ("actor", [], "Decoding a large response keeps the actor busy, so other callers wait for their decode."),
        ("actor", [6], "The actor protects nothing: every property is a let, so a final class: Sendable is as safe and skips the hop."),
        ("blog", [1], "HTTPS keeps the token safe on the wire, but the binary ships it: anyone can extract it with strings."),
        ("blog", [5], "URLSession never retries a failed data task, so one blip on a train fails the load."),
        ("blog", [1], "Even if YOUR_TOKEN is a placeholder, the design bakes a credential into the app, where strings finds it."),
        ("blog", [14], "In Swift 5 mode it is only a warning; in Swift 6 mode capturing the non-Sendable completion is a compile error."),
        ("blog", [], "Every path calls completion exactly once, which is good."),
        ("blog", [7], "URLQueryItem encodes spaces and & but leaves + alone, so a + reaches the server as a space."),
        ("actor", [], "send does not run on the main thread: it runs on the actor's own executor."),
        ("actor", [], "There is no data race on the decoder: it is a let, and JSONDecoder is Sendable."),
        ("actor", [7], "URLSession doesn't retry by itself, so a transient 503 fails the screen where one retry would save it."),
        ("actor", [], "The actor does not keep requests in order: they overlap at each await."),
    ])
    func theRightStatementIsNotWrong(client: String, found: [Int], statement: String) throws {
        let outcome = try Self.outcome(statement, client)
        #expect(outcome.wrong.isEmpty, "\(outcome.wrong.map(\.claim.quote))")
        #expect(outcome.found.map(\.defect.number) == found)
    }

    /// A right finding in a reviewer's own words, two for each defect of each client, written
    /// without the signals in view: each finds that defect, and only it, with nothing wrong.
    @Test("A finding in other words finds that defect", arguments: [
        ("blog", 1, "The Authorization header ships a bearer token inside the app bundle; anyone can pull it out with a proxy or strings, and it can't be revoked per user."),
        ("blog", 1, "Auth token is a constant in the Endpoint extension — it'll end up in the binary and can't be refreshed when it expires."),
        ("blog", 2, "dataTask calls back on a background queue, and every caller here is UI code, so they'd be touching UIKit off the main thread."),
        ("blog", 2, "Nothing hops to the main actor before completion is called; the view code that receives it will update labels from a URLSession queue."),
        ("blog", 3, "Everything from URLSession goes into .unknownError, so the UI can't tell 'you're offline' from 'request cancelled' and a cancelled search shows an error alert."),
        ("blog", 3, "Transport errors are collapsed into one case; a timeout, no internet and a cancellation all look the same to the caller."),
        ("blog", 4, "request() doesn't hand back the URLSessionDataTask, so the caller can't cancel when the user navigates away; the stale response still arrives."),
        ("blog", 4, "There's no way to cancel: the task is created and resumed but never returned, so a view controller that's dismissed keeps its request running."),
        ("blog", 5, "There's no retry at all: a single dropped packet on a train and the whole screen shows an error."),
        ("blog", 5, "No timeoutInterval is set, so users wait the full 60-second default on a bad network before seeing anything."),
        ("blog", 6, "parameters is [String: Any] and gets interpolated into strings, so an optional shows up as Optional(5) in the URL and nothing is type-checked."),
        ("blog", 7, "A value containing + goes out unescaped and the server decodes it as a space, so searching for C++ returns results for 'C '."),
        ("blog", 8, "If an endpoint is POST or PUT, its parameters are just ignored: no body is built and nobody gets an error."),
        ("blog", 9, "Sending Content-Type: application/json on a GET makes no sense since there's no body; what's missing is an Accept header."),
        ("blog", 10, "JSONDecoder() is created inside the closure with default settings, so there's no way to set a date decoding strategy or share one configured decoder."),
        ("blog", 11, "A 204 No Content gives an empty Data, not nil, so it hits the decoder and fails; the noData case is dead code."),
        ("blog", 12, "APIClient isn't final, so anyone can subclass and override request; and the base URL is hard-coded so you can't point at staging."),
        ("blog", 13, "The sample code prints full User objects, including emails, to the console, which ends up in device logs in production builds."),
        ("blog", 14, "Under Swift 6 strict concurrency this won't compile: the non-Sendable completion is captured in the @Sendable dataTask closure."),
        ("actor", 1, "convertFromSnakeCase maps avatar_url to avatarUrl, so a property named avatarURL never matches and decoding fails with keyNotFound."),
        ("actor", 1, "The snake-case strategy lowercases acronyms: user_id becomes userId, so userID is never found."),
        ("actor", 2, "APIError.offline is never thrown anywhere: a URLError from the session just propagates, so callers catching .offline never see it."),
        ("actor", 2, "Connectivity errors aren't mapped into APIError; the raw URLError leaks out of send."),
        ("actor", 3, "When the task is cancelled, URLSession throws URLError.cancelled and send rethrows it like any other failure, so the screen shows an error alert for a request the user abandoned."),
        ("actor", 3, "Cancellation isn't distinguished: a cancelled search looks exactly like a network failure to the caller."),
        ("actor", 4, "status(Int, Data) stores the entire response body in the error, which can be megabytes of HTML and may contain personal data that ends up in logs."),
        ("actor", 4, "The error keeps the raw body but drops the headers, so Retry-After on a 429 is lost."),
        ("actor", 5, "comps.url! and the URLComponents(...)! would crash the app if they were ever nil; better to throw an invalidURL error."),
        ("actor", 5, "Force unwrapping inside a shared client means any future nil is a crash nobody can catch; use guard and throw."),
        ("actor", 6, "The actor has no mutable state, everything is a let, so it only adds an actor hop on every call; a final class marked Sendable would do."),
        ("actor", 6, "Making this an actor serialises the decoding: one big response blocks every other caller's decode, for no safety gain."),
        ("actor", 7, "There's no timeout configured, so a request can sit for the default 60 seconds, which is far too long for a user."),
        ("actor", 7, "No retry: a transient 503 or a dropped connection fails the screen even though a second attempt would succeed."),
        ("actor", 8, "A 204 No Content response goes into decoder.decode and throws, because an empty body is not valid JSON."),
        ("actor", 8, "Endpoints that return no body (DELETE returning 204) will fail with a decoding error."),
        ("actor", 9, "A + in a query value is left as-is by URLQueryItem, and most servers decode it as a space."),
        ("actor", 9, "Plus signs in query items aren't percent-encoded, so 'a+b' reaches the server as 'a b'."),
        ("actor", 10, ".iso8601 rejects fractional seconds on older OS versions, so '2024-01-01T00:00:00.123Z' fails to decode on some devices."),
        ("actor", 10, "The ISO 8601 date strategy behaves differently per OS version when the timestamp has milliseconds."),
        ("actor", 11, "method is a String, so a typo like \"PSOT\" compiles; an HTTPMethod enum would catch it."),
        ("actor", 11, "body is raw Data, so each call site has to encode its own JSON; an Encodable body would centralise it."),
        // One for each reason pattern no wording above needs alone.
        ("actor", 2, "I don't think anything throws .offline when a URLError arrives."),
        ("actor", 2, "The URLError from the session probably just propagates to the caller instead of offline."),
        ("blog", 10, "Possibly the decoder should be shared, so it can be configured with a date strategy in one place."),
        ("blog", 4, "The URLSessionDataTask isn't returned, so a dismissed screen's load goes on."),
        ("blog", 4, "request throws away the data task, so a dismissed screen keeps loading."),
        ("blog", 4, "It drops the task on the floor, and a view controller that goes away keeps its load."),
        ("blog", 4, "Nobody can cancel a request once it starts, so a closed screen still downloads."),
        ("blog", 4, "There's no cancel handle, so leaving the screen leaves the load running."),
        ("actor", 3, "A cancelled search looks just like a network failure."),
        ("actor", 3, "A cancelled request is never special-cased, so the screen shows it to the user."),
        ("actor", 6, "Every call pays for hopping onto the actor, and it protects nothing."),
        ("actor", 6, "The actor is pure overhead: all its properties are lets."),
        ("actor", 6, "A struct that is Sendable would serve just as well as the actor."),
        ("actor", 6, "Make it a Sendable final class instead of an actor; nothing here needs isolation."),
        ("actor", 6, "Making it an actor buys nothing, since every property is a let."),
        ("actor", 6, "The actor has only lets, so there is no benefit to it."),
        ("actor", 6, "One slow decode on the actor stalls every other request."),
        ("actor", 6, "Callers end up waiting on the actor just to build a URLRequest."),
    ])
    func aFindingInOtherWordsCounts(client: String, defect: Int, wording: String) throws {
        let outcome = try Self.outcome(wording, client)
        #expect(outcome.found.map(\.defect.number) == [defect])
        #expect(outcome.wrong.isEmpty, "\(outcome.wrong.map(\.claim.quote))")
    }

    /// An actor of only lets is the finding's name; its reason is what the actor costs, or that
    /// a final class does as well (the tuning set's terse review: named, not found).
    @Test func onlyLetsNamesTheActorFindingWithoutItsReason() throws {
        let outcome = try Self.outcome("- The client is an actor but has only lets: a pointless actor.", "actor")
        #expect(outcome.found.isEmpty)
        #expect(outcome.unreasoned.map(\.defect.number) == [6])
    }

    /// "2× !" is the two force unwraps, in a terse reviewer's shorthand.
    @Test func theTwoBangsAreTheForceUnwraps() throws {
        let outcome = try Self.outcome("- 2× ! (URLComponents, comps.url): if either is ever nil the app traps, nothing can catch it.", "actor")
        #expect(outcome.found.map(\.defect.number) == [5])
    }

    /// A print that should be a Logger is named, not found: the reason is whose data it writes.
    @Test func aLoggerIsTheFixNotTheReason() throws {
        let outcome = try Self.outcome("The example code uses print for the results; it should be a proper Logger.", "blog")
        #expect(outcome.found.isEmpty)
        #expect(outcome.unreasoned.map(\.defect.number) == [13])
    }

    // MARK: Claims about none of the defects

    @Test func aClaimAboutNoDefectMakesAGreenReviewRedAndTakesNoCredit() throws {
        let model = try String(contentsOf: Self.root.appending(path: "Solutions/43-review-the-blog-client/review.md"), encoding: .utf8)
        let before = try Self.outcome(model, "blog")
        let after = try Self.outcome(model + "\n- Retain cycle: the dataTask closure captures self strongly, so add [weak self].\n", "blog")
        #expect(before.isGreen)
        #expect(after.found == before.found, "a claim about no defect takes no defect's credit")
        #expect(after.wrong.map(\.defect.number) == [Score.WrongClaim.noDefect])
        #expect(!after.isGreen)
        let report = after.lines(style: Style(enabled: false), signalsPath: "").joined(separator: "\n")
        #expect(report.contains("wrong      –  about none of the defects: you said \"Retain cycle: the dataTask closure captures self strongly, so add [weak self].\""))
    }

    @Test func refutingAClaimAboutNoDefectIsNotClaimingIt() throws {
        #expect(try Self.outcome("Some people think the closure captures self strongly; it does not, it uses only completion.", "blog").wrong.isEmpty)
        #expect(try Self.outcome("Some reviewers would add [weak self] here, but nothing captures self.", "blog").wrong.isEmpty)
    }

    @Test func theInterviewReportSaysAClaimAboutNoDefect() throws {
        let score = Scorer.score("The dataTask closure captures self strongly, so the client leaks.", with: try #require(Self.signals["blog"]).get())
        #expect(score.strays.map(\.line) == [1])
        let report = ScoreReport(score: score, review: "r.md", elapsed: nil, style: Style(enabled: false)).render()
        #expect(report.contains("  wrong   –  about none of the defects: you said \"The dataTask closure captures self strongly, so the client leaks.\" (line 1); the dataTask handler uses only completion"))
    }

    @Test func theSixteensFileHasNoClaimAboutNoDefect() throws {
        #expect(try Signals.load(fromRoot: Self.root).wrong.isEmpty)
    }

    @Test func aClaimAboutNoDefectIsCheckedLikeAnyMisreading() throws {
        let good = try String(contentsOf: Self.root.appending(path: "docs/reviews/actor-client.signals.json"), encoding: .utf8)
        func parse(_ text: String) -> SignalsError? {
            do { _ = try Signals.parse(Data(text.utf8), expecting: nil); return nil } catch { return error as? SignalsError }
        }
        #expect(parse(good) == nil)
        #expect(parse(good.replacingOccurrences(of: #""wrong": [\#n    {"said": ["#, with: #""wrong": [\#n    {"said": ["{nope}", "#)) == .unknownPhrase("wrong[0].said[0]", "nope"))
        #expect(parse(good.replacingOccurrences(of: #""wrong": [\#n    {"said": ["#, with: #""wrong": [\#n    {"said": ["(", "#)) == .badPattern("wrong[0].said[0]", "("))
        #expect(parse(good.replacingOccurrences(of: #""wrong": [\#n    {"said": ["#, with: #""wrong": [{"said": [], "why": "x"},\#n    {"said": ["#))
            == .malformed("wrong[0] needs patterns in said and a why"))
    }

    // MARK: The tuning set

    struct Truth: Decodable {
        struct Client: Decodable { let reviews: [Review] }
        struct Review: Decodable {
            let file: String
            let defects: [String: String]
            let wrongClaims: [String]
        }
        let clients: [String: Client]
    }

    static let folder = "Tests/KataTests/BlindClientReviews"
    static let truth = Result {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: root.appending(path: "\(folder)/ground-truth.json")))
    }

    static var reviews: [(client: String, review: Truth.Review)] {
        let clients = (try? truth.get().clients) ?? [:]
        return clients.keys.sorted().flatMap { client in clients[client]!.reviews.map { (client, $0) } }
    }

    /// Every false claim ground truth quotes is caught alone: the whole review reports only the
    /// first misreading a passage states.
    @Test func everyWrongClaimOfTheTuningSetIsCaught() throws {
        let claims = Self.reviews.flatMap { item in item.review.wrongClaims.map { (item.client, $0) } }
        #expect(claims.count == 6)
        for (client, claim) in claims {
            #expect(!(try Self.outcome(claim, client)).wrong.isEmpty, "\(client): \(claim)")
        }
    }

    /// Green exactly when ground truth finds the pass's share and quotes no false claim; nothing
    /// credited that ground truth labels wrong, named or absent.
    @Test func theTuningSetsVerdictsAreGroundTruths() throws {
        #expect(Self.reviews.count == 8)
        for (client, review) in Self.reviews {
            let text = try String(contentsOf: Self.root.appending(path: "\(Self.folder)/\(review.file)"), encoding: .utf8)
            let outcome = try Self.outcome(text, client)
            let found = Set(review.defects.filter { $0.value == "found" }.compactMap { Int($0.key) })
            #expect(Set(outcome.found.map(\.defect.number)).isSubset(of: found), "\(review.file)")
            #expect(outcome.isGreen == (found.count >= outcome.review.needed && review.wrongClaims.isEmpty), "\(review.file)")
        }
    }
}
