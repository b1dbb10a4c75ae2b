extension Defect {
    /// Compile checks of the client's shape, from another file of its module: subclassing it
    /// must not compile (the class should be `final`), and its base URL must not be a `String`
    /// other code can reach and join with `+`.
    static let d16Style = Defect(
        16, "not-final-string-base-url", "the client is open to misuse",
        inProcess: { subject in
            let result = await SwiftTypeCheck.snippet("""
                // What other code may do with the client.
                final class Subclass: APIClient {}
                func reachableBaseURL(_ client: APIClient) -> String { client.baseURL }
                func clientTypeExists(_ client: APIClient) {}
                """, alongside: subject.sources)
            let unrelated = result.errors(onLine: 1) + result.errors(onLine: 4)
            return [
                Check(unrelated.isEmpty,
                      "Defect 16 — the client is open to misuse: the compile check could not run (\(unrelated.first?.description ?? ""))"),
                Check(!result.errors(onLine: 2).isEmpty,
                      "Defect 16 — the client is open to misuse: `class Subclass: APIClient {}` compiles; APIClient should be final"),
                Check(!result.errors(onLine: 3).isEmpty,
                      "Defect 16 — the client is open to misuse: `client.baseURL` is a String other code can read and build URLs from with +"),
            ]
        })
}
