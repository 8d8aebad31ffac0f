/// The part a type plays in a VIP+W scene.
public enum SceneRole: String, Sendable, CaseIterable, Codable {
    case viewController = "view_controller"
    case interactor, presenter, worker, router, configurator, models

    /// How the role reads in a message: `view controller`.
    public var title: String { rawValue.replacingOccurrences(of: "_", with: " ") }
}
