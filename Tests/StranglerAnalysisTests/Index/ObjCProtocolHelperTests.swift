import Testing
@testable import StranglerAnalysis

/// A Swift screen calls the codebase's Objective-C helpers by the names Swift imports them under, through the protocol
/// they conform to: `errorPresenter.presentError(from: self, forError: error, animated: true, handler: nil)` is
/// `presentErrorFromViewController:forError:animated:handler:`, declared by the `ErrorPresentation` protocol and
/// implemented by `ErrorAlertPresentation`, which presents an alert.
struct ObjCProtocolHelperTests {
    static let files = [
        "Kit/ErrorPresentation.h": """
            #import <UIKit/UIKit.h>
            @protocol ErrorPresentation <NSObject>
            - (void)presentErrorFromViewController:(UIViewController *)viewController forError:(NSError *)error animated:(BOOL)animated handler:(void (^)(void))handler;
            @end
            """,
        "Kit/ErrorAlertPresentation.h": """
            #import "ErrorPresentation.h"
            @interface ErrorAlertPresentation : NSObject <ErrorPresentation>
            @end
            """,
        "Kit/ErrorAlertPresentation.m": """
            #import "ErrorAlertPresentation.h"
            @implementation ErrorAlertPresentation
            - (void)presentErrorFromViewController:(UIViewController *)viewController forError:(NSError *)error animated:(BOOL)animated handler:(void (^)(void))handler
            {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Error" message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
                [viewController presentViewController:alert animated:animated completion:nil];
            }
            @end
            """,
        "Kit/ErrorBannerPresentation.m": """
            #import "ErrorPresentation.h"
            @interface ErrorBannerPresentation : NSObject <ErrorPresentation>
            @end
            @implementation ErrorBannerPresentation
            - (void)presentErrorFromViewController:(UIViewController *)viewController forError:(NSError *)error animated:(BOOL)animated handler:(void (^)(void))handler
            {
                UIAlertController *banner = [UIAlertController alertControllerWithTitle:nil message:error.localizedDescription preferredStyle:UIAlertControllerStyleActionSheet];
                [viewController presentViewController:banner animated:animated completion:handler];
            }
            @end
            """,
        "Kit/RoomKeeper.h": """
            #import <Foundation/Foundation.h>
            @interface RoomKeeper : NSObject
            - (void)saveRoomWithIdentifier:(NSString *)identifier;
            - (void)logRoomWithIdentifier:(NSString *)identifier;
            - (void)loadFromDisk;
            @end
            """,
        "Kit/RoomKeeper.m": """
            #import "RoomKeeper.h"
            @implementation RoomKeeper
            - (void)saveRoomWithIdentifier:(NSString *)identifier
            {
                [[NSUserDefaults standardUserDefaults] setObject:identifier forKey:@"room"];
            }
            - (void)logRoomWithIdentifier:(NSString *)identifier
            {
                NSLog(@"room %@", identifier);
            }
            - (void)loadFromDisk
            {
                NSLog(@"nothing stored");
            }
            @end
            """,
        "EditHistoryViewController.swift": """
            import UIKit
            final class EditHistoryViewController: UIViewController {
                private let errorPresenter: ErrorPresentation
                private let store = RoomKeeper()
                init(errorPresenter: ErrorPresentation) {
                    self.errorPresenter = errorPresenter
                    super.init(nibName: nil, bundle: nil)
                }
                private func render(error: Error) {
                    self.errorPresenter.presentError(from: self, forError: error, animated: true, handler: nil)
                }
                private func save(id: String) {
                    store.saveRoom(withIdentifier: id)
                }
                private func log(id: String) {
                    store.logRoom(withIdentifier: id)
                }
                private func load() {
                    store.loadFromDisk()
                }
            }
            """,
    ]

    static func steps(_ files: [String: String]) throws -> [String] {
        let screen = try #require(analyze(files).screens.first { $0.name == "EditHistoryViewController" })
        return screen.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "-")" }
    }

    /// Both conformers present an alert: so does the protocol.
    @Test func aProtocolShowsWhatItsConformersAllShow() throws {
        #expect(try Self.steps(Self.files) == ["render(error:) present UIAlertController"])
    }

    /// A conformer that shows a screen of its own instead: which one the screen is given is not known.
    @Test func conformersThatShowDifferentThingsLeaveTheDestinationOpen() throws {
        let files = Self.files.merging([
            "Kit/ErrorScreenPresentation.m": """
                #import "ErrorPresentation.h"
                @interface ErrorScreenPresentation : NSObject <ErrorPresentation>
                @end
                @implementation ErrorScreenPresentation
                - (void)presentErrorFromViewController:(UIViewController *)viewController forError:(NSError *)error animated:(BOOL)animated handler:(void (^)(void))handler
                {
                    ErrorDetailsViewController *details = [[ErrorDetailsViewController alloc] init];
                    [viewController presentViewController:details animated:animated completion:handler];
                }
                @end
                """,
            "Kit/ErrorDetailsViewController.swift": "import UIKit\nfinal class ErrorDetailsViewController: UIViewController {}\n",
        ]) { $1 }
        #expect(try Self.steps(files) == ["render(error:) present -"])
    }

    /// `saveRoom(withIdentifier:)` persists as `saveRoomWithIdentifier:` does; `logRoom(withIdentifier:)` only logs, as
    /// `logRoomWithIdentifier:` does, though its type persists elsewhere; `loadFromDisk()`, which takes no argument, keeps
    /// its name and does nothing of the kind.
    @Test func theImportedNameFindsWhatTheMethodDoes() throws {
        let screen = try #require(analyze(Self.files).screens.first { $0.name == "EditHistoryViewController" })
        let persistence = screen.responsibilities.first { $0.kind == .persistence }?.evidence.map(\.member) ?? []
        #expect(persistence == ["save(id:)"])
    }
}
