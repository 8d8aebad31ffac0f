import Foundation

/// Where Strangler keeps what it can compute again: outside the user's tree, in `$XDG_CACHE_HOME/strangler/NAME`
/// (or `~/.cache/strangler/NAME`). A cache that cannot be read or written is simply not used.
public enum CacheFolder {
    /// The folder of one cache (`check`, `progress`), or `nil` without a home.
    public static func path(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/strangler/" + name }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/strangler/" + name
    }

    /// One file per analysed folder, named by a hash of its absolute path.
    public static func file(in folder: String, for root: String) -> String {
        var hash = ContentHash()
        hash.combine(root)
        return folder + "/" + hash.hex + ".json"
    }
}
