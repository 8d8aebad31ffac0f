//
//  UIKitStandIns.swift
//  AppTests
//
//  Just enough of UIKit for the app's Swift view controllers to compile and
//  run in the host-only test job, which builds the app's Swift files together
//  with this folder and never links UIKit. These only hold state; nothing is
//  drawn. Add what a newly tested screen needs.
//

import Foundation

// MARK: - Colours, fonts, layout

public struct UIColor: Equatable {
    public let name: String
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let systemRed = UIColor(name: "systemRed")
}

public struct UIFont: Equatable {
    public enum TextStyle { case body, footnote, headline }
    public let style: TextStyle
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(style: style) }
}

public final class NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

public final class NSLayoutConstraint {
    public var isActive = false
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }
}

public final class UILayoutGuide {
    public let topAnchor = NSLayoutAnchor()
    public let bottomAnchor = NSLayoutAnchor()
    public let leadingAnchor = NSLayoutAnchor()
    public let trailingAnchor = NSLayoutAnchor()
}

// MARK: - Responders and views

open class UIResponder {
    public private(set) var isFirstResponder = false
    public init() {}
    @discardableResult open func becomeFirstResponder() -> Bool { isFirstResponder = true; return true }
    @discardableResult open func resignFirstResponder() -> Bool { isFirstResponder = false; return true }
}

open class UIView: UIResponder {
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []
    public let topAnchor = NSLayoutAnchor()
    public let bottomAnchor = NSLayoutAnchor()
    public let leadingAnchor = NSLayoutAnchor()
    public let trailingAnchor = NSLayoutAnchor()
    public let safeAreaLayoutGuide = UILayoutGuide()
    public let layoutMarginsGuide = UILayoutGuide()
    public let keyboardLayoutGuide = UILayoutGuide()
    open func addSubview(_ view: UIView) { subviews.append(view) }
}

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont?
    open var textColor: UIColor?
}

open class UIControl: UIView {
    public enum Event { case touchUpInside, valueChanged }
    open var isEnabled = true
    public private(set) var targets: [(target: AnyObject?, action: Selector, event: Event)] = []
    open func addTarget(_ target: AnyObject?, action: Selector, for event: Event) {
        targets.append((target, action, event))
    }
}

open class UIButton: UIControl {
    public enum ButtonType { case system, custom }
    public enum State { case normal, disabled }
    public let buttonType: ButtonType
    public private(set) var titles: [State: String] = [:]
    public init(type: ButtonType) { self.buttonType = type }
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }
}

public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
}

open class UITextView: UIView {
    open var text: String! = ""
    open var font: UIFont?
    open weak var delegate: UITextViewDelegate?
}

open class UIActivityIndicatorView: UIView {
    public enum Style { case medium, large }
    public private(set) var isAnimating = false
    public init(style: Style) {}
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

open class UIStackView: UIView {
    public enum Axis { case horizontal, vertical }
    open var axis: Axis = .horizontal
    open var spacing: Double = 0
    public let arrangedSubviews: [UIView]
    public init(arrangedSubviews: [UIView]) { self.arrangedSubviews = arrangedSubviews }
}

// MARK: - Bar items

open class UIBarButtonItem {
    public enum SystemItem { case cancel, done, add }
    public var customView: UIView?
    public var action: Selector?
    public init(barButtonSystemItem: SystemItem, target: AnyObject?, action: Selector?) { self.action = action }
    public init(customView: UIView) { self.customView = customView }
}

open class UINavigationItem {
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
}

// MARK: - View controllers

open class UIViewController: UIResponder {
    open var title: String?
    public let navigationItem = UINavigationItem()
    public private(set) var presentedViewController: UIViewController?
    public private(set) var dismissCount = 0
    private var loadedView: UIView?

    open var view: UIView! {
        get {
            if loadedView == nil {
                loadedView = UIView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCount += 1
        presentedViewController = nil
        completion?()
    }
}

public struct UIAlertAction {
    public enum Style { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
    }
}

open class UIAlertController: UIViewController {
    public enum Style { case alert, actionSheet }
    public let message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        fatalError("not used in tests")
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}
