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
        "standardUserDefaults", "defaultCenter", "sharedApplication", "defaultManager", "sharedWorkspace",
    ]
}

/// A property wrapper given a key path (`@Injected(\.apiClient) var api`, `@AppSettings(\.general.font)`): the
/// front end records the wrapper and the path as the property's value, `["\\Injected", "", "apiClient"]` (the root type
/// after the wrapper, empty when the path does not name it), for the analysis to type it from the property it reads.
public enum KeyPathWrapper {
    public static let marker: Character = "\\"

    /// `@Injected(\.api)` → `["\\Injected", "", "api"]`; `@AppSettings(\SettingsData.general.font)` → `["\\AppSettings",
    /// "SettingsData", "general", "font"]`.
    public static func chain(wrapper: String, argument: Substring) -> [String]? {
        guard argument.first == marker else { return nil }
        let parts = argument.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        // The root may be left out (`\.api`); every name after it is there.
        guard parts.count > 1, parts[0].isEmpty || SwiftNames.isName(parts[0]), parts.dropFirst().allSatisfy(SwiftNames.isName)
        else { return nil }
        return [String(marker) + wrapper] + parts.map(String.init)
    }
}

/// The Defaults library (`sindresorhus/Defaults`): its `@Default(.webViewPageZoom)` property wrapper keeps a value in the
/// user defaults under a key the codebase declares in its extension of `Defaults.Keys` (`static let webViewPageZoom =
/// Key<Double>("webViewPageZoom", default: 1)`).
public enum DefaultsLibrary {
    public static let wrapper = "Default"
    /// The library's global store, read and written through its subscript (`Defaults[.recentSearchTexts] = []`), as
    /// SwiftyUserDefaults' `Defaults` is.
    public static let store = "Defaults"
    public static let keys = "Defaults.Keys"
    /// The name the front end gives `extension Defaults.Keys`: an extension goes by its type's last component.
    public static let keysExtension = "Keys"
}
