import Testing
@testable import StranglerAnalysis

/// Requests made as objects that send themselves when made: `NetworkCall.init` fires the request it
/// builds from `urlString`, which it sets from its `endpoint` parameter; each call is a subclass whose initializer names the
/// endpoint and method to `super.init`, and repositories make the calls.
struct SelfSendingRequestTests {
    static let calls = """
        import Foundation
        open class NetworkCall {
            public let httpMethod: String
            open var urlString: String
            public init(httpMethod: String = "GET", endpoint: String, postData: Data?) {
                self.httpMethod = httpMethod
                urlString = "https://habitica.com/api/v4/" + endpoint
                fire()
            }
            open func fire() {
                let session = URLSession(configuration: .default)
                if let request = mutableRequest() {
                    session.dataTask(with: request as URLRequest) { _, _, _ in }.resume()
                }
            }
            open func mutableRequest() -> NSMutableURLRequest? {
                guard let url = URL(string: urlString) else { return nil }
                let request = NSMutableURLRequest(url: url)
                request.httpMethod = httpMethod
                return request
            }
        }
        public enum HTTPMethod: String { case GET, POST, PUT, DELETE }
        public class AuthenticatedCall: NetworkCall {
            public init(httpMethod: HTTPMethod, endpoint: String, postData: Data? = nil) {
                super.init(httpMethod: httpMethod.rawValue, endpoint: endpoint, postData: postData)
            }
        }
        public class ResponseObjectCall<T, C: Decodable>: AuthenticatedCall {}
        public class RetrieveContentCall: ResponseObjectCall<String, String> {
            public init(language: String) {
                super.init(httpMethod: .GET, endpoint: "content?language=\\(language)")
            }
        }
        public struct Item { var itemType: String?; var key: String? }
        public class SellItemCall: ResponseObjectCall<String, String> {
            public init(item: Item) {
                super.init(httpMethod: .POST, endpoint: "user/sell/\\(item.itemType ?? "")/\\(item.key ?? "")")
            }
        }
        final class ContentRepository {
            func retrieveContent() { _ = RetrieveContentCall(language: "en") }
            func sell(item: Item) { _ = SellItemCall(item: item) }
        }
        /// Made for the screen shown next, and fetching as it is made.
        final class TagTimelineViewModel {
            init(tag: String) { refresh() }
            func refresh() { URLSession.shared.dataTask(with: URL(string: "https://example.com/api/tags")!).resume() }
        }
        /// Made as a value: its initializer sends nothing.
        final class Ping {
            let url: URL
            init(url: URL) { self.url = url }
            func send() { URLSession.shared.dataTask(with: url).resume() }
        }
        """

    static func lines(_ body: String) -> [String] {
        apiCallLines(of: "ShopViewController", in: analyze([
            "Calls.swift": calls,
            "ShopViewController.swift": """
                import UIKit
                final class ShopViewController: UIViewController {
                    let contentRepository = ContentRepository()
                \(body)
                }
                """,
        ]))
    }

    /// The endpoint and method each call names to `super.init` reach the request `NetworkCall` sends, through the
    /// superclass that inherits its initializer and the helper that builds the URL from the stored property.
    @Test func aCallNamesItsEndpointAndMethodToTheInitializerThatSendsIt() {
        #expect(Self.lines("func load() { contentRepository.retrieveContent() }")
            == ["load() GET /api/v4/content ContentRepository.retrieveContent"])
        #expect(Self.lines("func sell(_ item: Item) { contentRepository.sell(item: item) }")
            == ["sell(_:) POST /api/v4/user/sell/{item.itemType}/{item.key} ContentRepository.sell"])
    }

    /// A screen that makes a call itself sends its request.
    @Test func makingACallSendsIt() {
        #expect(Self.lines("func sell(_ item: Item) { _ = SellItemCall(item: item) }")
            == ["sell(_:) POST /api/v4/user/sell/{item.itemType}/{item.key} SellItemCall.init"])
    }

    /// Making a view model for the next screen, or a value whose initializer sends nothing, is no request of this screen's.
    @Test func makingAViewModelOrAValueIsNoRequest() {
        #expect(Self.lines("func openTag() { let viewModel = TagTimelineViewModel(tag: \"swift\"); print(viewModel) }").isEmpty)
        #expect(Self.lines("func ping() { let ping = Ping(url: URL(string: \"https://example.com\")!); print(ping) }").isEmpty)
    }
}
