/// The success of an endpoint that answers with no body, such as `204 No Content`.
///
/// It decodes from anything, so a server that sends `{}` with its 200 is not a failure either.
public struct NoContent: Decodable, Equatable, Sendable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
}
