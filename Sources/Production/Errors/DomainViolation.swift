/// A rule of the app that a well-formed answer can still break.
public enum DomainViolation: Sendable, Equatable, CustomStringConvertible {
    /// A user whose name is empty or only spaces.
    case blankName
    /// The server handed back a cursor it had already given: following it would loop for ever.
    case repeatedCursor

    public var description: String {
        switch self {
        case .blankName: "a user with a blank name"
        case .repeatedCursor: "the server repeated a cursor"
        }
    }
}
