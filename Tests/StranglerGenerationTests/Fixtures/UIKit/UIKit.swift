// A stand-in for UIKit on Linux: just the types and members the scene templates use, with UIKit's
// signatures and enough behaviour (a navigation stack, presentation) for the generated tests to check
// navigation. Named `UIKit` so generated `import UIKit` compiles unchanged, and re-exporting Foundation as UIKit does.

@_exported import Foundation

@MainActor
public protocol UIApplicationDelegate: AnyObject {}

@MainActor
open class UIApplication {
    public static let shared = UIApplication()
    public var delegate: (any UIApplicationDelegate)?
    public nonisolated static let openSettingsURLString = "app-settings:"

    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
    }

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}

@MainActor
open class UIViewController {
    public internal(set) weak var navigationController: UINavigationController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?

    public init() {}

    open func viewDidLoad() {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentingViewController ?? self
        presenter.presentedViewController?.presentingViewController = nil
        presenter.presentedViewController = nil
        completion?()
    }
}

@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        for each in popped { each.navigationController = nil }
        return popped
    }
}
