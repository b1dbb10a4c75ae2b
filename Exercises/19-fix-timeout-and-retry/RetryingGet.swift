// Grade 2 · Fix defect 12: no timeout, no retry.
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a GET for `url` through `transport` and hands back the body of a 2xx answer.
/// Any other status is APIError.badStatus.
func get(_ url: URL, using transport: APIClient.Transport) async throws -> Data {
    // The original sent URLRequest(url: url) once: 60 s of spinner by default, and a single
    // 503 during a deploy failed the screen.
    // TODO: a 15 s timeout, and up to three attempts while the answer is a 5xx.
    throw NotImplemented("add a timeout and retry what is transient")
}
