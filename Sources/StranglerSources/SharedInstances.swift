/// How types hand out shared instances, in Swift (`UserDefaults.standard`) and Objective-C
/// (`[NSUserDefaults standardUserDefaults]`): one list for the front ends and the analysis.
public enum SharedInstances {
    /// Accessors that return an instance of the type they are read on (`APIClient.shared` is an `APIClient`).
    public static let accessors: Set<String> = collaborators.union([
        "current", "main", "manager", "mainBundle", "currentDevice", "mainScreen",
    ])

    /// Accessors that hide a collaborator a test cannot replace: what the singleton-access smell reports.
    /// `.main` and `.current` are values rather than hidden collaborators.
    public static let collaborators: Set<String> = [
        "shared", "standard", "default", "sharedInstance", "sharedManager", "sharedClient", "sharedSession", "instance",
        "standardUserDefaults", "defaultCenter", "sharedApplication", "defaultManager",
    ]
}

/// The Defaults library (`sindresorhus/Defaults`): its `@Default(.webViewPageZoom)` property wrapper keeps a value in the
/// user defaults under a key the codebase declares in its extension of `Defaults.Keys` (`static let webViewPageZoom =
/// Key<Double>("webViewPageZoom", default: 1)`). Its `Defaults[.key]` subscript is not read.
public enum DefaultsLibrary {
    public static let wrapper = "Default"
    public static let keys = "Defaults.Keys"
    /// The name the front end gives `extension Defaults.Keys`: an extension goes by its type's last component.
    public static let keysExtension = "Keys"
}
