// What the seams fixtures use of UIKit, beside the stand-in shared with the scaffold proof. Like the real UIKit,
// it re-exports Foundation (and, on Linux, FoundationNetworking, where URLSession lives there).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView {
    public init() {}
}

@MainActor
public final class UIWindow: UIView {}

@MainActor
open class UILabel: UIView {
    public var text: String?
}

@MainActor
open class UIButton: UIView {
    public var isSelected = false
}

extension UIViewController {
    /// Real UIKit loads the view once and calls `viewDidLoad()`; the stand-in has no view to load.
    public func loadViewIfNeeded() { viewDidLoad() }
}
