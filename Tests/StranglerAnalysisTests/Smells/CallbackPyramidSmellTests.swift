import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A callback pyramid is counted in the completion handlers of asynchronous calls: a block handed to a queue, an animation or
/// a table's batch updates is work scheduled, in either language.
@Suite struct CallbackPyramidSmellTests {
    static func pyramid(_ files: [String: String]) throws -> [String] {
        let screen = try #require(analyze(files).screens.first)
        return screen.smells.filter { $0.id == "callback_pyramid" }.map(\.message)
    }

    @Test func twoRequestsAndAMainQueueHopAreTwoDeep() throws {
        let implementation = """
            @implementation BuddiesViewController
            - (void)load {
                [[API sharedClient] GET:@"/buddies" parameters:nil success:^(id buddies) {
                    [[API sharedClient] GET:@"/online" parameters:nil success:^(id online) {
                        dispatch_async(dispatch_get_main_queue(), ^{
                            [[NSOperationQueue mainQueue] addOperationWithBlock:^{
                                [self.tableView reloadData];
                            }];
                        });
                    } failure:nil];
                } failure:nil];
            }
            @end
            """
        let header = "@interface BuddiesViewController : UITableViewController\n@end\n"
        #expect(try Self.pyramid(["BuddiesViewController.h": header, "BuddiesViewController.m": implementation]).isEmpty)
    }

    @Test func threeCompletionHandlersAreAPyramidWhateverRunsBetweenThem() throws {
        let source = """
            import UIKit
            final class LoginViewController: UIViewController {
                let queue = DispatchQueue(label: "login")
                func login() {
                    AuthService.shared.login { token in
                        self.queue.async {
                            AuthService.shared.profile(token) { profile in
                                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                                    AuthService.shared.settings(token) { settings in
                                        DispatchQueue.main.async { self.show(settings) }
                                    }
                                }
                            }
                        }
                    }
                }
                func show(_ settings: String) {}
            }
            """
        #expect(try Self.pyramid(["LoginViewController.swift": source]) == [
            "completion handlers nested 3 deep in login() (limit 3); flatten with async/await",
        ])
    }
}
