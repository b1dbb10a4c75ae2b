import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The kata's own answer to every part: what `Tests/ProductionTests` runs the scenarios against.
public enum ProductionSubjects {
    public static let queryURL: QueryURLMaker = { base, path, query in
        try QueryEncoding.url(base: base, path: path, query: query)
    }

    public static let responses: ResponseChecker = ProductionValidator().checker

    public static let retryTable: RetryTable = { RetryPolicy.table($0, $1, $2) }

    public static let backoff: BackoffFunction = { Backoff().delay(beforeRetry: $0, fraction: $1) }

    public static let retryAfter: RetryAfterReader = { RetryAfter.delay(in: $0, now: $1) }

    /// The file `retryAfter` is written in, for the scenario that reads how it parses dates.
    public static let retryAfterSource = SourceFile(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Production/Retry/RetryAfter.swift"))

    public static let redactor: HeaderRedactor = { Redaction.headers($0) }
    /// `Production`'s own adapter.
    public static let transport: TransportAdapter = { $0.transport }

    public static let client: ClientFactory = { $0.productionClient() }

    public static let tokenStore: TokenStoreFactory = { TokenStore(credentials: $0, refresh: $1) }

    public static let pages: PagesFactory = { load in IteratorCursor(PageSequence(load: load).makeAsyncIterator()) }

    public static let completion: CompletionFetcher = { seams, id, completion in
        let handle = seams.productionClient().fetchUser(id: id) { result in completion(result.mapError { $0 }) }
        return CompletionCall(cancel: { handle.cancel() }, delivered: { await handle.waitUntilDelivered() })
    }

    public static let profileModel: ProfileModelFactory = { seams, cache, id in
        ProfileViewModel(userID: id, client: seams.productionClient(), cache: cache, now: seams.now)
    }

    public static let searchModel: SearchModelFactory = { seams in
        SearchViewModel(client: seams.productionClient(), clock: seams.clock, now: seams.now)
    }
}

/// `ResponseValidator` as an `EndpointValidator`, with a decoder of its own.
struct ProductionValidator: EndpointValidator {
    func value<Response>(of endpoint: Endpoint<Response>, data: Data, response: URLResponse) throws(APIError) -> Response {
        try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: JSONDecoder())
    }
}

extension APIClient: ClientUnderTest {}
extension ProfileViewModel: ProfileScreenModel {}
extension SearchViewModel: SearchScreenModel {}

/// An `AsyncIteratorProtocol` as a `PageCursor`: any `AsyncSequence` of pages, `PageSequence`
/// or a learner's, seen the way the pagination scenarios read it.
public final class IteratorCursor<Iterator: AsyncIteratorProtocol>: PageCursor where Iterator.Element == Page<User> {
    private var iterator: Iterator

    public init(_ iterator: Iterator) {
        self.iterator = iterator
    }

    public func next() async throws -> Page<User>? {
        try await iterator.next()
    }
}
