// Grade 1's answer key: the lines exercises 1 to 3 ask for. No exercise or hint sends you here,
// and the cases you answer with are in BrokenLine.swift; the exercises' tests read the key from
// this file of its own, so that reading the cases does not show the answers a few lines below.

/// The lines of Broken that run for each request the trace exercises follow: their answer key.
/// Which lines run cannot be observed from outside; what the caller gets can, and `Observe` does.
public enum TraceKey {
    /// `fetchUser(id:completion:)`, when the request times out.
    public static let timeout: [BrokenLine] = [.profilePrintsTheError, .profileReturnsAfterTheError]
    /// `searchUsers(query:completion:)`, for a 500 whose body is an HTML page.
    public static let serverErrorWithHTML: [BrokenLine] = [.searchDecodesWithTryBang]
    /// `fetchUser(id:completion:)`, for a 200 with Ada's profile.
    public static let success: [BrokenLine] = [.profileGuardsTheData, .profileDecodesWithTryQuestionMark, .profileCallsCompletion]
}
