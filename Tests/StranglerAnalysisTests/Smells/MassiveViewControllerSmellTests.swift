import StranglerConfiguration
import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A screen's size is counted as a reader counts it: the lines of code of its declaration and extensions, blank lines and
/// comments aside, and of an Objective-C class its implementation, not its header besides. The screen's `lines` metric
/// still spans the declarations, as the plan and the reports show it.
@Suite struct MassiveViewControllerSmellTests {
    static let settings = AnalysisSettings(massiveLines: 5)

    static func smells(_ files: [String: String]) throws -> (lines: Int, messages: [String]) {
        let screen = try #require(analyze(files, settings: settings).screens.first)
        return (screen.metrics.lines, screen.smells.filter { $0.id == "massive_view_controller" }.map(\.message))
    }

    @Test func blankLinesAndCommentsDoNotCount() throws {
        let five = """
            import UIKit
            /// Shows the order.
            final class OrderViewController: UIViewController {
                // MARK: Lifecycle

                /* Plain, as the design says. */
                override func viewDidLoad() {
                    view.backgroundColor = .white
                }

            }
            """
        let short = try Self.smells(["OrderViewController.swift": five])
        #expect(short.lines == 9 && short.messages.isEmpty)
        let six = five.replacingOccurrences(of: "view.backgroundColor = .white", with: "view.backgroundColor = .white\n        title = \"Order\"")
        #expect(try Self.smells(["OrderViewController.swift": six]).messages == [
            "OrderViewController is a massive view controller: 6 lines of code (limit 5)",
        ])
    }

    /// The header's `@interface` declares what the implementation defines: counting both would count the class twice.
    @Test func anObjectiveCClassCountsItsImplementation() throws {
        let header = (["@interface SettingsViewController : UIViewController"]
            + (1...12).map { "@property (nonatomic, strong) NSString *value\($0);" } + ["@end", ""]).joined(separator: "\n")
        let implementation = """
            #import "SettingsViewController.h"

            @implementation SettingsViewController
            // Loads the values.
            - (void)viewDidLoad {
                [super viewDidLoad];
            }
            @end

            """
        let found = try Self.smells(["SettingsViewController.h": header, "SettingsViewController.m": implementation])
        #expect(found.lines == 20 && found.messages.isEmpty)
    }

    /// A class declared in a header alone counts its header.
    @Test func aHeaderAloneCounts() throws {
        let header = (["@interface SettingsViewController : UIViewController"]
            + (1...6).map { "- (void)action\($0);" } + ["@end", ""]).joined(separator: "\n")
        #expect(try Self.smells(["SettingsViewController.h": header]).messages.count == 1)
    }
}
