import StranglerScenes

/// A presenter, interactor, worker or models file of a scene imports UIKit, SwiftUI or AppKit.
///
/// Only the view controller shows things; the other components must build and test without a UI framework,
/// which is also what lets one presenter serve a UIKit and a SwiftUI view.
struct UIFrameworkImportRule: Rule {
    static let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit"]
    static let checkedRoles: [SceneRole] = [.presenter, .interactor, .worker, .models]

    let description = RuleDescription(
        id: "ui_framework_import",
        summary: "a scene's presenter, interactor, worker or models imports UIKit, SwiftUI or AppKit (Objective-C `#import` and `@import` too)",
        rationale: "only the view controller may use a UI framework; pass colours and images as plain values in the view model",
        severity: .error,
        examples: RuleExamples(
            triggering: [
                """
                import Foundation
                import ↓UIKit

                protocol StoreInfoPresentationLogic {}
                final class StoreInfoPresenter: StoreInfoPresentationLogic {
                    func present() { _ = UIColor.red }
                }
                """,
                """
                import ↓SwiftUI.View
                final class CheckoutInteractor {}
                """,
                """
                import ↓SwiftUI
                final class ProfilePresenter {}
                enum ProfileComposer {}
                """,
            ],
            nonTriggering: [
                """
                import UIKit
                protocol StoreInfoBusinessLogic {}
                final class StoreInfoViewController: UIViewController {
                    var interactor: StoreInfoBusinessLogic?
                }
                """,
                """
                import UIKit
                final class ImageCacheWorker {}
                """,
                """
                import UIKit
                final class FeedbackPresenter {
                    static func title(for count: Int) -> String { String(count) + " replies" }
                }
                final class FeedbackViewController: UIViewController {}
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for unit in context.units {
            let roles = Set(unit.types.compactMap { decl -> String? in
                guard let info = context.scenes.types[decl.name], info.scene != nil, let role = info.role,
                      Self.checkedRoles.contains(role), !info.isProtocol else { return nil }
                return "\(role.title) '\(info.name)'"
            })
            guard let owner = roles.sorted().first else { continue }
            for imported in unit.importLines {
                let module = String(imported.module.prefix { $0 != "." })
                guard Self.uiFrameworks.contains(module) else { continue }
                result.append(
                    Violation(
                        file: unit.path, line: imported.line, column: imported.column,
                        message: "\(owner) imports '\(module)'; only the view controller may use a UI framework"
                    )
                )
            }
        }
        return result
    }
}
