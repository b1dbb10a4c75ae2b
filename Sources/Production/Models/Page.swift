/// One page of a list that the server hands out a cursor at a time:
/// `{"items": [...], "next_cursor": "c2"}`, with `null` on the last page.
public struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
    public let items: [Item]
    /// Where the next page starts; nil on the last page.
    public let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
    }

    public init(items: [Item], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

extension Page: Equatable where Item: Equatable {}
