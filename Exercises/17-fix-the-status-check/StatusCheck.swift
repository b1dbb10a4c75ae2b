// Grade 2 · Fix defect 10: no HTTP status check.
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs before the body goes to the decoder.
func checkStatus(of response: HTTPURLResponse) throws {
    // The original had no such check: dataTask's `error` is nil for a 404 or a 500, so their
    // bodies went straight into the decoder.
    // TODO: a status outside 200..<300 is APIError.badStatus(status); anything else passes.
    throw NotImplemented("check the status code")
}
