import Foundation
import KataTestSupport

extension Defect {
    /// A search for `tom&admin=true`. Joined into the URL by hand, `&` and `=` make a second
    /// parameter; the request must carry exactly one `q` holding exactly what was typed.
    static let d05Query = Defect(
        5, "query-not-encoded", "the search query is not encoded",
        inProcess: { subject in
            var checks: [Check] = []
            for query in ["tom&admin=true", "tom & admin=true"] {
                let call = await subject.searchUsers(matching: query, replies: [.ok("[]")])
                let items = call.requests.first?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
                let sent = items.map { "\($0.name)=\($0.value ?? "")" }
                checks.append(Check(sent == ["q=\(query)"],
                                    "Defect 5 — the search query is not encoded: searching for \"\(query)\" sent the parameters \(sent), not the one parameter q=\(query)"))
            }
            return checks
        })
}
