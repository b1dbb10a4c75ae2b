import ExerciseSupport
import Foundation
import Testing

@Suite struct FailureLogTests {
    /// Two failed requests, and what would give away who they were about.
    static let failures = [
        (url: URL(string: "https://api.example.com/users/4217")!, who: ["4217"]),
        (url: URL(string: "https://api.example.com/users?q=Ada%20Lovelace")!, who: ["Ada", "Lovelace"]),
    ]

    static func lines(logged error: URLError) -> [String] {
        var lines: [String] = []
        logFailure(error) { lines.append($0) }
        return lines
    }

    @Test(arguments: failures.indices)
    func theLogKeepsThePersonOut(failure: Int) {
        let (url, who) = Self.failures[failure]
        let lines = Self.lines(logged: URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        let leaks = who.filter { name in lines.contains { $0.contains(name) } }
        expect(defect: 6, leaks.isEmpty, "after a failed request for \(url.absoluteString), the log shows \(leaks.map { "\"\($0)\"" }.joined(separator: ", ")): \(lines)")
        expect(defect: 6, !lines.isEmpty, "a failed request for \(url.absoluteString) logged nothing: a failure nobody hears of cannot be fixed")
    }

    /// A line that says nothing about what went wrong keeps the person out, and the cause too.
    @Test func theLogSaysWhatWentWrong() {
        let url = Self.failures[0].url
        let timedOut = Self.lines(logged: URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        let offline = Self.lines(logged: URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        expect(defect: 6, timedOut != offline, "a timeout and no connection at all logged the same \(timedOut): the log must still say what went wrong")
    }
}
