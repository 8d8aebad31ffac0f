import Testing
@testable import StranglerAnalysis

/// A URL built through URL components whose path the code sets (`components.path = path`) goes to that path, which replaces
/// the base's; and a helper whose name ends in `Method` takes the request's method as its first argument
/// (`[self requestMethod:@"PUT" path:path query:query …]` builds `[NSURLComponents componentsWithString:[self
/// apiBaseUrl]]`, sets its `path`, and sets `request.HTTPMethod = method`).
@Suite struct URLComponentsTests {
    @Test func aSwiftComponentsPathIsTheEndpoint() {
        let report = analyze([
            "API.swift": """
                import Foundation
                final class API {
                    let base = "https://api.example.com/v1"
                    func request(method: String, path: String) {
                        var components = URLComponents(string: base)!
                        components.path = path
                        var request = URLRequest(url: components.url!)
                        request.httpMethod = method
                        URLSession.shared.dataTask(with: request).resume()
                    }
                    func put(_ path: String) { request(method: "PUT", path: path) }
                    func search(term: String) {
                        var components = URLComponents(string: "https://api.example.com")!
                        components.path = "/v1/search"
                        components.queryItems = [URLQueryItem(name: "q", value: term)]
                        URLSession.shared.dataTask(with: components.url!).resume()
                    }
                    func home() {
                        let components = URLComponents(string: "https://api.example.com/v1/home")!
                        URLSession.shared.dataTask(with: components.url!).resume()
                    }
                }
                """,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let api = API()
                    func save(id: Int) { api.put("/v1/users/\\(id)") }
                    func find() { api.search(term: "x") }
                    func start() { api.home() }
                }
                """,
        ])
        #expect(apiCallLines(of: "ProfileViewController", in: report) == [
            "save(id:) PUT /v1/users/{id} API.put", "find() GET /v1/search API.search",
            // Components whose path is not set keep the base's.
            "start() GET /v1/home API.home",
        ])
    }

    @Test func anObjectiveCComponentsPathAndTheMethodItsHelperIsHanded() {
        let report = analyze([
            "NodeAPI.h": """
                #import <Foundation/Foundation.h>
                @interface NodeAPI : NSObject
                - (void)put:(NSString *)path query:(NSString *)query;
                - (void)requestMethod:(NSString *)method path:(NSString *)path query:(NSString *)query;
                @end
                """,
            "NodeAPI.m": """
                #import "NodeAPI.h"
                @implementation NodeAPI
                - (NSString *)apiBaseUrl {
                    return @"https://api.example.org/v1";
                }
                - (void)put:(NSString *)path query:(NSString *)query {
                    [self requestMethod:@"PUT" path:path query:query];
                }
                - (void)requestMethod:(NSString *)method path:(NSString *)path query:(NSString *)query {
                    NSURLComponents *components = [NSURLComponents componentsWithString:[self apiBaseUrl]];
                    components.path = path;
                    NSURL *url = [components URL];
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
                    request.HTTPMethod = method;
                    [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
                }
                @end
                """,
            "ConsentViewController.m": """
                #import <UIKit/UIKit.h>
                #import "NodeAPI.h"
                @interface ConsentViewController : UIViewController
                @end
                @implementation ConsentViewController
                - (void)saveConsentForUser:(NSInteger)userId {
                    NSString *path = [NSString stringWithFormat:@"/v1/users/%ld", (long)userId];
                    [[[NodeAPI alloc] init] put:path query:nil];
                }
                - (void)ping {
                    [[[NodeAPI alloc] init] requestMethod:@"POST" path:@"/v1/ping" query:nil];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "ConsentViewController", in: report) == [
            "saveConsentForUser: PUT /v1/users/{userId} NodeAPI.put", "ping POST /v1/ping NodeAPI.requestMethod",
        ])
    }

    /// A URL built by appending to a local (`var url = Endpoint.get`, then `url += "/api/v0/product/\(barcode).json"`)
    /// goes to what is appended. Appends in two branches are alternatives, neither of which is the path alone; one in a
    /// completion handler comes later.
    @Test func aURLAppendedToIsTheEndpoint() {
        let report = analyze([
            "ProductViewController.swift": """
                import UIKit
                import Alamofire
                enum Endpoint { static let get = "https://world.example.org" }
                final class ProductViewController: UIViewController {
                    func load(barcode: String) {
                        var url: String
                        url = Endpoint.get
                        url += "/api/v0/product/\\(barcode).json"
                        Alamofire.request(url).responseJSON { _ in }
                    }
                    func search(query: String, byCode: Bool) {
                        var url = Endpoint.get
                        if byCode {
                            url += "/code/\\(query).json"
                        } else {
                            url += "/cgi/search.pl"
                        }
                        Alamofire.request(url).responseJSON { _ in }
                    }
                    func tagline() {
                        var url = Endpoint.get + "/files/tagline.json"
                        Alamofire.request(url).responseJSON { _ in url += "/again" }
                    }
                }
                """,
        ])
        #expect(apiCallLines(of: "ProductViewController", in: report) == [
            "load(barcode:) GET /api/v0/product/{barcode}.json Alamofire.request",
            "search(query:byCode:) GET ? Alamofire.request",
            "tagline() GET /files/tagline.json Alamofire.request",
        ])
    }

    /// A screen that retries failed downloads in a loop, `for episode in failedList { DownloadManager.shared.addToQueue(
    /// episodeUuid: episode.uuid, …) }`: an element of the list walked is no request the screen built itself, so the
    /// helper's own paths stay.
    @Test func aLoopElementHandedToAHelperIsNoRequestOfTheCallers() {
        let report = analyze([
            "DownloadManager.swift": """
                import Foundation
                final class DownloadManager {
                    static let shared = DownloadManager()
                    func addToQueue(episodeUuid: String, url: String? = nil) {
                        if let url {
                            URLSession.shared.dataTask(with: URL(string: url)!).resume()
                        } else {
                            URLSession.shared.dataTask(with: URL(string: "https://cache.example.com/files/play/\\(episodeUuid)")!).resume()
                        }
                    }
                }
                """,
            "DownloadsViewController.swift": """
                import UIKit
                struct Episode { let uuid: String }
                final class DownloadsViewController: UIViewController {
                    var failed: [Episode] = []
                    func retryAll() {
                        for episode in failed { DownloadManager.shared.addToQueue(episodeUuid: episode.uuid) }
                    }
                }
                """,
        ])
        #expect(apiCallLines(of: "DownloadsViewController", in: report).contains {
            $0.hasPrefix("retryAll() GET /files/play/")
        })
    }
}
