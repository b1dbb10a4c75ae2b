/// Just enough of a Swift reader for the source checks of defects 14 and 16: it skips comments,
/// keeps string literals whole, and knows for each token which braces it sits in (a type's
/// body, a function, an initializer, a computed property, a closure, a statement block).
///
/// It is not a parser. It reads the small files a client is written in, the way a reviewer
/// skims them, and the checks built on it say what they looked for.
public struct SwiftSource: Sendable {
    public struct Token: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case word, string, symbol }
        public let kind: Kind
        public let text: String
        public let line: Int
        /// The braces the token sits in, outermost first.
        public let scopes: [Scope]
    }

    /// What a pair of braces encloses.
    public enum Scope: Sendable, Equatable {
        case type(String)
        case function(String)
        case initializer
        /// A computed property or a property observer: its body runs on every access.
        case accessor(String)
        case closure
        case statement
    }

    public let file: String
    public let tokens: [Token]

    public init(file: String, text: String) {
        self.file = file
        var lexer = Lexer(text)
        tokens = lexer.tokens()
    }

    /// Where each `JSONDecoder` is made (`JSONDecoder()`, `JSONDecoder.init(…)`,
    /// `: JSONDecoder = .init(…)`), with the scopes around it.
    public var decodersMade: [Token] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard token.kind == .word, token.text == "JSONDecoder" else { return nil }
            let next = tokens[safe: index + 1]?.text, afterNext = tokens[safe: index + 2]?.text
            if next == "(" || (next == "." && afterNext == "init") { return token }
            if next == "=", afterNext == ".", tokens[safe: index + 3]?.text == "init" { return token }
            return nil
        }
    }

    /// Whether code at `token` runs once for the thing that holds it (a stored property's initial
    /// value, an initializer, a global) rather than on every call (a function, a computed
    /// property, a closure called from one of those).
    public static func runsOnce(_ token: Token) -> Bool {
        for scope in token.scopes.reversed() {
            switch scope {
            case .statement, .closure: continue
            case .function, .accessor: return false
            case .initializer, .type: return true
            }
        }
        return true
    }

    /// The innermost named scope around `token`, for messages: "searchUsers", "a computed `decoder`".
    public static func place(of token: Token) -> String {
        for scope in token.scopes.reversed() {
            switch scope {
            case .function(let name): return "in \(name)(…)"
            case .accessor(let name): return "in the computed property \(name)"
            case .initializer: return "in an initializer"
            case .type(let name): return "in a stored property of \(name)"
            case .statement, .closure: continue
            }
        }
        return "at the top level"
    }

    /// Where the code tells Swift 6 to stop checking concurrency safety: `nonisolated(unsafe)`
    /// and `@unchecked Sendable`. Each token's text names the opt-out.
    public var concurrencyOptOuts: [Token] {
        tokens.indices.compactMap { index in
            let next = tokens[index + 1..<min(tokens.count, index + 4)].map(\.text)
            if tokens[index].text == "nonisolated", next.starts(with: ["(", "unsafe", ")"]) {
                return Token(kind: .word, text: "nonisolated(unsafe)", line: tokens[index].line, scopes: tokens[index].scopes)
            }
            if tokens[index].text == "@unchecked", next.first == "Sendable" {
                return Token(kind: .word, text: "@unchecked Sendable", line: tokens[index].line, scopes: tokens[index].scopes)
            }
            return nil
        }
    }

    /// String literals that hold a web address (`"https://…"`) and are not the whole argument of
    /// `URL(string:)` or `URLComponents(string:)`: a base URL kept as text, to be joined later.
    public var addressesKeptAsText: [Token] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard token.kind == .string, token.text.hasPrefix("http://") || token.text.hasPrefix("https://") else { return nil }
            let before = tokens[max(0, index - 4)..<index].map(\.text)
            let isURLArgument = before.suffix(3) == ["(", "string", ":"]
                && ["URL", "URLComponents"].contains(before.first ?? "") && tokens[safe: index + 1]?.text == ")"
            return isURLArgument ? nil : token
        }
    }

    /// `URL(string:)` calls whose argument is built with `+`.
    public var urlsJoinedWithPlus: [Token] {
        var found: [Token] = []
        for index in tokens.indices where tokens[index].text == "URL" && tokens[safe: index + 1]?.text == "(" && tokens[safe: index + 2]?.text == "string" {
            var depth = 0
            for token in tokens[(index + 1)...] {
                if token.text == "(" { depth += 1 }
                if token.text == ")" { depth -= 1; if depth == 0 { break } }
                if depth == 1, token.text == "+" { found.append(tokens[index]); break }
            }
        }
        return found
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Splits Swift text into words, string literals and symbols, and tracks the braces.
private struct Lexer {
    private let characters: [Character]
    private var position = 0
    private var line = 1
    private var scopes: [SwiftSource.Scope] = []
    /// The words and symbols since the last brace or `;`: what a `{` is the body of.
    private var header: [String] = []
    private var parenDepth = 0
    private var output: [SwiftSource.Token] = []

    init(_ text: String) { characters = Array(text) }

    mutating func tokens() -> [SwiftSource.Token] {
        while position < characters.count {
            let character = characters[position]
            if character == "\n" { line += 1; position += 1; continue }
            if character.isWhitespace { position += 1; continue }
            if starts(with: "//") { skipLine(); continue }
            if starts(with: "/*") { skipBlockComment(); continue }
            if character == "\"" || (character == "#" && nextNonHash() == "\"") { readString(); continue }
            if character.isLetter || character == "_" || character == "@" || character == "`" { readWord(); continue }
            if character.isNumber { readNumber(); continue }
            readSymbol(character)
        }
        return output
    }

    private func starts(with text: String) -> Bool {
        let probe = Array(text)
        guard position + probe.count <= characters.count else { return false }
        return Array(characters[position..<position + probe.count]) == probe
    }

    private func nextNonHash() -> Character? {
        var index = position
        while index < characters.count, characters[index] == "#" { index += 1 }
        return index < characters.count ? characters[index] : nil
    }

    private mutating func emit(_ kind: SwiftSource.Token.Kind, _ text: String, at line: Int) {
        output.append(SwiftSource.Token(kind: kind, text: text, line: line, scopes: scopes))
        if kind != .string { header.append(text) }
    }

    private mutating func skipLine() {
        while position < characters.count, characters[position] != "\n" { position += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") { depth += 1; position += 2; continue }
            if starts(with: "*/") { depth -= 1; position += 2; continue }
            if characters[position] == "\n" { line += 1 }
            position += 1
        } while depth > 0 && position < characters.count
    }

    /// A string literal, raw (`#"…"#`) or multi-line (`"""…"""`); its text is kept without the
    /// quotes, and interpolations are kept as written.
    private mutating func readString() {
        let startLine = line
        var hashes = 0
        while characters[position] == "#" { hashes += 1; position += 1 }
        let multiline = starts(with: "\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        position += quote.count
        let closing = Array(quote + String(repeating: "#", count: hashes))
        var text = ""
        var interpolationDepth = 0
        while position < characters.count {
            let character = characters[position]
            if interpolationDepth == 0, position + closing.count <= characters.count,
                Array(characters[position..<position + closing.count]) == closing
            {
                position += closing.count
                break
            }
            if character == "\\", hashes == 0, position + 1 < characters.count {
                if characters[position + 1] == "(" { interpolationDepth += 1 }
                text.append(character)
                text.append(characters[position + 1])
                position += 2
                continue
            }
            if interpolationDepth > 0, character == ")" { interpolationDepth -= 1 }
            if character == "\n" { line += 1 }
            text.append(character)
            position += 1
        }
        emit(.string, text, at: startLine)
    }

    private mutating func readWord() {
        var text = String(characters[position])
        position += 1
        while position < characters.count, characters[position].isLetter || characters[position].isNumber
            || characters[position] == "_" || characters[position] == "`"
        {
            text.append(characters[position])
            position += 1
        }
        emit(.word, text, at: line)
    }

    private mutating func readNumber() {
        var text = ""
        while position < characters.count, characters[position].isNumber || characters[position] == "." || characters[position] == "_" {
            text.append(characters[position])
            position += 1
        }
        emit(.word, text, at: line)
    }

    private mutating func readSymbol(_ character: Character) {
        position += 1
        switch character {
        case "{":
            emit(.symbol, "{", at: line)
            scopes.append(parenDepth > 0 ? .closure : Self.scope(opening: header.dropLast()))
            header = []
        case "}":
            if !scopes.isEmpty { scopes.removeLast() }
            header = []
            emit(.symbol, "}", at: line)
            header = []
        case ";":
            emit(.symbol, ";", at: line)
            header = []
        case "(", "[":
            parenDepth += 1
            emit(.symbol, String(character), at: line)
        case ")", "]":
            parenDepth = max(0, parenDepth - 1)
            emit(.symbol, String(character), at: line)
        default:
            emit(.symbol, String(character), at: line)
        }
    }

    private static let declarationWords: Set<String> = [
        "let", "var", "func", "init", "deinit", "subscript", "class", "struct", "enum", "extension", "actor",
        "protocol", "if", "guard", "else", "for", "while", "repeat", "do", "catch", "switch", "defer",
        "get", "set", "willSet", "didSet", "return",
    ]

    /// What a `{` after `header` opens: the last declaration or statement word decides.
    private static func scope(opening header: ArraySlice<String>) -> SwiftSource.Scope {
        var depth = 0
        var lastWord: (word: String, index: Int)?
        for (index, word) in zip(header.indices, header) {
            if word == "(" || word == "[" { depth += 1 }
            if word == ")" || word == "]" { depth -= 1 }
            if depth == 0, declarationWords.contains(word) { lastWord = (word, index) }
        }
        guard let (word, index) = lastWord else { return .closure }
        let rest = header[(index + 1)...]
        let name = rest.first ?? ""
        switch word {
        case "func", "subscript", "deinit": return .function(word == "func" ? name : word)
        case "init": return .initializer
        case "class", "struct", "enum", "extension", "actor", "protocol": return .type(name)
        case "get", "set", "willSet", "didSet": return .accessor(word)
        case "let", "var":
            // `let x = {` or `var x: T = {` is a closure that makes the initial value;
            // `var x: T {` is a computed property.
            return rest.contains("=") ? .closure : .accessor(name)
        case "return": return .closure
        default: return .statement
        }
    }
}
