import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// An API client whose one member sends with the method its caller names, through a `switch` on it:
/// `NetClient : AFHTTPRequestOperationManager` declares `requestJsonDataWithPath:withParams:withMethodType:andBlock:`,
/// which calls `GET:`, `POST:`, `PUT:` or `DELETE:` under `switch (method) { case Get: … }`, and the API manager calls it
/// with `withMethodType:Post`. Each call is the one request its caller chose, with the path it hands over, not one per
/// case.
@Suite struct MethodSwitchTests {
    static let client: [String: String] = [
        "NetClient.h": """
            #import "AFNetworking.h"
            typedef enum {
                Get = 0,
                Post,
                Put,
                Delete
            } NetworkMethod;
            @interface NetClient : AFHTTPRequestOperationManager
            + (id)sharedJsonClient;
            - (void)requestJsonDataWithPath:(NSString *)aPath withParams:(NSDictionary *)params withMethodType:(NetworkMethod)method andBlock:(void (^)(id data, NSError *error))block;
            - (void)requestJsonDataWithPath:(NSString *)aPath withParams:(NSDictionary *)params withMethodType:(NetworkMethod)method autoShowError:(BOOL)autoShowError andBlock:(void (^)(id data, NSError *error))block;
            @end
            """,
        "NetClient.m": """
            #import "NetClient.h"
            @implementation NetClient
            + (id)sharedJsonClient {
                static NetClient *client = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    client = [[NetClient alloc] initWithBaseURL:[NSURL URLWithString:@"https://coding.example.com/"]];
                });
                return client;
            }
            - (void)requestJsonDataWithPath:(NSString *)aPath withParams:(NSDictionary *)params withMethodType:(NetworkMethod)method andBlock:(void (^)(id data, NSError *error))block {
                [self requestJsonDataWithPath:aPath withParams:params withMethodType:method autoShowError:YES andBlock:block];
            }
            - (void)requestJsonDataWithPath:(NSString *)aPath withParams:(NSDictionary *)params withMethodType:(NetworkMethod)method autoShowError:(BOOL)autoShowError andBlock:(void (^)(id data, NSError *error))block {
                if (!aPath || aPath.length <= 0) {
                    return;
                }
                aPath = [aPath stringByAddingPercentEscapesUsingEncoding:NSUTF8StringEncoding];
                switch (method) {
                    case Get: {
                        [self GET:aPath parameters:params success:^(AFHTTPRequestOperation *operation, id responseObject) {
                            block(responseObject, nil);
                        } failure:nil];
                        break;
                    }
                    case Post: {
                        [self POST:aPath parameters:params success:^(AFHTTPRequestOperation *operation, id responseObject) {
                            block(responseObject, nil);
                        } failure:nil];
                        break;
                    }
                    case Put:
                        [self PUT:aPath parameters:params success:nil failure:nil];
                        break;
                    case Delete:
                        [self DELETE:aPath parameters:params success:nil failure:nil];
                        break;
                    default:
                        break;
                }
            }
            @end
            """,
        "APIManager.h": """
            #import <Foundation/Foundation.h>
            @interface Coding_NetAPIManager : NSObject
            + (instancetype)sharedManager;
            - (void)request_Activate:(NSString *)globalKey block:(void (^)(id data, NSError *error))block;
            - (void)request_TopicDetails:(NSInteger)topicID block:(void (^)(id data, NSError *error))block;
            @end
            @interface PositionSync : NSObject
            - (void)savePosition;
            @end
            @interface PlaybackManager : NSObject
            - (void)skipForward;
            @end
            """,
        "APIManager.m": """
            #import "APIManager.h"
            #import "NetClient.h"
            @implementation Coding_NetAPIManager
            + (instancetype)sharedManager {
                static Coding_NetAPIManager *shared_manager = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{ shared_manager = [[self alloc] init]; });
                return shared_manager;
            }
            - (void)request_Activate:(NSString *)globalKey block:(void (^)(id data, NSError *error))block {
                NSString *path = @"api/account/global_key/activate";
                NSDictionary *params = @{@"global_key": globalKey};
                [[NetClient sharedJsonClient] requestJsonDataWithPath:path withParams:params withMethodType:Post andBlock:^(id data, NSError *error) {
                    block(data, error);
                }];
            }
            - (void)request_TopicDetails:(NSInteger)topicID block:(void (^)(id data, NSError *error))block {
                NSString *path = [NSString stringWithFormat:@"api/tweet_topic/%ld", (long)topicID];
                [[NetClient sharedJsonClient] requestJsonDataWithPath:path withParams:nil withMethodType:Get andBlock:block];
            }
            @end
            @implementation PositionSync
            - (void)savePosition {
                [[NetClient sharedJsonClient] requestJsonDataWithPath:@"api/sync/position" withParams:nil withMethodType:Put andBlock:nil];
            }
            @end
            @implementation PlaybackManager
            - (void)skipForward {
                [[PositionSync new] savePosition];
            }
            @end
            """,
    ]

    @Test func eachCallSendsTheMethodItsCallerNamesToThePathItHandsOver() {
        var files = Self.client
        files["ReviewViewController.h"] = "#import <UIKit/UIKit.h>\n@interface ReviewViewController : UIViewController\n@end\n"
        files["ReviewViewController.m"] = """
            #import "ReviewViewController.h"
            #import "APIManager.h"
            #import "NetClient.h"
            @interface ReviewViewController ()
            @property (nonatomic, strong) NSString *addReviewerPath;
            @property (nonatomic, assign) NetworkMethod chosenMethod;
            @property (nonatomic, strong) PlaybackManager *playback;
            @end
            @implementation ReviewViewController
            - (void)activate {
                [[Coding_NetAPIManager sharedManager] request_Activate:@"key" block:^(id data, NSError *error) {}];
            }
            - (void)showTopic {
                [[Coding_NetAPIManager sharedManager] request_TopicDetails:7 block:^(id data, NSError *error) {}];
            }
            - (void)addReviewer:(NSString *)userId {
                [[NetClient sharedJsonClient] requestJsonDataWithPath:self.addReviewerPath withParams:@{@"user_id": userId} withMethodType:Delete andBlock:^(id data, NSError *error) {}];
            }
            - (void)removeReviewer:(NSString *)userId {
                [[NetClient sharedJsonClient] requestJsonDataWithPath:[self reviewerPath] withParams:@{@"user_id": userId} withMethodType:Delete andBlock:nil];
            }
            - (NSString *)reviewerPath {
                return self.addReviewerPath;
            }
            - (void)resend {
                [[NetClient sharedJsonClient] requestJsonDataWithPath:@"api/resend" withParams:nil withMethodType:self.chosenMethod andBlock:nil];
            }
            - (void)skip {
                [self.playback skipForward];
            }
            @end
            """
        let report = analyze(files)
        // The path a property holds is unknown, not the parameters' keys (`/user_id`); a method the pass cannot read leaves
        // each case the client sends; a manager not named for networking (`PlaybackManager`) that reaches a request further
        // down what it calls is no client of the screen.
        #expect(apiCallLines(of: "ReviewViewController", in: report) == [
            "activate POST /api/account/global_key/activate Coding_NetAPIManager.request_Activate",
            "showTopic GET /api/tweet_topic/{topicID} Coding_NetAPIManager.request_TopicDetails",
            "addReviewer: DELETE ? NetClient.requestJsonDataWithPath",
            "removeReviewer: DELETE ? NetClient.requestJsonDataWithPath",
            "resend DELETE /api/resend NetClient.requestJsonDataWithPath",
            "resend GET /api/resend NetClient.requestJsonDataWithPath",
            "resend POST /api/resend NetClient.requestJsonDataWithPath",
            "resend PUT /api/resend NetClient.requestJsonDataWithPath",
        ])
    }

    @Test func aSwiftClientThatSwitchesOnTheMethodItIsHanded() {
        let report = analyze([
            "Client.swift": """
                import Alamofire
                enum Method { case get, post }
                final class APIClient {
                    static let shared = APIClient()
                    func send(_ path: String, method: Method) {
                        let url = "https://api.example.com/" + path
                        switch method {
                        case .get: AF.request(url, method: .get)
                        case .post: AF.request(url, method: .post)
                        }
                    }
                    func tag(collectionID: String, photoID: String?) {
                        let path = if let photoID { "api/collections/\\(collectionID)/items/\\(photoID)" } else { "api/collections/\\(collectionID)" }
                        AF.request("https://api.example.com/" + path, method: .patch)
                    }
                }
                """,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    func load() { APIClient.shared.send("me", method: .get) }
                    func save() { APIClient.shared.send("me", method: Method.post) }
                    func tag() { APIClient.shared.tag(collectionID: "1", photoID: nil) }
                }
                """,
        ])
        // A path chosen by an `if` expression is named, as one chosen by `a ? b : c`, not its alternatives joined.
        #expect(apiCallLines(of: "ProfileViewController", in: report) == [
            "load() GET /me APIClient.send",
            "save() POST /me APIClient.send",
            "tag() PATCH /{path} APIClient.tag",
        ])
    }

    /// AFNetworking kept in the tree (`Vendor/AFNetworking`): its `AFHTTPRequestOperationManager` is a type of the
    /// codebase, and still AFNetworking's, whose `GET:` the client's caller hands the path.
    @Test func aVendoredFrameworkIsStillTheFramework() {
        var files = Self.client
        files["Vendor/AFNetworking/AFHTTPRequestOperationManager.h"] = """
            @interface AFHTTPRequestOperationManager : NSObject
            @property (readonly, nonatomic, strong) NSURL *baseURL;
            - (instancetype)initWithBaseURL:(NSURL *)url;
            - (AFHTTPRequestOperation *)GET:(NSString *)URLString parameters:(id)parameters success:(id)success failure:(id)failure;
            @end
            """
        files["Vendor/AFNetworking/AFHTTPRequestOperationManager.m"] = """
            #import "AFHTTPRequestOperationManager.h"
            @implementation AFHTTPRequestOperationManager
            - (instancetype)initWithBaseURL:(NSURL *)url {
                self = [super init];
                self.baseURL = url;
                return self;
            }
            - (AFHTTPRequestOperation *)GET:(NSString *)URLString parameters:(id)parameters success:(id)success failure:(id)failure {
                NSMutableURLRequest *request = [self.requestSerializer requestWithMethod:@"GET" URLString:[[NSURL URLWithString:URLString relativeToURL:self.baseURL] absoluteString] parameters:parameters error:nil];
                AFHTTPRequestOperation *operation = [self HTTPRequestOperationWithRequest:request success:success failure:failure];
                [self.operationQueue addOperation:operation];
                return operation;
            }
            @end
            """
        files["TopicViewController.m"] = """
            #import "APIManager.h"
            #import "NetClient.h"
            @interface TopicViewController : UIViewController
            @end
            @implementation TopicViewController
            - (void)showTopic {
                [[Coding_NetAPIManager sharedManager] request_TopicDetails:7 block:^(id data, NSError *error) {}];
            }
            - (void)hot {
                [[NetClient sharedJsonClient] GET:@"api/tweet_topic/hot" parameters:nil success:nil failure:nil];
            }
            @end
            """
        #expect(apiCallLines(of: "TopicViewController", in: analyze(files)) == [
            "showTopic GET /api/tweet_topic/{topicID} Coding_NetAPIManager.request_TopicDetails",
            "hot GET /api/tweet_topic/hot NetClient.sharedJsonClient.GET",
        ])
    }
}
