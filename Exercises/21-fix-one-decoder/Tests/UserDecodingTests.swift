import ExerciseSupport
import Foundation
import KataTestSupport
import SourceChecks
import Testing

@Suite struct UserDecodingTests {
    @Test func theSameUserDecodesTheSameThroughBothEndpoints() throws {
        let decoding = UserDecoding()
        let viaProfile = try decoding.profile(from: Data(Fixture.adaJSON.utf8))
        let viaSearch = try decoding.searchResults(from: Data(Fixture.adaListJSON.utf8))
        #expect(viaSearch == [viaProfile], "Defect 14: the two endpoints decode the same JSON differently")
    }

    /// Two fresh decoders can agree today and drift tomorrow: the defect is making one per call.
    @Test func oneDecoderIsMadeOnce() throws {
        let file = ExerciseCode.file("UserDecoding.swift", testFile: #filePath)
        let source = SwiftSource(file: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8))
        let made = source.decodersMade
        let places = made.map { "\(SwiftSource.place(of: $0)) at line \($0.line)" }.joined(separator: ", ")
        #expect(made.count == 1 && made.allSatisfy(SwiftSource.runsOnce),
                "Defect 14: UserDecoding must make one JSONDecoder, once, for both methods; it makes \(made.count) (\(places))")
    }
}
