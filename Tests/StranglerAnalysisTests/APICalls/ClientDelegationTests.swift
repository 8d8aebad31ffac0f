import Testing
@testable import StranglerAnalysis

/// A client member that hands its request on to another codebase type still makes a network call, as
/// `CatalogService.product(id:)` hands it to `Shop.API.Product.lookup`; one that sends nothing does not, even when
/// it calls a member without networking of a type that has some (`Shop.API.Product.imagePath`).
@Suite struct ClientDelegationTests {
    static let report = analyze([
        "Shop.swift": """
            enum Shop {
                enum API {}
            }
            """,
        "Shop+API+Product.swift": """
            import Foundation
            extension Shop.API {
                enum Product {}
            }
            extension Shop.API.Product {
                static func lookup(session: URLSession, id: String) -> URLSessionDataTask {
                    session.dataTask(with: URL(string: "https://shop.example.com/products/\\(id)")!)
                }
                static func imagePath(id: String) -> String { "/images/\\(id).jpg" }
            }
            """,
        "CatalogService.swift": """
            import Foundation
            final class CatalogService {
                let session: URLSession
                init() { session = URLSession(configuration: .default) }
                func product(id: String) -> URLSessionDataTask {
                    Shop.API.Product.lookup(session: session, id: id)
                }
                func clearCache() { cache.removeAll() }
                func imageURL(id: String) -> String { Shop.API.Product.imagePath(id: id) }
                var cache: [String: String] = [:]
            }
            """,
        "AppContext.swift": """
            final class AppContext {
                let catalogService: CatalogService
                init(catalogService: CatalogService) { self.catalogService = catalogService }
            }
            """,
        "ProductViewController.swift": """
            import UIKit
            final class ProductViewController: UIViewController {
                weak var context: AppContext! { willSet { precondition(!isViewLoaded) } }
                func load() {
                    context.catalogService.product(id: "1").resume()
                }
                func reset() {
                    context.catalogService.clearCache()
                    print(context.catalogService.imageURL(id: "1"))
                }
            }
            """,
    ])

    @Test func aMemberThatHandsItsRequestOnIsNetworkingAndOneThatSendsNothingIsNot() {
        let screen = Self.report.screens.first { $0.name == "ProductViewController" }
        let evidence = screen?.responsibility(.networking)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
        // The task the member returns is a `URLSessionDataTask`, and resuming it is networking too.
        #expect(evidence == ["load() CatalogService.product", "load() context.catalogService.product.resume"])
    }

    /// A member that calls a protocol hands on what the protocol's conformer sends, however far down the chain the conformer
    /// learns it: `FeedService.load` sends nothing of its own, and `HTTPFeedService.load` learns its request from the client
    /// only in the first round of following, so the repository that calls the protocol is read again in the next.
    @Test func aCallOnAProtocolSendsWhatItsConformerLearnsItSends() {
        let report = analyze([
            "HTTPClient.swift": """
                import Foundation
                final class HTTPClient {
                    func get(_ path: String) { URLSession.shared.dataTask(with: URL(string: "https://feed.example.com" + path)!).resume() }
                }
                """,
            "FeedService.swift": """
                protocol FeedService { func load() }
                final class HTTPFeedService: FeedService {
                    let client = HTTPClient()
                    func load() { client.get("/feed") }
                }
                """,
            "FeedRepository.swift": """
                final class FeedRepository {
                    let service: FeedService
                    init(service: FeedService) { self.service = service }
                    func refresh() { service.load() }
                }
                """,
            "FeedViewController.swift": """
                import UIKit
                final class FeedViewController: UIViewController {
                    let repository = FeedRepository(service: HTTPFeedService())
                    func reload() { repository.refresh() }
                }
                """,
        ])
        #expect(apiCallLines(of: "FeedViewController", in: report) == ["reload() GET /feed FeedRepository.refresh"])
    }
}
