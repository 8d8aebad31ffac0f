import Testing
@testable import StranglerAnalysis

/// A member a subclass inherits that reaches what the subclass overrides is a template method: read as the subclass's, it
/// builds the subclass's request. Legacy request classes are written this way (`LoginRequest: BaseRequest` overrides
/// `path` and `method`, and `BaseRequest.send` builds the URL from them).
@Suite struct TemplateMethodTests {
    static let swiftRequests = """
        import Foundation
        class BaseRequest {
            var path: String { "/" }
            var method: String { "GET" }
            let baseURL = URL(string: "https://api.example.com")!
            func send(completion: @escaping (Data?) -> Void) {
                var request = URLRequest(url: baseURL.appendingPathComponent(path))
                request.httpMethod = method
                URLSession.shared.dataTask(with: request) { data, _, _ in completion(data) }.resume()
            }
        }
        final class LoginRequest: BaseRequest {
            override var path: String { "/login" }
            override var method: String { "POST" }
        }
        final class ProfileRequest: BaseRequest {
            let userID: String
            init(userID: String) { self.userID = userID }
            override var path: String { "/users/\\(userID)" }
        }
        final class PingRequest: BaseRequest {
            let note = "no override"
        }
        """

    @Test func aRequestSubclassSendsWithItsOwnPathAndMethod() {
        let report = analyze([
            "Requests.swift": Self.swiftRequests,
            "LoginViewController.swift": """
                import UIKit
                final class LoginViewController: UIViewController {
                    func login() { LoginRequest().send { _ in } }
                    func profile() {
                        let request = ProfileRequest(userID: "42")
                        request.send { _ in }
                    }
                    func ping() { PingRequest().send { _ in } }
                }
                """,
        ])
        #expect(apiCallLines(of: "LoginViewController", in: report) == [
            "login() POST /login LoginRequest.send",
            "profile() GET /users/{userID} ProfileRequest.send",
            // A subclass that overrides nothing the member reaches sends the superclass's request, whose path `/` names no
            // endpoint.
            "ping() GET ? BaseRequest.send",
        ])
    }

    /// An override made by a class between the subclass and the superclass that declares the member counts too:
    /// `Users : Collection : Resource`, where `Collection` overrides what `Resource`'s loading reaches.
    @Test func anOverrideInAClassBetweenCounts() {
        let report = analyze([
            "Resources.swift": """
                import Foundation
                class Resource {
                    var path: String { "/" }
                    func load() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com" + path)!).resume() }
                }
                class Collection: Resource {
                    override var path: String { "/items" }
                }
                final class Users: Collection {
                    func first() -> String? { nil }
                }
                """,
            "UsersViewController.swift": """
                import UIKit
                final class UsersViewController: UIViewController {
                    let users = Users()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        users.load()
                    }
                }
                """,
        ])
        #expect(apiCallLines(of: "UsersViewController", in: report) == ["viewDidLoad() GET /items Users.load"])
    }

    /// Of overloads that share a base name, each is read as the subclass's from its nearest declaration: Objective-C's
    /// `loadWithParams:start:success:failure:` and `loadWithParams:path:method:…`, of which `Collection` overrides one.
    @Test func overloadsAreReadFromTheirNearestDeclarations() {
        let report = analyze([
            "Resources.m": """
                @interface Resource : NSObject
                @property (nonatomic, strong) NSString *resourcePath;
                @end
                @implementation Resource
                - (void)loadWithParams:(NSDictionary *)params start:(id)start {
                    [self loadWithParams:params path:[self resourcePath] start:start];
                }
                - (void)loadWithParams:(NSDictionary *)params path:(NSString *)path start:(id)start {
                    NSURL *url = [NSURL URLWithString:[@"https://api.example.com" stringByAppendingString:path]];
                    [[[NSURLSession sharedSession] dataTaskWithURL:url] resume];
                }
                @end
                @interface Collection : Resource
                @end
                @implementation Collection
                - (void)loadWithParams:(NSDictionary *)params path:(NSString *)path start:(id)start {
                    [super loadWithParams:params path:path start:start];
                }
                @end
                @interface Users : Collection
                @end
                @implementation Users
                - (NSString *)resourcePath { return @"/users"; }
                @end
                """,
            "UsersViewController.m": """
                @interface UsersViewController : UIViewController
                @property (nonatomic, strong) Users *users;
                @end
                @implementation UsersViewController
                - (void)viewDidLoad {
                    [self.users loadWithParams:nil start:nil];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "UsersViewController", in: report) == ["viewDidLoad GET /users Users.loadWithParams"])
    }

    @Test func anObjectiveCSubclassOverridesTheGetterItsSuperclassReads() {
        let report = analyze([
            "BaseRequest.h": """
                @interface BaseRequest : NSObject
                - (NSString *)path;
                - (NSString *)method;
                - (void)sendWithCompletion:(void (^)(NSData *data))completion;
                @end
                @interface LoginRequest : BaseRequest
                @end
                """,
            "BaseRequest.m": """
                #import "BaseRequest.h"
                static NSString * const kBaseURL = @"https://api.example.com";
                @implementation BaseRequest
                - (NSString *)path { return @"/"; }
                - (NSString *)method { return @"GET"; }
                - (void)sendWithCompletion:(void (^)(NSData *data))completion {
                    NSURL *url = [NSURL URLWithString:[kBaseURL stringByAppendingString:[self path]]];
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
                    request.HTTPMethod = [self method];
                    [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                        completion(data);
                    }] resume];
                }
                @end
                @implementation LoginRequest
                - (NSString *)path { return @"/login"; }
                - (NSString *)method {
                    NSLog(@"login");
                    return @"PUT";
                }
                @end
                """,
            "LoginViewController.m": """
                @interface LoginViewController : UIViewController
                @end
                @implementation LoginViewController
                - (void)login {
                    LoginRequest *request = [[LoginRequest alloc] init];
                    [request sendWithCompletion:^(NSData *data) { [self dismissViewControllerAnimated:YES completion:nil]; }];
                }
                @end
                """,
        ])
        // `method` does more than return a literal, so its value is not read: the request keeps URLRequest's `GET`.
        #expect(apiCallLines(of: "LoginViewController", in: report) == ["login GET /login LoginRequest.sendWithCompletion"])
    }

    /// What every object answers as an `NSObject` sends nothing, on a client too; a client's own member of such a name does.
    @Test func nsObjectsMembersAreNoRequests() {
        let report = analyze([
            "APIClient.h": """
                @interface APIClient : NSObject
                - (void)perform:(NSString *)path;
                @end
                """,
            "APIClient.m": """
                @implementation APIClient
                - (void)perform:(NSString *)path {
                    [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:path]] resume];
                }
                @end
                """,
            "FeedViewController.m": """
                @interface FeedViewController : UIViewController
                @property (nonatomic, strong) APIClient *client;
                @end
                @implementation FeedViewController
                - (void)refresh {
                    if ([self.client respondsToSelector:@selector(perform:)]) {
                        [self.client perform:@"https://api.example.com/feed"];
                    }
                    if ([self.client isKindOfClass:[APIClient class]]) { self.title = @"Feed"; }
                }
                @end
                """,
        ])
        let screen = report.screens.first { $0.name == "FeedViewController" }!
        let symbols = screen.responsibilities.first { $0.kind == .networking }?.evidence.map(\.symbol) ?? []
        #expect(symbols == ["APIClient.perform"])
    }

    /// A closure or a block the member holds, called by its name, is no member of the type of that name; a call with labels
    /// is the member, whatever local shares its name (`guard let relationship = relationship(forAccounts: …)`).
    @Test func aHeldClosureIsNoMemberOfItsName() {
        let report = analyze([
            "Service.swift": """
                import Foundation
                final class AccountService {
                    func completion() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/logout")!).resume() }
                    func load(completion: () -> Void) { completion() }
                    func relationship(forAccounts ids: [String]) -> String? {
                        URLSession.shared.dataTask(with: URL(string: "https://api.example.com/relationships")!).resume()
                        return nil
                    }
                    func toggleBlock() {
                        guard let relationship = relationship(forAccounts: ["1"]) else { return }
                        print(relationship)
                    }
                }
                """,
            "AccountViewController.swift": """
                import UIKit
                final class AccountViewController: UIViewController {
                    let service = AccountService()
                    func reload() { service.load {} }
                    func block() { service.toggleBlock() }
                }
                """,
        ])
        #expect(apiCallLines(of: "AccountViewController", in: report) == [
            "block() GET /relationships AccountService.toggleBlock",
        ])
    }
}
