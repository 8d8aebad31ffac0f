import Testing
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Objective-C code keeps its endpoints apart from its requests: `#define AUTHORIZATION_URL @"/oauth2/access_token"`
/// in a header, `NSString *const PartnerInfoURLFormat = @"/api/v1/partner/%@";` in a constants file, and the method in a
/// setter message (`[request setHTTPMethod:@"POST"]`). A file reads another's constants as it does through the headers it
/// imports; a setter message is the property's assignment, as the dot syntax is.
@Suite struct ObjCSharedConstantTests {
    static let client: [String: String] = [
        "Networking/NetworkConstants.h": """
            #define AUTHORIZATION_URL @"/oauth2/access_token"
            #define URL_EXCHANGE_TOKEN @"/oauth2/exchange_access_token/{backend}/"
            #define SIGN_UP_URL @"/user_api/{version}/account/registration/"
            extern NSString *const PartnerInfoURLFormat;
            """,
        "Networking/NetworkConstants.m": """
            NSString *const PartnerInfoURLFormat = @"/api/v1/partner/%@";
            NSString *const FeedIDKey = @"id";
            """,
        "Networking/Authentication.h": """
            #import <Foundation/Foundation.h>
            @interface Authentication : NSObject
            + (void)requestTokenWithUser:(NSString *)username completion:(id)completion;
            + (void)requestTokenWithProvider:(NSString *)provider completion:(id)completion;
            + (void)registerUserWithApiVersion:(NSString *)apiVersion completion:(id)completion;
            + (NSURLRequest *)newPartnerInfoRequestWithID:(NSString *)partnerSlug;
            @end
            """,
        "Networking/Authentication.m": """
            #import "Authentication.h"
            #import "NetworkConstants.h"
            @implementation Authentication
            + (void)requestTokenWithUser:(NSString *)username completion:(id)completion {
                NSString *urlString = [NSString stringWithFormat:@"%@%@", [Config sharedConfig].apiHostURL, AUTHORIZATION_URL];
                NSMutableURLRequest *request = [[NSMutableURLRequest alloc] initWithURL:[NSURL URLWithString:urlString]];
                [request setHTTPMethod:@"POST"];
                [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:completion] resume];
            }
            + (void)postPath:(NSString *)path completion:(id)completion {
                NSURL *endpoint = [NSURL URLWithString:path relativeToURL:[Config sharedConfig].apiHostURL];
                NSMutableURLRequest *request = [[NSMutableURLRequest alloc] initWithURL:endpoint];
                [request setHTTPMethod:@"POST"];
                [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:completion] resume];
            }
            + (void)registerUserWithApiVersion:(NSString *)apiVersion completion:(id)completion {
                NSString *path = [NSString oex_stringWithFormat:SIGN_UP_URL parameters:@{@"version" : apiVersion}];
                NSMutableURLRequest *request = [[NSMutableURLRequest alloc] initWithURL:[NSURL URLWithString:[NSString stringWithFormat:@"%@%@", [Config sharedConfig].apiHostURL, path]]];
                [request setHTTPMethod:@"POST"];
                [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:completion] resume];
            }
            + (void)requestTokenWithProvider:(NSString *)provider completion:(id)completion {
                NSString *path = [NSString oex_stringWithFormat:URL_EXCHANGE_TOKEN parameters:@{@"backend" : provider}];
                [self postPath:path completion:completion];
            }
            + (NSURLRequest *)newPartnerInfoRequestWithID:(NSString *)partnerSlug {
                NSString *path = [NSString stringWithFormat:PartnerInfoURLFormat, partnerSlug];
                return [[AFHTTPClient sharedClient] requestWithMethod:@"GET" path:path parameters:nil];
            }
            @end
            """,
    ]

    @Test func anotherFilesConstantsAndASetterMessageSayTheRequest() {
        var files = Self.client
        files["LoginViewController.m"] = """
            #import "Authentication.h"
            #import "NetworkConstants.h"
            @interface LoginViewController : UIViewController
            @property (nonatomic, strong) NSArray *partners;
            @end
            @implementation LoginViewController
            - (void)loginClicked:(id)sender {
                [Authentication requestTokenWithUser:@"ada" completion:nil];
            }
            - (void)signUp:(id)sender {
                [Authentication registerUserWithApiVersion:@"v1" completion:nil];
            }
            - (void)externalLogin:(id)sender {
                [Authentication requestTokenWithProvider:@"google" completion:nil];
            }
            - (void)showPartnerAtIndex:(NSInteger)index {
                NSDictionary *partner = self.partners[index];
                NSURLRequest *request = [Authentication newPartnerInfoRequestWithID:partner[FeedIDKey]];
                [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
            }
            @end
            """
        #expect(apiCallLines(of: "LoginViewController", in: analyze(files)) == [
            "loginClicked: POST /oauth2/access_token Authentication.requestTokenWithUser",
            // A dictionary's keys are parameters: `backend` is no piece of the path.
            // The host and a path kept in a local, joined by a format (`@"%@%@"`): the host is no piece of the path.
            "signUp: POST /user_api/{version}/account/registration/ Authentication.registerUserWithApiVersion",
            "externalLogin: POST /oauth2/exchange_access_token/{backend}/ Authentication.requestTokenWithProvider",
            // The key a value is read under (`partner[FeedIDKey]`, `@"id"`) is no piece of it either.
            "showPartnerAtIndex: GET /api/v1/partner/{partnerSlug} NSURLSession.sharedSession.dataTask",
        ])
    }

    /// A path written after a macro of the API's version (`API_URL_V21"/starred-items/"`) is one literal, as C joins it
    /// with the literals that follow: `/api/v2.1/starred-items/`, not `/api/v2.1` alone.
    @Test func aMacroTheLiteralsAfterItContinueIsOneLiteral() {
        let files = [
            "Debug.h": #"#define API_URL_V21  @"/api/v2.1""#,
            "SeafConnection.m": """
                #import "Debug.h"
                @interface SeafConnection : NSObject
                @end
                @implementation SeafConnection {
                    AFHTTPSessionManager *_manager;
                }
                - (void)getStarredItems {
                    [self sendRequest:API_URL_V21"/starred-items/" success:nil failure:nil];
                }
                - (void)activities:(int)page {
                    NSString *url = [NSString stringWithFormat:API_URL_V21 "/activities/" "?page=%d", page];
                    [self sendRequest:url success:nil failure:nil];
                }
                - (NSString *)reposURL {
                    return API_URL_V21"/repos/";
                }
                - (void)repos {
                    [self sendRequest:[self reposURL] success:nil failure:nil];
                }
                - (void)root {
                    [self sendRequest:API_URL_V21 success:nil failure:nil];
                }
                - (void)sendRequest:(NSString *)url success:(id)success failure:(id)failure {
                    [_manager GET:url parameters:nil headers:nil progress:nil success:success failure:failure];
                }
                @end
                """,
            "StarredViewController.m": """
                @interface StarredViewController : UIViewController
                @property (nonatomic) SeafConnection *connection;
                @end
                @implementation StarredViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.connection getStarredItems];
                    [self.connection activities:1];
                    [self.connection repos];
                    [self.connection root];
                }
                @end
                """,
        ]
        #expect(apiCallLines(of: "StarredViewController", in: analyze(files)) == [
            "viewDidLoad GET /api/v2.1/starred-items/ SeafConnection.getStarredItems",
            "viewDidLoad GET /api/v2.1/activities/ SeafConnection.activities",
            "viewDidLoad GET /api/v2.1/repos/ SeafConnection.repos",
            "viewDidLoad GET /api/v2.1 SeafConnection.root",
        ])
        // The argument is the whole of what is written.
        let members = InMemorySources.load(files).units.flatMap(\.types).filter { $0.name == "SeafConnection" }.flatMap(\.members)
        let send = members.first { $0.name == "getStarredItems" }?.events.first { $0.kind == .call }
        #expect(send?.arguments.first?.text == #"API_URL_V21"/starred-items/""#)
    }

    /// A `Resource` hands the method its `save…` chose to the member that sends, under the label `method:`:
    /// a local set to a header's constant, read where the call is made.
    @Test func theMethodALocalHoldsIsTheOneHandedOn() {
        let report = analyze([
            "RequestMethods.h": "#define kRequestMethodPatch @\"PATCH\"\n#define kRequestMethodDelete @\"DELETE\"\n",
            "Resource.m": """
                #import "RequestMethods.h"
                @interface Resource : NSObject
                @property (nonatomic, strong) AFHTTPClient *apiClient;
                @end
                @implementation Resource
                - (void)saveWithParams:(NSDictionary *)params {
                    NSString *method = kRequestMethodPatch;
                    [self saveWithParams:params path:@"repos/issues/1" method:method];
                }
                - (void)deleteResource {
                    [self saveWithParams:nil path:@"repos/issues/1" method:kRequestMethodDelete];
                }
                - (void)saveWithParams:(NSDictionary *)values path:(NSString *)path method:(NSString *)method {
                    NSMutableURLRequest *request = [self.apiClient requestWithMethod:method path:path parameters:values];
                    [[AFJSONRequestOperation JSONRequestOperationWithRequest:request success:nil failure:nil] start];
                }
                @end
                """,
            "IssueFormController.m": """
                @interface IssueFormController : UIViewController
                @property (nonatomic, strong) Resource *resource;
                @end
                @implementation IssueFormController
                - (void)save:(id)sender {
                    [self.resource saveWithParams:@{@"title": @"Crash"}];
                }
                - (void)remove:(id)sender {
                    [self.resource deleteResource];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "IssueFormController", in: report) == [
            "save: PATCH /repos/issues/1 Resource.saveWithParams",
            "remove: DELETE /repos/issues/1 Resource.deleteResource",
        ])
    }

    /// `[label setText:…]` is `label.text = …`; a selector of another shape stays a message.
    @Test func aOnePieceSetterMessageIsAnAssignment() {
        let unit = InMemorySources.load([
            "Example.m": """
                @implementation Example
                - (void)update {
                    [self.nameLabel setText:self.user.name];
                    [request setHTTPMethod:@"PUT"];
                    [self setupViews];
                    [defaults setObject:@"x" forKey:@"k"];
                    [self.operation setCompletionBlock:^{ [self done]; }];
                    [UIView setAnimationsEnabled:NO];
                }
                @end
                """,
        ]).units[0]
        let events = unit.types[0].members.first { $0.name == "update" }!.events
        let assignments = events.filter { $0.kind == .assignment }.map { $0.path.joined(separator: ".") + " = " + ($0.arguments.first?.text ?? "") }
        #expect(assignments == ["self.nameLabel.text = self.user.name", "request.HTTPMethod = @\"PUT\""])
        let calls = events.filter { $0.kind == .call }.map(\.name)
        #expect(calls.contains("setupViews") && calls.contains("set") && calls.contains("setCompletionBlock") && calls.contains("setAnimationsEnabled"))
    }

    /// Only a file's own constants are shared: a constant in a method is the method's local, and the first file by path
    /// wins a name two declare. A setter the codebase writes is shared by its selector.
    @Test func whatIsSharedIsWhatFilesDeclare() {
        let shared = ObjCFrontEnd.shared(by: [
            SourceFile(path: "B.m", language: .objectiveC, text: """
                #define BASE_URL @"https://b.example.com"
                static NSString * const kUserPath = @"/users/%@";
                - (void)setRepeatMode:(RepeatMode)mode {
                    NSString *const localPath = @"/local";
                }
                - (void)setupViews {
                }
                - (void)setObject:(id)object forKey:(NSString *)key {
                }
                """),
            SourceFile(path: "A.h", language: .objectiveC, text: "#define BASE_URL @\"https://a.example.com\"\n- (void)setVolume:(float)volume;\n"),
            SourceFile(path: "C.swift", language: .swift, text: "let kSwiftPath = \"/swift\"\nfunc setThing(_ x: Int) {}\n"),
        ])
        #expect(shared.constants == ["BASE_URL": "https://a.example.com", "kUserPath": "/users/%@"])
        #expect(shared.setters == ["setRepeatMode:", "setVolume:"])
    }

    /// A setter the codebase writes runs its code: a screen that sends `setRepeatMode:`, which saves the mode, persists,
    /// by the message and not by a property's assignment.
    @Test func aCustomSetterStaysAMessage() {
        let report = analyze([
            "PlaybackService.m": """
                @interface PlaybackService : NSObject
                @property (nonatomic) NSInteger repeatMode;
                @property (nonatomic) float rate;
                @end
                @implementation PlaybackService
                - (void)setRepeatMode:(NSInteger)repeatMode {
                    _repeatMode = repeatMode;
                    [[NSUserDefaults standardUserDefaults] setInteger:repeatMode forKey:@"repeat"];
                }
                @end
                """,
            "PlayerViewController.m": """
                @interface PlayerViewController : UIViewController
                @property (nonatomic, strong) PlaybackService *service;
                @end
                @implementation PlayerViewController
                - (void)repeatTapped:(id)sender {
                    [self.service setRepeatMode:2];
                }
                - (void)speedTapped:(id)sender {
                    [self.service setRate:1.5];
                }
                @end
                """,
        ])
        let screen = report.screens.first { $0.name == "PlayerViewController" }!
        let persisting = screen.responsibilities.first { $0.kind == .persistence }?.evidence.map(\.member) ?? []
        #expect(persisting == ["repeatTapped:"])
        let unit = InMemorySources.load(["PlayerViewController.m": "@implementation P\n- (void)a { [self.service setRepeatMode:2]; }\n@end\n"]).units[0]
        #expect(unit.types[0].members[0].events.map(\.kind) == [.assignment])
    }

    /// A C function's call is read whole where a format interpolates it (`devices/%@` with `Normalized(token)`), not cut at
    /// its parenthesis; a call that converts one value for the URL is named by that value.
    @Test func aFunctionCallIsInterpolatedWhole() {
        let report = analyze([
            "PushViewController.m": """
                static NSString *const DeviceFormat = @"https://push.example.com/devices/%@/registration";
                @interface PushViewController : UIViewController
                @end
                @implementation PushViewController
                - (void)unregister:(NSData *)token {
                    NSString *path = [NSString stringWithFormat:DeviceFormat, Normalized(token)];
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:path]];
                    [request setHTTPMethod:@"DELETE"];
                    [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "PushViewController", in: report) == [
            "unregister: DELETE /devices/{token}/registration NSURLSession.sharedSession.dataTask"
        ])
    }
}
