/// What `PATCH /users/me` takes: the fields to change.
public struct ProfileUpdate: Codable, Equatable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// A 422's body: what was wrong with each field, `{"errors": {"name": ["must not be blank"]}}`.
/// The screen shows these beside the form, not as an alert.
public struct FieldErrors: Codable, Equatable, Sendable {
    public let errors: [String: [String]]

    public init(_ errors: [String: [String]]) {
        self.errors = errors
    }
}
