import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct UserDecodingTests {
    @Test func theSameUserDecodesTheSameThroughBothEndpoints() {
        let decoding = UserDecoding()
        let profile = Outcome { try decoding.profile(from: Data(Fixture.adaJSON.utf8)).name }
        let search = Outcome { try decoding.searchResults(from: Data(Fixture.adaListJSON.utf8)).map(\.name) }
        expect(
            defect: 14, profile == .returned("Ada") && search == .returned(["Ada"]),
            "Ada's JSON must decode to Ada through both endpoints alike; the profile \(profile), search \(search)")
    }

    /// The defect suite's own reading of the sources: two fresh decoders can agree today and
    /// drift tomorrow, so the defect is making one per call.
    @Test func oneDecoderIsMadeOnce() throws {
        let file = ExerciseCode.file("UserDecoding.swift", testFile: #filePath)
        let text = try String(contentsOf: file, encoding: .utf8)
        expect(defect: 14, passing: [Defect.oneDecoderCheck([(file, text)], label: file.lastPathComponent)])
    }
}
