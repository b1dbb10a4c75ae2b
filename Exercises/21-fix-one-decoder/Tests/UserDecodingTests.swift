import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import SourceChecks
import Testing

@Suite struct UserDecodingTests {
    @Test func theSameUserDecodesTheSameThroughBothEndpoints() {
        let decoding = UserDecoding()
        let profile = Outcome { try decoding.profile(from: Data(Fixture.adaJSON.utf8)).name }
        let search = Outcome { try decoding.searchResults(from: Data(Fixture.adaListJSON.utf8)).map(\.name) }
        expectFixed(defect: 14, [
            .also(
                profile == .returned("Ada") && search == .returned(["Ada"]),
                "Ada's JSON must decode to Ada through both endpoints alike; the profile \(profile), search \(search)"),
        ])
    }

    /// The defect suite's own reading of the sources: two fresh decoders can agree today and
    /// drift tomorrow, so the defect is making one per call.
    @Test func oneDecoderIsMadeOnce() throws {
        let file = ExerciseCode.file("UserDecoding.swift", testFile: #filePath)
        let source = SwiftSource(file: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8))
        let made = source.decodersMade
        let places = made.map { "\(SwiftSource.place(of: $0)) at line \($0.line)" }.joined(separator: ", ")
        let perCall = made.filter { !SwiftSource.runsOnce($0) }
        let message =
            if made.isEmpty { "no JSONDecoder is made in UserDecoding.swift: make one, once, and decode both answers with it" }
            else if !perCall.isEmpty { "UserDecoding makes a new JSONDecoder on every call (\(places)): each call sets its own rules; make one decoder, once" }
            else { "UserDecoding makes \(made.count) decoders (\(places)): one decoder, made once, keeps one set of rules for every endpoint" }
        expectFixed(defect: 14, [.own(made.count == 1 && perCall.isEmpty, message)])
    }
}
