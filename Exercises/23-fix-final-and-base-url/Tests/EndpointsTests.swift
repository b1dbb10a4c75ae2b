import ExerciseSupport
import Foundation
import SourceChecks
import Testing

@Suite struct EndpointsTests {
    @Test(arguments: ["https://api.example.com/v2", "https://api.example.com/v2/"])
    func theProfileURLIsBuiltFromTheBase(base: String) throws {
        let endpoints = Endpoints(baseURL: URL(string: base)!)
        #expect(try endpoints.profileURL(id: 42).absoluteString == "https://api.example.com/v2/users/42")
    }

    @Test func nothingCanSubclassEndpoints() async {
        let file = ExerciseCode.file("Endpoints.swift", testFile: #filePath)
        let result = await SwiftTypeCheck.snippet(
            "final class Subclass: Endpoints {}", module: "Exercise", alongside: [file])
        if !result.succeeded && result.errors.isEmpty {
            Issue.record("The type check could not run: \(result.transcript)")
            return
        }
        #expect(!result.errors(onLine: 1).isEmpty, "Defect 16: `class Subclass: Endpoints {}` compiles; nothing is meant to subclass Endpoints")
    }
}
