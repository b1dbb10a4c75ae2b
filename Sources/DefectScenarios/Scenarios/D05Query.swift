import Foundation
import KataTestSupport

extension Defect {
    /// A search for `tom&admin=true`, and for `tom & admin=true`. Joined into the URL by hand,
    /// `&` and `=` make a second parameter; the request must carry exactly one `q` holding
    /// exactly what was typed.
    ///
    /// The query with spaces runs in a child process: before the iOS 17 and macOS 14 SDKs,
    /// `URL(string:)` returns nil for a space, and the original's `!` traps.
    static let d05Query = Defect(
        5, "query-not-encoded", "the search query is not encoded",
        inProcess: { subject in
            let query = "tom&admin=true"
            let call = await subject.searchUsers(matching: query, replies: [.ok("[]")])
            let sent = call.sentParameters
            return [.own(sent == ["q=\(query)"], "searching for \"\(query)\" sent the parameters \(sent), not the one parameter q=\(query)")]
        },
        child: ChildScenario(
            run: { subject in
                let call = await subject.searchUsers(matching: spacedQuery, replies: [.ok("[]")])
                ChildReport.print("sent", call.sentParameters)
            },
            checks: { run in
                let expected = ["q=\(spacedQuery)"].description
                return [
                    .own(
                        run.report("sent") == expected,
                        run.ending.crashed
                            ? "searching for \"\(spacedQuery)\" \(run.ending): before the iOS 17 SDK, `URL(string:)` returns nil for a space, and `!` traps"
                            : "searching for \"\(spacedQuery)\" sent the parameters \(run.report("sent") ?? "(none: the child \(run.ending))"), not the one parameter q=\(spacedQuery)")
                ]
            }))

    private static let spacedQuery = "tom & admin=true"
}

extension Call {
    /// The query parameters of the first request, as `name=value`, decoded.
    var sentParameters: [String] {
        let items = requests.first?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return items.map { "\($0.name)=\($0.value ?? "")" }
    }
}
