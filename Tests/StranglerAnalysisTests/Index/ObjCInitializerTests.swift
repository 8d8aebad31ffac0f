import Testing
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// `[[X alloc] initWithItemId:…]` makes an `X` as `X(itemId:)` does in Swift: what the initializer does (or, for an
/// `NSOperation`, what a queue runs it through) is the maker's. The init family is an instance method that returns an
/// object: `- (void)initSessions` is a method, which `[[self alloc] init]` does not call. Of a class's
/// initializers, a call makes with the one its selector names.
@Suite struct ObjCInitializerTests {
    static let objects: [String: String] = [
        "FetchOperation.h": """
            #import <Foundation/Foundation.h>
            @interface FetchOperation : NSOperation
            - (instancetype)initWithItemId:(NSString *)itemId;
            @end
            """,
        "FetchOperation.m": """
            #import "FetchOperation.h"
            @implementation FetchOperation {
                NSString *_itemId;
            }
            - (instancetype)initWithItemId:(NSString *)itemId {
                self = [super init];
                if (self) { _itemId = itemId; }
                return self;
            }
            - (void)main {
                NSString *path = [NSString stringWithFormat:@"https://api.example.com/items/%@", _itemId];
                [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:path]] resume];
            }
            @end
            """,
        "ProfileLoader.h": """
            #import <Foundation/Foundation.h>
            @interface ProfileLoader : NSObject
            - (instancetype)initWithUserId:(NSString *)userId;
            - (id)initWithCachedUserId:(NSString *)userId;
            @end
            """,
        "ProfileLoader.m": """
            #import "ProfileLoader.h"
            @implementation ProfileLoader
            - (instancetype)initWithUserId:(NSString *)userId {
                self = [super init];
                if (self) { [self loadUser:userId]; }
                return self;
            }
            - (id)initWithCachedUserId:(NSString *)userId {
                return [super init];
            }
            - (void)loadUser:(NSString *)userId {
                NSString *path = [NSString stringWithFormat:@"https://api.example.com/users/%@", userId];
                NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:path]];
                request.HTTPMethod = @"POST";
                [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
            }
            @end
            """,
        "AppDelegate.h": """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (nonatomic, copy) NSString *lastRoomId;
            + (instancetype)theDelegate;
            - (void)initSessions;
            @end
            """,
        "AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            + (instancetype)theDelegate {
                static id sharedInstance = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    sharedInstance = [[self alloc] init];
                });
                return sharedInstance;
            }
            - (void)initSessions {
                [[[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://api.example.com/sync"]] resume];
            }
            @end
            """,
    ]

    @Test func makingAnObjectRunsItsInitializerAndAnOperationWhatAQueueRuns() {
        var files = Self.objects
        files["ItemViewController.h"] = "#import <UIKit/UIKit.h>\n@interface ItemViewController : UIViewController\n@end\n"
        files["ItemViewController.m"] = """
            #import "ItemViewController.h"
            #import "FetchOperation.h"
            #import "ProfileLoader.h"
            @interface ItemViewController ()
            @property (nonatomic, strong) NSOperationQueue *queue;
            @property (nonatomic, strong) ProfileLoader *loader;
            @end
            @implementation ItemViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.queue = [[NSOperationQueue alloc] init];
                [self.queue addOperation:[[FetchOperation alloc] initWithItemId:@"42"]];
                self.loader = [[ProfileLoader alloc] initWithUserId:@"7"];
            }
            @end
            """
        let report = analyze(files)
        #expect(apiCallLines(of: "ItemViewController", in: report) == [
            "viewDidLoad GET /items/{_itemId} FetchOperation.init",
            "viewDidLoad POST /users/{userId} ProfileLoader.init",
        ])
    }

    @Test func anInitializerThatSendsNothingOrAVoidInitMethodIsNotWhatMakingSends() {
        var files = Self.objects
        files["RoomViewController.h"] = "#import <UIKit/UIKit.h>\n@interface RoomViewController : UIViewController\n@end\n"
        files["RoomViewController.m"] = """
            #import "RoomViewController.h"
            #import "AppDelegate.h"
            #import "ProfileLoader.h"
            @implementation RoomViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                if ([[AppDelegate theDelegate].lastRoomId isEqualToString:@"1"]) {
                    [AppDelegate theDelegate].lastRoomId = nil;
                }
            }
            - (void)showCachedProfile {
                ProfileLoader *loader = [[ProfileLoader alloc] initWithCachedUserId:@"7"];
                NSLog(@"%@", loader);
            }
            @end
            """
        let report = analyze(files)
        // `[[self alloc] init]` is `AppDelegate`'s `init`, which it inherits; `initSessions` is a method of its own.
        let members = ProjectIndex(units: InMemorySources.load(files).units).members(of: "AppDelegate")
        #expect(members.first { $0.name == "initSessions" }?.kind == .method)
        #expect(members.first { $0.name == "theDelegate" }?.kind == .method)
        #expect(apiCallLines(of: "RoomViewController", in: report) == [])
        // Making a loader is making an object that sends, as in Swift (`ProfileLoader(cachedUserId:)`), once: not again
        // for its `alloc`. Reading the app delegate is no networking.
        let screen = report.screens.first { $0.name == "RoomViewController" }
        let networking = screen?.responsibilities.first { $0.kind == .networking }?.evidence.map { "\($0.member) \($0.symbol)" }
        #expect(networking == ["showCachedProfile ProfileLoader.init"])
    }
}
