import Testing
@testable import StranglerRules

/// `ui_framework_import` reads an Objective-C file's `#import <UIKit/UIKit.h>` and `@import UIKit;` as it reads
/// a Swift `import UIKit`.
struct ObjectiveCImportTests {
    static let viewController = """
        import UIKit
        protocol CheckoutBusinessLogic {}
        final class CheckoutViewController: UIViewController {
            var interactor: CheckoutBusinessLogic?
        }
        """

    @Test func aPresenterHeaderImportingUIKitIsReported() {
        let found = findings(of: "ui_framework_import", in: [
            "CheckoutViewController.swift": Self.viewController,
            "CheckoutPresenter.h": """
                #import <Foundation/Foundation.h>
                #import <UIKit/UIKit.h>
                #import "CheckoutModels.h"
                @interface CheckoutPresenter : NSObject
                @end
                """,
            "CheckoutInteractor.m": """
                @import Foundation;
                @import UIKit.UIColor;
                @interface CheckoutInteractor : NSObject
                @end
                @implementation CheckoutInteractor
                @end
                """,
        ])
        #expect(found.map { "\($0.path):\($0.line):\($0.column)" } == ["CheckoutInteractor.m:2:9", "CheckoutPresenter.h:2:10"])
        #expect(found.last?.message.contains("imports 'UIKit'") == true)
    }

    @Test func foundationAndLocalHeadersAreNotReported() {
        let found = findings(of: "ui_framework_import", in: [
            "CheckoutViewController.swift": Self.viewController,
            "CheckoutPresenter.h": """
                #import <Foundation/Foundation.h>
                #import "UIKitHelpers.h"
                // #import <UIKit/UIKit.h>
                @interface CheckoutPresenter : NSObject
                @end
                """,
        ])
        #expect(found.isEmpty)
    }
}
