import Foundation

/// `c++` and `tom&admin=true`, as they must reach the server.
public enum QueryEncodingScenarios {
    public static let all: [Scenario<QueryURLMaker>] = [plusSigns, oneValue]

    static let base = URL(string: "https://api.example.com")!

    /// Red for: URLQueryItem alone, which leaves + as it is: most servers read it as a space and search for "c  "
    static let plusSigns = Scenario<QueryURLMaker>(
        "query.plus-is-encoded", .queryEncoding, "a search for c++ is sent as q=c%2B%2B"
    ) { makeURL in
        let sent = sentQuery(makeURL, "c++")
        let read = sent.flatMap(formRead).map { "searches for \"\($0)\"" } ?? "cannot read it"
        return [Check(sent == "q=c%2B%2B",
                      "Searching for \"c++\" sent \(sent.map { "?\($0)" } ?? "no query"): a server that reads + as a space \(read). It must be q=c%2B%2B")]
    }

    /// Red for: the query pasted into the URL string, which turns tom&admin=true into a second parameter
    static let oneValue = Scenario<QueryURLMaker>(
        "query.one-value", .queryEncoding, "& and = in a search stay inside the one q value"
    ) { makeURL in
        ["tom&admin=true", "tom & admin=true", "50% off + free"].map { typed in
            let raw = sentQuery(makeURL, typed)
            let items = raw.flatMap { URLComponents(string: "/?\($0)")?.queryItems } ?? []
            let values = items.map { "\($0.name)=\($0.value ?? "")" }
            return Check(items.count == 1 && items.first?.name == "q" && items.first?.value == typed && raw.flatMap(formRead) == typed,
                         "Searching for \"\(typed)\" reached the server as \(raw.map { "?\($0)" } ?? "no query") (\(values)): it must be the one parameter q, holding exactly what was typed however the server reads +")
        }
    }

    /// The first value in `query` as a server reads it that takes + for a space, as HTML forms do.
    private static func formRead(_ query: String) -> String? {
        URLComponents(string: "/?\(query.replacingOccurrences(of: "+", with: "%20"))")?.queryItems?.first?.value
    }

    private static func sentQuery(_ makeURL: QueryURLMaker, _ typed: String) -> String? {
        (try? makeURL(base, "users", [URLQueryItem(name: "q", value: typed)]))?.query(percentEncoded: true)
    }
}
