import DefectScenarios
import ExerciseSupport
import Foundation
import Testing

@Suite struct SearchURLTests {
    /// What the server reads from the URL: the path, and each query parameter decoded.
    static func whatTheServerReads(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "a URL it cannot read: \(url)" }
        let parameters = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }
        return "\(components.host ?? "no host") \(components.path) \(parameters)"
    }

    @Test(arguments: ["tom&admin=true", "tom & admin=true", "Ada Lovelace", "50%", "#1"])
    func theWholeQueryIsTheOneParameterQ(query: String) {
        // Given a query; when the search builds its URL;
        let read = Outcome { Self.whatTheServerReads(try searchURL(for: query)) }
        // then the server reads one parameter, q, holding exactly what was typed.
        expect(
            defect: 5, read == .returned("api.example.com /users [\"q=\(query)\"]"),
            "searching for \"\(query)\" must ask for /users with the one parameter q=\(query); "
                + (read.value.map { "the server reads \($0)" } ?? "searchURL \(read)"))
    }
}
