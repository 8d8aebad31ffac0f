import Testing
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// An Objective-C screen split over a header and an implementation, read with the same detectors as Swift.
@Suite struct ObjectiveCScreenTests {
    static let header = """
        #import <UIKit/UIKit.h>
        @class Buddy;

        @interface BuddyListViewController : UITableViewController <UITableViewDataSource>
        @property (nonatomic, strong) NSArray<Buddy *> *buddies;
        @property (nonatomic, copy, nullable) NSString *userId;
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @end
        """

    static let implementation = """
        #import "BuddyListViewController.h"
        #define kBaseURL @"https://api.example.com/v2"

        /* A class extension: private state. [brackets] in comments are ignored */
        @interface BuddyListViewController ()
        {
            NSInteger _retries;
        }
        @property (nonatomic, assign) BOOL loading;
        @end

        @implementation BuddyListViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.titleLabel.text = @"Buddies";
            [self loadBuddies];
        }

        - (void)loadBuddies {
            NSString *urlString = [NSString stringWithFormat:@"%@/buddies/%@", kBaseURL, self.userId];
            NSURL *url = [NSURL URLWithString:urlString];
            [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                if (error) {
                    dispatch_async(dispatch_get_main_queue(), ^{
                        [self.navigationController popViewControllerAnimated:YES];
                    });
                    return;
                }
                NSArray *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
                dispatch_async(dispatch_get_main_queue(), ^{
                    self.buddies = json;
                    self.titleLabel.text = [NSString stringWithFormat:@"%lu buddies", (unsigned long)json.count];
                    [self.tableView reloadData];
                });
            }] resume];
            [[NSUserDefaults standardUserDefaults] setObject:self.userId forKey:@"lastUser"];
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Buddy" forIndexPath:indexPath];
            switch (indexPath.row % 3) {
                case 0: cell.backgroundColor = [UIColor whiteColor]; break;
                case 1: cell.backgroundColor = [UIColor lightGrayColor]; break;
                default: break;
            }
            return cell;
        }

        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            if (self.loading && _retries > 2) {
                return;
            }
            ChatViewController *chat = [[ChatViewController alloc] initWithBuddy:self.buddies[indexPath.row]];
            [self.navigationController pushViewController:chat animated:YES];
            [[Analytics sharedInstance] track:@"buddy_opened"];
        }

        @end
        """

    static let report = analyze(["Screens/BuddyListViewController.h": header, "Screens/BuddyListViewController.m": implementation])

    func screen() throws -> ScreenAnalysis {
        try #require(Self.report.screens.first { $0.name == "BuddyListViewController" })
    }

    @Test func aScreenSplitOverHeaderAndImplementationIsOneScreen() throws {
        let screen = try screen()
        #expect(Self.report.screens.count == 1)
        #expect(screen.kind == .objc)
        #expect(screen.superclass == "UITableViewController")
        #expect(screen.file == "Screens/BuddyListViewController.h")
        #expect(screen.files == ["Screens/BuddyListViewController.h", "Screens/BuddyListViewController.m"])
        #expect(screen.members.map(\.name).contains("tableView:cellForRowAtIndexPath:"))
    }

    @Test func stateFromPropertiesAndIvars() throws {
        let state = try screen().state.map { "\($0.name): \($0.type)" }
        #expect(state == ["buddies: NSArray<Buddy>", "userId: NSString", "retries: NSInteger", "loading: BOOL"])
    }

    @Test func apiCallWithItsEndpointFromAFormatAndAMacro() throws {
        let calls = try screen().apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.member)" }
        #expect(calls == ["GET /v2/buddies/{userId} loadBuddies"])
    }

    @Test func navigationWithConditions() throws {
        let steps = try screen().navigation.map { "\($0.action) \($0.destination ?? "-") [\($0.condition ?? "")]" }
        #expect(steps == ["pop - [error]", "push ChatViewController [!self.loading || _retries <= 2]"])
    }

    /// The weak-self dance (`__weak typeof(self) wself = self;` then `if (!sself) return;` or `if (weakSelf) { … }`) is
    /// no condition of the steps after it; a weak reference to something else still is one.
    @Test func theWeakSelfDanceIsNoCondition() throws {
        let implementation = """
            #import "SettingsViewController.h"
            @implementation SettingsViewController
            - (void)close {
                __weak typeof(self) wself = self;
                [self.api logout:^{
                    __strong typeof(wself) sself = wself;
                    if (!sself) return;
                    [sself dismissViewControllerAnimated:YES completion:nil];
                }];
            }
            - (void)help {
                __weak __typeof__(self) weakSelf = self;
                [self.api load:^{
                    if (weakSelf && weakSelf.isViewLoaded) {
                        [weakSelf.navigationController popViewControllerAnimated:YES];
                    }
                }];
            }
            - (void)share:(UIViewController *)sheet {
                __weak UIViewController *weakSheet = sheet;
                [self.api load:^{
                    if (weakSheet) { [self presentViewController:weakSheet animated:YES completion:nil]; }
                }];
            }
            @end
            """
        let report = analyze([
            "SettingsViewController.h": "@interface SettingsViewController : UIViewController\n@end\n",
            "SettingsViewController.m": implementation,
        ])
        let screen = try #require(report.screens.first)
        #expect(screen.navigation.map { "\($0.member) \($0.condition ?? "-")" } == [
            "close -", "help weakSelf.isViewLoaded", "share: weakSheet",
        ])
    }

    @Test func responsibilitiesAndSmells() throws {
        let screen = try screen()
        let kinds = Set(screen.responsibilities.map(\.kind))
        #expect(kinds.isSuperset(of: [.ui, .networking, .persistence, .navigation, .formatting, .analytics, .concurrency]))
        let smells = Set(screen.smells.map(\.id))
        #expect(smells.contains("singleton_access"))
        #expect(smells.contains("callback_pyramid") == false, "two levels of blocks are no pyramid")
        #expect(screen.smells.contains { $0.message.contains("NSUserDefaults.standardUserDefaults") })
        #expect(screen.sideEffects.contains { $0.kind == "analytics" && $0.symbol.contains("buddy_opened") })
    }

    @Test func complexityCountsLikeLizardsCReader() throws {
        let members = try screen().members
        #expect(members.first { $0.name == "tableView:cellForRowAtIndexPath:" }?.complexity == 3)
        #expect(members.first { $0.name == "tableView:didSelectRowAtIndexPath:" }?.complexity == 3)
        #expect(members.first { $0.name == "loadBuddies" }?.complexity == 2)
    }

    @Test func aForLoopHeaderIsNotReadAsStatements() {
        let report = analyze(["Loop.m": """
            @interface Loop : UIViewController
            @end
            @implementation Loop
            - (void)twice {
                for (NSInteger i = 0; i < 3; i++) { [self step]; }
                for (NSInteger j = 0, k = 1; j < k; j++) { [self step]; }
                [self.navigationController popViewControllerAnimated:YES];
            }
            @end
            """])
        let member = report.screens.first?.members.first { $0.name == "twice" }
        #expect(member?.complexity == 3)
        #expect(report.screens.first?.navigation.map(\.action) == ["pop"], "the body goes on after both loops")
    }

    @Test func aSwiftExtensionOfAnObjectiveCScreenIsPartOfIt() throws {
        let report = analyze([
            "Screens/BuddyListViewController.h": Self.header,
            "Screens/BuddyListViewController.m": Self.implementation,
            "Screens/BuddyListViewController+Sharing.swift": """
                import UIKit
                extension BuddyListViewController {
                    @objc func shareTapped(_ sender: UIButton) {
                        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                    }
                }
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "BuddyListViewController" })
        #expect(report.screens.count == 1)
        #expect(screen.kind == .objc)
        #expect(screen.files.contains("Screens/BuddyListViewController+Sharing.swift"))
        #expect(screen.navigation.contains { $0.action == "present" && $0.destination == "UIActivityViewController" && $0.member == "shareTapped(_:)" })
    }

    /// A header property redeclared `readwrite` in a class extension, or in a category in another file, is one member;
    /// a macro after a property's name (`DEPRECATED_MSG_ATTRIBUTE(…)`) is no name.
    @Test func aRedeclaredPropertyIsOneMemberAndMacrosAreNoNames() throws {
        let report = analyze([
            "Screens/AlbumViewController.h": """
                @interface AlbumViewController : UIViewController <WYPopoverControllerDelegate>
                @property (nonatomic, strong, readonly) Album *album;
                @property (nonatomic, readonly) Connection *uiConnection DEPRECATED_MSG_ATTRIBUTE("Use connections.ui");
                @property (nonatomic) NSString *caption NS_SWIFT_NAME(albumCaption) UI_APPEARANCE_SELECTOR;
                @end
                """,
            "Screens/AlbumViewController.m": """
                @interface AlbumViewController () <ARModalAlertViewControllerDelegate>
                @property (nonatomic, strong, readwrite) Album *album;
                @end
                @implementation AlbumViewController
                - (instancetype)initWithCoder:(NSCoder *)coder { self = [super initWithCoder:coder]; _count = 2; return self; }
                - (BOOL)prefersStatusBarHidden { return YES; }
                - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView { return 1; }
                - (void)doneTapped:(id)sender { self.count = 0; }
                - (void)popoverControllerDidDismissPopover:(WYPopoverController *)popover { self.count = 0; }
                - (void)modalViewController:(ARModalAlertViewController *)controller didReturnStatus:(NSInteger)status { self.count = status; }
                - (NSInteger)total { return self.count * 2; }
                - (instancetype)initWithAlbum:(Album *)album { self = [super init]; _album = album; return self; }
                - (BOOL)initialArtworksAreSelected { return self.count > 0; }
                - (void)startLoading { [MBProgressHUD showHUDAddedTo:self.view animated:YES]; }
                @end
                """,
            "Screens/GridViewController.m": """
                @interface AlbumViewController (Private)
                @property (nonatomic, strong) Album *album;
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "AlbumViewController" })
        let properties = screen.members.filter { $0.kind == "property" }
        #expect(properties.map(\.name) == ["album", "uiConnection", "caption"])
        #expect(properties.first?.file == "Screens/AlbumViewController.h")
        #expect(screen.state.map(\.name) == ["album", "uiConnection", "caption"])
        #expect(screen.metrics.storedProperties == 3)
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        for name in ["initWithCoder:", "prefersStatusBarHidden", "numberOfSectionsInTableView:", "doneTapped:", "popoverControllerDidDismissPopover:", "modalViewController:didReturnStatus:"] {
            #expect(roles[name] == [.viewController], "\(name)")
        }
        #expect(roles["total"] == [.interactor])
        // A custom initializer that keeps what it is given: the Configurator injects it. A selector that only begins with
        // the letters of `init` is a method (`initialArtworksAreSelected`).
        let kinds = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, $0.kind) })
        #expect(kinds["initWithAlbum:"] == "initializer")
        #expect(kinds["initialArtworksAreSelected"] == "method")
        // What it keeps is the screen's state, the Interactor's.
        #expect(roles["initWithAlbum:"] == [.viewController, .interactor])
        #expect(roles["initialArtworksAreSelected"] == [.interactor])
        // Handing the view to a HUD is UI, though Objective-C's summary of `self.view` keeps no root.
        #expect(roles["startLoading"] == [.viewController])
        #expect(screen.responsibility(.ui)?.evidence.contains { $0.member == "startLoading" && $0.symbol == "MBProgressHUD.showHUDAddedTo" } == true)
    }

    /// A block held in a variable (`void (^answer)(void) = ^{ … };`) is a declaration, no call to `void`: what follows it
    /// is read.
    @Test func statementsAfterABlockVariableAreRead() throws {
        let report = analyze([
            "TeamViewController.m": """
                @interface TeamViewController : UIViewController
                @property (nonatomic, assign) BOOL isJoined;
                @end
                @implementation TeamViewController
                - (void)refresh {
                    void (^finish)(void) = ^{
                        [self.tableView reloadData];
                    };
                    BOOL (^isValid)(NSString *) = ^BOOL (NSString *key) { return key.length > 0; };
                    NSString *path = [NSString stringWithFormat:@"https://api.example.com/team/%@/projects/%@", self.teamKey, self.isJoined ? @"joined" : @"unjoined"];
                    [[AFHTTPSessionManager manager] GET:path parameters:nil progress:nil success:^(NSURLSessionDataTask *task, id data) {
                        finish();
                    } failure:nil];
                }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "TeamViewController" })
        // A value chosen between literals is a placeholder named by what chooses it, not both literals after the path.
        #expect(screen.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" } == [
            "refresh GET /team/{teamKey}/projects/{isJoined}",
        ])
    }

    /// A block held in a variable of a lowercase `typedef` (`dispatch_block_t done = ^{ … };`) is a declaration too:
    /// the block's `}` does not end the method. A statement the parser cannot read skips a bracketed part whole, so the
    /// braces of a C array's initializer (`CGFloat locations[] = { 0.0, 1.0 };`) do not end it either.
    @Test func statementsAfterATypedefBlockVariableAreRead() throws {
        let report = analyze([
            "ShareViewController.m": """
                @interface ShareViewController : UIViewController
                @end
                @implementation ShareViewController
                - (void)didSelectPost {
                    dispatch_block_t done = ^{
                        [self.extensionContext completeRequestReturningItems:@[] completionHandler:nil];
                        [self dismissViewControllerAnimated:YES completion:nil];
                    };
                    monal_void_block_t *pending;
                    [self presentViewController:[UIAlertController new] animated:YES completion:nil];
                    done();
                }
                - (void)cancel {
                    CGFloat locations[] = { 0.0, 1.0 };
                    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"cancelled"];
                    [self dismissViewControllerAnimated:YES completion:nil];
                }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "ShareViewController" })
        #expect(screen.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "didSelectPost dismiss ?", "didSelectPost present UIAlertController", "cancel dismiss ?",
        ])
        #expect(screen.sideEffects.map { "\($0.member) \($0.kind)" } == ["cancel persistenceWrite"])
    }

    /// AFNetworking 1's `AFJSONRequestOperation`s and `AFHTTPClient`, and AFNetworking 2's managers, are networking.
    @Test func afNetworkingOneAndTwoAreNetworking() throws {
        let report = analyze([
            "LoginNetworkModel.h": "@interface LoginNetworkModel : NSObject\n@end",
            "LoginNetworkModel.m": """
                @implementation LoginNetworkModel
                - (void)getUserInformation:(void (^)(id userInfo))success {
                    NSURLRequest *request = [Router newUserInfoRequest];
                    AFJSONRequestOperation *operation = [AFJSONRequestOperation JSONRequestOperationWithRequest:request success:nil failure:nil];
                    [operation start];
                }
                @end
                """,
            "LoginViewController.m": """
                @interface LoginViewController : UIViewController
                @property (nonatomic, strong) LoginNetworkModel *networkModel;
                @property (nonatomic, strong) AFHTTPClient *client;
                @end
                @implementation LoginViewController
                - (void)loadUser { [self.networkModel getUserInformation:nil]; }
                - (void)logIn { [self.client postPath:@"/api/v1/login" parameters:nil success:nil failure:nil]; }
                - (void)loadArtworks {
                    AFHTTPRequestOperationManager *manager = [AFHTTPRequestOperationManager manager];
                    [manager GET:@"/api/v1/artworks" parameters:nil success:nil failure:nil];
                }
                - (void)watch { [[AFNetworkReachabilityManager sharedManager] startMonitoring]; }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "LoginViewController" })
        let networking = screen.responsibilities.first { $0.kind == .networking }?.evidence.map(\.member) ?? []
        #expect(Set(networking) == ["loadUser", "logIn", "loadArtworks"])
        #expect(screen.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" }.sorted() == [
            "loadArtworks GET /api/v1/artworks", "loadUser GET ?", "logIn POST /api/v1/login",
        ])
    }

    /// A connection that sends every request through AFNetworking 3's `dataTaskWithRequest:uploadProgress:
    /// downloadProgress:completionHandler:`, one `sendRequestAsync:method:…` behind `sendRequest:` and `sendDelete:`,
    /// sends what its callers hand it; a path built with a format from a header's macro (`@"%@/wiki2/%@/", API_URL_V21,
    /// wikiId`) reads `/api/v2.1/wiki2/{wikiId}/`.
    @Test func afNetworkingThreesTasksAndAFormatOfAMacroSayTheRequest() throws {
        let report = analyze([
            "Debug.h": "#define API_URL_V21 @\"/api/v2.1\"\n",
            "Connection.h": """
                @class AFHTTPSessionManager;
                @interface Connection : NSObject
                @property (readonly) AFHTTPSessionManager * _Nonnull sessionMgr;
                - (NSURLSessionDataTask *)sendRequest:(NSString *)url success:(id)success failure:(id)failure;
                - (void)sendDelete:(NSString *)url success:(id)success failure:(id)failure;
                @end
                """,
            "Connection.m": """
                #import "Connection.h"
                @implementation Connection
                - (NSURLSessionDataTask *)sendRequestAsync:(NSString *)url method:(NSString *)method success:(id)success failure:(id)failure {
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:url]];
                    [request setHTTPMethod:method];
                    NSURLSessionDataTask *task = [self.sessionMgr dataTaskWithRequest:request uploadProgress:^(NSProgress *progress) {
                    } downloadProgress:^(NSProgress *progress) {
                    } completionHandler:^(NSURLResponse *response, id responseObject, NSError *error) {
                    }];
                    [task resume];
                    return task;
                }
                - (NSURLSessionDataTask *)sendRequest:(NSString *)url success:(id)success failure:(id)failure {
                    return [self sendRequestAsync:url method:@"GET" success:success failure:failure];
                }
                - (void)sendDelete:(NSString *)url success:(id)success failure:(id)failure {
                    [self sendRequestAsync:url method:@"DELETE" success:success failure:failure];
                }
                @end
                """,
            "WikiViewController.m": """
                #import "Connection.h"
                #import "Debug.h"
                @interface WikiViewController : UITableViewController
                @property (nonatomic, strong) Connection *connection;
                @end
                @implementation WikiViewController
                - (void)loadData {
                    NSString *url = [NSString stringWithFormat:@"%@/wikis/", API_URL_V21];
                    [self.connection sendRequest:url success:nil failure:nil];
                }
                - (void)deleteWiki:(NSString *)wikiId {
                    NSString *url = [NSString stringWithFormat:@"%@/wiki2/%@/", API_URL_V21, wikiId];
                    [self.connection sendDelete:url success:nil failure:nil];
                }
                - (void)openWiki:(NSString *)wikiId {
                    [self.connection sendRequest:[NSString stringWithFormat:@"%@/%@/", @"/api/v2.1/wiki2", wikiId] success:nil failure:nil];
                }
                - (void)loadPage:(NSString *)page {
                    NSString *url = [NSString stringWithFormat:@"%@/pages/%@", self.connection.address, page];
                    [self.connection sendRequest:url success:nil failure:nil];
                }
                - (void)showTitle:(NSString *)name {
                    self.title = [NSString stringWithFormat:@"%@ (%@)", name, API_URL_V21];
                }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "WikiViewController" })
        #expect(screen.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" } == [
            "loadData GET /api/v2.1/wikis/", "deleteWiki: DELETE /api/v2.1/wiki2/{wikiId}/", "openWiki: GET /api/v2.1/wiki2/{wikiId}/",
            "loadPage: GET /{connection.address}/pages/{page}",
        ])
        // The formats that build paths are no formatting; the one that shows a name is.
        #expect(Set(screen.responsibilities.first { $0.kind == .formatting }?.evidence.map(\.member) ?? []) == ["showTitle:"])
    }

    /// A subtitle downloader that posts for a link, then downloads the file at the link the answer gave (a block's
    /// parameter): the screen makes both requests. The link is no caller's to give, so the first request is not dropped as
    /// a helper's business, as a sign-in before the request a caller hands over is, and the caller's first argument is
    /// not read as the path; nor is it when the member fetches a block's parameter itself.
    @Test func aURLABlockIsHandedIsNoCallersPath() {
        let report = analyze([
            "SubtitleDownloader.h": """
                @interface SubtitleDownloader : NSObject
                @property (nonatomic, strong) MirrorList *mirrors;
                - (void)downloadSubtitle:(NSString *)subtitleID toDirectory:(NSURL *)directory completion:(id)completion;
                @end
                """,
            "SubtitleDownloader.m": """
                #import "SubtitleDownloader.h"
                @implementation SubtitleDownloader {
                    NSURLSession *_session;
                }
                - (void)downloadSubtitle:(NSString *)subtitleID toDirectory:(NSURL *)directory completion:(id)completion {
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://api.example.com/api/v1/download"]];
                    [request setHTTPMethod:@"POST"];
                    [self fetchLink:request completion:^(NSURL *downloadURL, NSError *error) {
                        [self downloadFile:downloadURL toURL:directory :nil];
                    }];
                }
                - (void)searchSubtitles:(NSString *)query {
                    [self.mirrors resolve:query completion:^(NSURL *nextURL, NSError *error) {
                        [[_session dataTaskWithURL:nextURL] resume];
                    }];
                }
                - (void)fetchLink:(NSURLRequest *)request completion:(void (^)(NSURL *downloadURL, NSError *error))completion {
                    [[_session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    }] resume];
                }
                - (void)downloadFile:(NSURL *)fileURL toURL:(NSURL *)location :(id)completion {
                    NSURLRequest *request = [NSURLRequest requestWithURL:fileURL];
                    [[_session downloadTaskWithRequest:request completionHandler:^(NSURL *saved, NSURLResponse *response, NSError *error) {
                    }] resume];
                }
                @end
                """,
            "SubtitlesViewController.m": Self.subtitlesScreen(
                download: #"[self.downloader downloadSubtitle:@"42" toDirectory:[NSURL fileURLWithPath:@"/tmp"] completion:nil];"#,
                search: #"[self.downloader searchSubtitles:@"matrix"];"#
            ),
        ])
        #expect(Self.subtitleCalls(in: report) == [
            "tableView:didSelectRowAtIndexPath: GET ?", "tableView:didSelectRowAtIndexPath: POST /api/v1/download",
            "searchFor: GET ?",
        ])
    }

    /// A table of subtitles whose rows download one and whose search field searches, through a `SubtitleDownloader`.
    static func subtitlesScreen(download: String, search: String) -> String {
        """
        #import "SubtitleDownloader.h"
        @interface SubtitlesViewController : UITableViewController
        @property (nonatomic, strong) SubtitleDownloader *downloader;
        @end
        @implementation SubtitlesViewController
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            \(download)
        }
        - (void)searchFor:(NSString *)text {
            \(search)
        }
        @end
        """
    }

    /// The subtitles screen's API calls: `member METHOD path`, `?` for what is unknown.
    static func subtitleCalls(in report: AnalysisReport) -> [String] {
        let screen = report.screens.first { $0.name == "SubtitlesViewController" }
        return screen?.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" } ?? []
    }

    /// Inside a block, its parameter is read, not the method's local of the same name (`downloadURL`): the file download
    /// has no path, and the first request keeps the `POST` set on what the factory made. The search hands its query in a
    /// dictionary beside the URL, no piece of it.
    @Test func aBlocksParameterHidesTheLocalItIsNamedLike() {
        let report = analyze([
            "SubtitleDownloader.h": """
                @interface SubtitleDownloader : NSObject
                - (void)downloadSubtitle:(NSString *)subtitleID completion:(id)completion;
                - (void)searchSubtitles:(NSString *)query;
                @end
                """,
            "SubtitleDownloader.m": """
                #import "SubtitleDownloader.h"
                static NSString * const BaseURL = @"https://api.example.com/api/v1/";
                @implementation SubtitleDownloader {
                    NSURLSession *_session;
                }
                - (void)downloadSubtitle:(NSString *)subtitleID completion:(id)completion {
                    NSURL *downloadURL = [NSURL URLWithString:[BaseURL stringByAppendingString:@"download"]];
                    NSMutableURLRequest *request = [self generateRequest:downloadURL];
                    [request setHTTPMethod:@"POST"];
                    [self fetchLink:request completion:^(NSURL *downloadURL, NSError *error) {
                        [self downloadFile:downloadURL :nil];
                    }];
                    [self log:downloadURL];
                }
                - (void)searchSubtitles:(NSString *)query {
                    NSDictionary *params = @{ @"languages" : @"en", @"query" : query };
                    NSURL *subtitlesURL = [NSURL URLWithString:[BaseURL stringByAppendingString:@"subtitles"]];
                    NSMutableURLRequest *request = [self generateRequest:subtitlesURL withParameters:params];
                    [[_session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    }] resume];
                }
                - (void)log:(NSURL *)url {
                }
                - (void)fetchLink:(NSURLRequest *)request completion:(void (^)(NSURL *downloadURL, NSError *error))completion {
                    [[_session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                    }] resume];
                }
                - (void)downloadFile:(NSURL *)fileURL :(id)completion {
                    NSURLRequest *request = [self generateRequest:fileURL];
                    [[_session downloadTaskWithRequest:request completionHandler:^(NSURL *saved, NSURLResponse *response, NSError *error) {
                    }] resume];
                }
                - (NSMutableURLRequest *)generateRequest:(NSURL *)url {
                    NSMutableURLRequest *request = [[NSMutableURLRequest alloc] init];
                    [request setURL:url];
                    return request;
                }
                - (NSMutableURLRequest *)generateRequest:(NSURL *)url withParameters:(NSDictionary *)params {
                    NSURLComponents *components = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
                    return [self generateRequest:[components URL]];
                }
                @end
                """,
            "SubtitlesViewController.m": Self.subtitlesScreen(
                download: #"[self.downloader downloadSubtitle:@"42" completion:nil];"#, search: "[self.downloader searchSubtitles:text];"
            ),
        ])
        #expect(Self.subtitleCalls(in: report) == [
            "tableView:didSelectRowAtIndexPath: GET ?", "tableView:didSelectRowAtIndexPath: POST /api/v1/download",
            "searchFor: GET /api/v1/subtitles",
        ])
    }

    /// A block's parameter holds inside the block: before it and after it, the method's local of the same name does.
    @Test func aBlocksParameterHoldsInsideTheBlock() throws {
        let loaded = InMemorySources.load(["Downloader.m": """
            @implementation Downloader
            - (void)download {
                NSURL *downloadURL = [NSURL URLWithString:@"https://api.example.com/download"];
                [self fetch:^(NSURL *downloadURL, NSError *error) {
                    [self save:downloadURL];
                }];
                [self log:downloadURL];
                [self fetch:^(NSError *error) { }];
            }
            @end
            """])
        let member = try #require(loaded.units.first?.types.first?.members.first { $0.name == "download" })
        #expect(member.local("downloadURL", at: 3)?.isBlockParameter == false)
        // On the line the block starts on, the call it is handed to reads the method's own.
        #expect(member.local("downloadURL", at: 4)?.isBlockParameter == false)
        #expect(member.local("downloadURL", at: 5)?.isBlockParameter == true)
        #expect(member.local("downloadURL", at: 7)?.isBlockParameter == false)
        #expect(member.local("error", at: 8)?.isBlockParameter == true)
    }

    /// Requests made by a router's class methods (`[httpClient requestWithMethod:@"GET" path:ARMyInfoURL
    /// parameters:nil]`), their paths constants of another file (`NSString *const ARMyInfoURL = @"/api/v1/me";`), and
    /// sent by AFNetworking 1's operations: each call has the endpoint the router makes.
    @Test func anOperationSendsTheRequestTheRouterMakes() throws {
        let report = analyze([
            "ARNetworkConstants.h": "extern NSString *const ARMyInfoURL;",
            "ARNetworkConstants.m": #"NSString *const ARMyInfoURL = @"/api/v1/me";"#,
            "ARRouter.h": "@interface ARRouter : NSObject\n@end",
            "ARRouter.m": """
                static AFHTTPClient *httpClient = nil;
                @implementation ARRouter
                + (NSURLRequest *)newUserInfoRequest { return [httpClient requestWithMethod:@"GET" path:ARMyInfoURL parameters:nil]; }
                + (NSURLRequest *)newPartnerSearchRequest:(NSString *)query {
                    return [httpClient requestWithMethod:@"POST" path:@"/api/v1/match/partners" parameters:@{ @"term": query }];
                }
                @end
                """,
            "SearchViewController.m": """
                @interface SearchViewController : UIViewController
                @end
                @implementation SearchViewController
                - (void)loadUser {
                    NSURLRequest *infoRequest = [ARRouter newUserInfoRequest];
                    AFJSONRequestOperation *operation = [AFJSONRequestOperation JSONRequestOperationWithRequest:infoRequest success:nil failure:nil];
                    [operation start];
                }
                - (void)search:(NSString *)query {
                    NSURLRequest *request = [ARRouter newPartnerSearchRequest:query];
                    AFHTTPRequestOperation *operation = [[AFHTTPRequestOperation alloc] initWithRequest:request];
                    [operation start];
                }
                - (void)cancel { [self.operation cancel]; }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "SearchViewController" })
        #expect(screen.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" } == [
            "loadUser GET /api/v1/me", "search: POST /api/v1/match/partners",
        ])
    }

    /// A requirement of a delegate protocol the screen adopts is a callback, though its name gives nothing away
    /// (`accountCountChanged:`).
    @Test func aRequirementOfAnAdoptedDelegateProtocolIsACallback() throws {
        let report = analyze([
            "Counter.h": """
                @protocol AccountCounterDelegate <NSObject>
                @property (nonatomic, readonly) NSInteger limit;
                - (void)accountCountChanged:(AccountCounter *)counter;
                @optional
                + (BOOL)prefersLiveUpdates;
                @end
                @protocol Refreshing
                - (void)refresh;
                @end
                """,
            "InboxViewController.m": """
                @interface InboxViewController : UIViewController <AccountCounterDelegate, Refreshing>
                @property (nonatomic) NSInteger count;
                @end
                @implementation InboxViewController
                - (void)accountCountChanged:(AccountCounter *)counter { self.count = counter.count; }
                - (void)refresh { self.count = 0; }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "InboxViewController" })
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["accountCountChanged:"]?.contains(.viewController) == true)
        // A requirement of a protocol that is no delegate's is judged by what the member does.
        #expect(roles["refresh"] == [.interactor])
        let index = ProjectIndex(units: InMemorySources.load(["Counter.h": "@protocol P\n- (void)a:(id)x;\n+ (BOOL)b;\n@end\n"]).units)
        #expect(index.members(of: "P").map(\.name) == ["a:", "b"])
    }

    @Test func malformedObjectiveCNeverCrashes() {
        let broken = [
            "@interface Broken : UIViewController\n- (void)f { [[self foo] bar:^{ if (x) {",
            "@implementation X\n- (void)a { [[[[[ }\n@end",
            "@interface\n@end\n@implementation\n- (\n",
            "]]]]}}}))) @end @end",
        ]
        for text in broken {
            _ = analyze(["Broken.m": text])
        }
    }
}
