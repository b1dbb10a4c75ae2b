/// A message as the server stored it: `{"id": "m1", "to": 2, "text": "Hi"}`.
public struct Message: Codable, Equatable, Sendable, Identifiable {
    public let id: String
    public let to: Int
    public let text: String

    public init(id: String, to: Int, text: String) {
        self.id = id
        self.to = to
        self.text = text
    }
}

/// What the app sends to `POST /messages`.
public struct MessageDraft: Codable, Equatable, Sendable {
    public let to: Int
    public let text: String

    public init(to: Int, text: String) {
        self.to = to
        self.text = text
    }
}
