import Foundation
import Testing

@Suite struct FailureLogTests {
    static let failedURLs = [
        URL(string: "https://api.example.com/users/42")!,
        URL(string: "https://api.example.com/users?q=Ada%20Lovelace")!,
    ]

    @Test(arguments: failedURLs)
    func theLogKeepsThePersonOut(url: URL) throws {
        let error = URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url])
        var lines: [String] = []
        try logFailure(error) { lines.append($0) }
        #expect(!lines.isEmpty, "log something: a failure nobody hears of cannot be fixed")
        for line in lines {
            for secret in ["42", "Ada", "Lovelace", "api.example.com"] {
                #expect(!line.contains(secret), "Defect 6: the log line \"\(line)\" gives away \(secret)")
            }
        }
    }
}
