import Foundation
import KataTestSupport
import SourceChecks
extension Defect {
    /// Neither class is final, and the base URL is a `String` joined into URLs with `+`. Checked
    /// at compile time from another file of the client's module (subclassing must not compile,
    /// `client.baseURL` must not be a readable `String`), and in the sources (no web address kept
    /// as text, no URL built with `+`), so a private `String` joined with `+` is caught too.
    static let d16Style = Defect(
        16, "not-final-string-base-url", "the client is open to misuse",
        inProcess: { subject in
            let result = await misuseCheck(of: subject)
            let unrelated = result.errors(onLine: 1) + result.errors(onLine: 5)
            let baseURLProblems = (result.errors(onLine: 4).isEmpty ? ["`client.baseURL` is a String other code can read"] : [])
                + addressProblems(subject.sources.texts)
            return [
                .also(unrelated.isEmpty, "the compile check could not run (\(unrelated.first?.description ?? ""))"),
                .own(!result.errors(onLine: 2).isEmpty, "`class ClientSubclass: APIClient {}` compiles: nothing is meant to subclass the client; mark it final"),
                .own(!result.errors(onLine: 3).isEmpty, "`class ScreenSubclass: ProfileViewController {}` compiles: neither class is final"),
                .own(
                    baseURLProblems.isEmpty,
                    baseURLProblems.joined(separator: "; ") + ": a missing or doubled slash only shows at run time. Keep the base a private URL and build on it with appending(path:)"),
            ]
        })

    /// What other code in the subject's module may do with the client and the screen,
    /// type-checked beside its sources. Each line that must not compile is on a line of its own.
    static func misuseCheck(of subject: any Subject) async -> SwiftTypeCheck.Result {
        await SwiftTypeCheck.snippet("""
            // What other code in the module may do with the client and the screen.
            final class ClientSubclass: APIClient {}
            final class ScreenSubclass: ProfileViewController {}
            func reachableBaseURL(_ client: APIClient) -> String { client.baseURL }
            func typesExist(_ client: APIClient, _ screen: ProfileViewController) {}
            """, alongside: subject.sources)
    }

    /// How `sources` keep and build web addresses, read as a reviewer would: a web address kept
    /// as text, a URL built by joining strings with `+`. Exercise 23 makes the same check.
    public static func addressProblems(_ sources: [(file: URL, text: String)]) -> [String] {
        let read = sources.map { SwiftSource(file: $0.file.lastPathComponent, text: $0.text) }
        let asText = read.flatMap { source in source.addressesKeptAsText.map { "\"\($0.text)\" at \(source.file):\($0.line)" } }
        let joined = read.flatMap { source in source.urlsJoinedWithPlus.map { "\(source.file):\($0.line)" } }
        // `URL(string: "\(baseURL)/users/\(id)")` is the same join, written with interpolation.
        let interpolated = read.flatMap { source in urlsInterpolated(source).map { "\(source.file):\($0.line)" } }
        var problems: [String] = []
        if !asText.isEmpty { problems.append("a web address is kept as text (\(asText.joined(separator: ", ")))") }
        if !joined.isEmpty { problems.append("URLs are built by joining strings with + (\(joined.joined(separator: ", ")))") }
        if !interpolated.isEmpty { problems.append("URLs are built by interpolating into a string (\(interpolated.joined(separator: ", ")))") }
        return problems
    }

    /// `URL(string:)` calls whose argument is a string literal with an interpolation in it.
    private static func urlsInterpolated(_ source: SwiftSource) -> [SwiftSource.Token] {
        let tokens = source.tokens
        return tokens.indices.compactMap { index in
            let call = tokens[index..<min(tokens.count, index + 5)].map(\.text)
            guard call.starts(with: ["URL", "(", "string", ":"]), index + 4 < tokens.count else { return nil }
            let argument = tokens[index + 4]
            return argument.kind == .string && argument.text.contains("\\(") ? tokens[index] : nil
        }
    }
}
