import Testing
@testable import StranglerAnalysis

/// A call on another module's type handed a block that receives the server's HTTP response is a request, whatever the
/// type is called: `[[AppDelegate sharedOCCommunication] readFolder:…
/// successRequest:^(NSHTTPURLResponse *response, NSArray *items, NSString *redirectedServer) {…} failureRequest:…]`, an SDK
/// the tree does not hold, extended in a category of the codebase's own. A block that receives no response
/// says nothing, and the codebase's own members are judged by what they do.
@Suite struct ResponseBlockTests {
    static let report = analyze([
        "AppDelegate.h": """
            #import <UIKit/UIKit.h>
            @class OCCommunication;
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            + (OCCommunication *)sharedOCCommunication;
            @end
            """,
        "AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            + (OCCommunication *)sharedOCCommunication {
                static OCCommunication *sharedOCCommunication = nil;
                return sharedOCCommunication;
            }
            @end
            """,
        "OCCommunication+Extension.h": """
            #import <ownCloudiOSLibrary/OCCommunication.h>
            @interface OCCommunication (Extension)
            - (void)cachedStatus:(void (^)(NSHTTPURLResponse *response))completion;
            @end
            """,
        "OCCommunication+Extension.m": """
            #import "OCCommunication+Extension.h"
            @implementation OCCommunication (Extension)
            - (void)cachedStatus:(void (^)(NSHTTPURLResponse *response))completion {
                completion(nil);
            }
            @end
            """,
        "FolderCache.h": """
            #import <Foundation/Foundation.h>
            @interface FolderCache : NSObject
            - (void)storeFolder:(NSString *)path completion:(void (^)(NSHTTPURLResponse *response))completion;
            @end
            """,
        "FolderCache.m": """
            #import "FolderCache.h"
            @implementation FolderCache
            - (void)storeFolder:(NSString *)path completion:(void (^)(NSHTTPURLResponse *response))completion {
                completion(nil);
            }
            @end
            """,
        "FilesViewController.h": """
            #import <UIKit/UIKit.h>
            @interface FilesViewController : UIViewController
            @property (nonatomic, strong) NSArray *items;
            @property (nonatomic, strong) FolderCache *cache;
            @end
            """,
        "FilesViewController.m": """
            #import "FilesViewController.h"
            #import "AppDelegate.h"
            @implementation FilesViewController
            - (void)reloadFolder:(NSString *)path {
                [[AppDelegate sharedOCCommunication] readFolder:path onCommunication:[AppDelegate sharedOCCommunication] successRequest:^(NSHTTPURLResponse *response, NSArray *items, NSString *redirectedServer) {
                    self.items = items;
                } failureRequest:^(NSHTTPURLResponse *response, NSError *error, NSString *redirectedServer) {
                    NSLog(@"%@", error);
                }];
            }
            - (void)sortFolder {
                [[AppDelegate sharedOCCommunication] sortItems:self.items completion:^(NSArray *sorted) {
                    self.items = sorted;
                }];
            }
            - (void)showStatus {
                [[AppDelegate sharedOCCommunication] cachedStatus:^(NSHTTPURLResponse *response) {
                    NSLog(@"%@", response);
                }];
            }
            - (void)cacheFolder:(NSString *)path {
                [self.cache storeFolder:path completion:^(NSHTTPURLResponse *response) {
                    self.items = @[];
                }];
            }
            @end
            """,
    ])

    @Test func aBlockThatReceivesTheServersResponseMakesARequest() {
        let screen = Self.report.screens.first { $0.name == "FilesViewController" }
        let networking = screen?.responsibilities.first { $0.kind == .networking }?.evidence.map { "\($0.member) \($0.symbol)" }
        #expect(networking == ["reloadFolder: OCCommunication.readFolder"])
        #expect(apiCallLines(of: "FilesViewController", in: Self.report) == ["reloadFolder: ? ? OCCommunication.readFolder"])
    }
}
