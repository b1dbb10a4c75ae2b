import DefectScenarios
import ExerciseSupport
import Foundation
import SourceChecks
import Testing

@Suite struct EndpointsTests {
    @Test(arguments: [("https://api.example.com/v2", 42), ("https://api.example.com/v2/", 7)])
    func theProfileURLIsBuiltOnTheBase(base: String, id: Int) throws {
        let url = Outcome { try Endpoints(baseURL: URL(string: base)!).profileURL(id: id).absoluteString }
        let expected = "https://api.example.com/v2/users/\(id)"
        expect(defect: 16, url == .returned(expected), "with the base \(base), the profile of user \(id) must be \(expected); profileURL(id:) \(url)")
    }

    /// The defect suite's own checks, on this file: what other code in the module may do with
    /// `Endpoints` (compiled in Swift 6 mode), and how the file keeps and builds addresses.
    @Test func endpointsIsClosedToMisuse() async throws {
        let file = ExerciseCode.file("Endpoints.swift", testFile: #filePath)
        let result = await SwiftTypeCheck.snippet("""
            // What other code in the module may do with Endpoints.
            final class Subclass: Endpoints {}
            func reachableBaseURL(_ endpoints: Endpoints) -> String { endpoints.baseURL }
            func typeExists(_ endpoints: Endpoints) {}
            """, module: "Exercise", alongside: [file])
        let baseURLProblems = (result.errors(onLine: 3).isEmpty ? ["`endpoints.baseURL` is a String other code can read"] : [])
            + Defect.addressProblems([(file, try String(contentsOf: file, encoding: .utf8))])
        let unrelated = result.errors(onLine: 1) + result.errors(onLine: 4)
        expect(
            defect: 16, unrelated.isEmpty && (result.succeeded || !result.errors.isEmpty),
            "the compile check could not run (\(unrelated.first?.description ?? result.transcript))")
        expect(defect: 16, !result.errors(onLine: 2).isEmpty, "`class Subclass: Endpoints {}` compiles: nothing is meant to subclass Endpoints; mark it final")
        expect(
            defect: 16, baseURLProblems.isEmpty,
            baseURLProblems.joined(separator: "; ") + ": a missing or doubled slash only shows at run time. Keep the base a private URL and build on it with appending(path:)")
    }
}
