import DefectScenarios
import Foundation
import Testing

/// What a caller can tell about an error, read from its type: no search through its fields.
@Suite("Failure: what a caller can tell about an error")
struct FailureTests {
    struct Carrying: Error { let statusCode: Int }
    struct Says: FailureConvertible { var failure: Failure { .badStatus(418) } }

    @Test func anErrorTypeThatSaysWhatItMeansIsTakenAtItsWord() {
        #expect(Failure(Says()) == .badStatus(418))
    }

    @Test func anNSErrorWhoseCodeIsAStatusCarriesIt() {
        #expect(Failure(NSError(domain: "HTTP", code: 404)) == .badStatus(404))
        #expect(Failure(NSError(domain: "HTTP", code: 7)).isTyped == false)
    }

    @Test func aStatusInsideAnErrorOfUnknownTypeIsNotGuessed() {
        #expect(Failure(Carrying(statusCode: 503)).isTyped == false)
    }

    @Test func transportDecodingAndCancellationAreRecognised() {
        #expect(Failure(URLError(.timedOut)) == .transport(.timedOut))
        #expect(Failure(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))) == .decoding)
        #expect(Failure(CancellationError()) == .cancelled)
    }
}
