import Foundation
import KataTestSupport
import SourceChecks

/// `Retry-After`, in seconds or as an HTTP date.
public enum RetryAfterScenarios {
    public static let all: [Scenario<RetryAfterReader>] = [seconds, httpDate, pastAndGarbage]

    static var now: Date { FixedNow.backToTheFuture.date }

    /// Red for: allHeaderFields["Retry-After"]: a case-sensitive lookup in a Swift dictionary misses retry-after, as HTTP/2 servers send it
    static let seconds = Scenario<RetryAfterReader>(
        "retry-after.reads-seconds", .retryAfter, "seconds, whatever the case of the header's name"
    ) { read in
        ["Retry-After", "retry-after", "RETRY-AFTER"].map { name in
            let wait = read([name: "7", "Content-Type": "application/json"], now)
            return Check(wait == .seconds(7), "The server sent \"\(name): 7\" and the client read \(wait?.text ?? "no wait at all"): it must wait 7 s")
        }
    }

    /// Red for: Date() instead of the injected now: the wait depends on the day the test runs
    /// Red for: ignoring the date form
    static let httpDate = Scenario<RetryAfterReader>(
        "retry-after.reads-http-date", .retryAfter, "an HTTP date, measured from the injected now"
    ) { read in
        ["Wed, 21 Oct 2015 07:28:12 GMT", "Wednesday, 21-Oct-15 07:28:12 GMT", "Wed Oct 21 07:28:12 2015"].map { date in
            let wait = read(["Retry-After": date], now)
            return Check(wait == .seconds(12), "At 07:28:00 GMT on 21 October 2015 the server said to come back at \"\(date)\", and the client read \(wait?.text ?? "no wait"): it must wait 12 s")
        }
    }

    /// Red for: a negative wait for a past date
    /// Red for: reading garbage as 0, which makes every phone retry at once
    static let pastAndGarbage = Scenario<RetryAfterReader>(
        "retry-after.reads-past-and-garbage", .retryAfter, "a past date means now; an unreadable value means our own backoff"
    ) { read in
        let past = read(["Retry-After": "Wed, 21 Oct 2015 07:27:00 GMT"], now)
        let checks = ["soon", "-5", "1.5", "", "12abc"].map { value in
            let wait = read(["Retry-After": value], now)
            return Check(wait == nil, "The server sent \"Retry-After: \(value)\" and the client read \(wait?.text ?? "nothing"): an unreadable value must read as none, so the client falls back to its own backoff")
        }
        return [Check(past == .zero, "A Retry-After date one minute in the past read as \(past?.text ?? "nothing"): it must be 0 s (retry now)")] + checks
    }

    /// The reader's source, read as a reviewer reads it: what no run on this machine can show.
    public static let source: [Scenario<SourceFile>] = [dateLocale]

    /// A formatter's default locale is the phone's. On Linux, Foundation's `Locale.current` is
    /// en_001 whatever LANG, LC_ALL or AppleLocale say (measured, Swift 6.3.1), so no run here,
    /// in this process or a child, can put the reader on a German phone: the scenario reads the
    /// code instead, and says so.
    /// Red for: a DateFormatter left in the phone's locale: on a phone set to German or Japanese the server's date is not read (on this machine, whose locale is English, it parses by luck)
    static let dateLocale = Scenario<SourceFile>(
        "retry-after.date-locale", .retryAfter, "an HTTP date is read in en_US_POSIX, whatever the phone's language"
    ) { source in
        let name = source.url.lastPathComponent
        guard let text = try? String(contentsOf: source.url, encoding: .utf8) else {
            return [Check(false, "Could not read \(source.url.path) to see how it parses dates")]
        }
        let problems = phoneLocaleProblems(SwiftSource(file: name, text: text))
        return [Check(problems.isEmpty, """
            On a phone set to German a date formatter in the phone's locale writes the server's date as "\(rendered("de_DE"))", \
            and in Japanese as "\(rendered("ja_JP"))": it does not read "Wed, 21 Oct 2015 07:28:12 GMT", and the client \
            ignores the server's pause. \(problems.map { "\(name):\($0.line) \($0.what)" }.joined(separator: "; ")). A fixed \
            format needs Locale(identifier: "en_US_POSIX") (Apple's Technical Q&A QA1480). This machine's locale is English, \
            so a run cannot show it; this check reads the code
            """)]
    }

    /// The server's date, as a formatter in `locale` would write it with the IMF-fixdate format.
    private static func rendered(_ locale: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.string(from: Date(timeIntervalSince1970: 1_445_412_492))
    }

    /// Where the code parses in the phone's locale: a date formatter made where no locale is set,
    /// a file that never names en_US_POSIX, or the current locale named outright.
    static func phoneLocaleProblems(_ source: SwiftSource) -> [(line: Int, what: String)] {
        let tokens = source.tokens
        func text(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }
        var problems: [(line: Int, what: String)] = []
        for index in tokens.indices where tokens[index].kind == .word {
            let word = tokens[index].text
            if word == "current" || word == "autoupdatingCurrent", text(index - 1) == ".",
               text(index - 2) == "Locale" || (["=", ":", "("].contains(text(index - 2)) && text(index - 3) == "locale") {
                problems.append((tokens[index].line, "sets the phone's own locale (\(word))"))
            }
        }
        let names = tokens.contains { $0.kind == .string && $0.text == "en_US_POSIX" }
        let formatters = ["DateFormatter", "ParseStrategy", "VerbatimFormatStyle"]
        for index in tokens.indices where tokens[index].kind == .word && formatters.contains(tokens[index].text) {
            guard text(index + 1) == "(" || (text(index + 1) == "." && text(index + 2) == "init") else { continue }
            let made = tokens[index]
            // The code that runs with it: the innermost function, closure or initializer.
            let depth = made.scopes.lastIndex { if case .statement = $0 { false } else { true } }.map { $0 + 1 } ?? 0
            let around = tokens.filter { $0.scopes.count >= depth && Array($0.scopes.prefix(depth)) == Array(made.scopes.prefix(depth)) }
            let setsLocale = around.indices.contains { i in
                around[i].text == "locale" && [":", "=", "("].contains(around.indices.contains(i + 1) ? around[i + 1].text : "")
            }
            if !setsLocale {
                problems.append((made.line, "makes a \(made.text) \(SwiftSource.place(of: made)) and sets no locale: it uses the phone's"))
            } else if !names {
                problems.append((made.line, "makes a \(made.text) whose locale is never en_US_POSIX"))
            }
        }
        return problems
    }
}

/// A Swift source file a scenario reads.
public struct SourceFile: Sendable {
    public let url: URL

    public init(_ url: URL) {
        self.url = url
    }
}
