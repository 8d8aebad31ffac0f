import Foundation
import StranglerSources

/// Remembers the last run's findings per checked folder, so an unchanged codebase is not parsed again.
///
/// The key covers every input: the tool build (see `ToolInfo.build`), the resolved configuration, and every
/// file's path and content (plus what was skipped). Findings can depend on other files (a type's role, its scene, what a
/// project type does), so any change anywhere re-runs everything: never a stale finding. The cache lives
/// outside the user's tree, in `$XDG_CACHE_HOME/strangler` (or `~/.cache/strangler`); when it cannot be
/// read or written, the run simply goes on without it.
public struct CheckCache: Sendable {
    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/strangler/check`, else `~/.cache/strangler/check`; `nil` without a home.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> CheckCache? {
        CacheFolder.path("check", environment: environment).map(CheckCache.init(folder:))
    }

    /// The key of a run: tool build, configuration and every input file.
    public static func key(configuration: String, sources: ReadSources) -> String {
        var hash = ContentHash()
        hash.combine(ToolInfo.build)
        hash.combine(configuration)
        hash.combine(String(sources.fingerprint))
        return hash.hex
    }

    struct Entry: Codable {
        var key: String
        var result: CheckResult
    }

    private func file(for root: String) -> String { CacheFolder.file(in: folder, for: root) }

    public func lookup(key: String, root: String) -> CheckResult? {
        guard let data = FileManager.default.contents(atPath: file(for: root)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
        else { return nil }
        return entry.result
    }

    /// Stores a result; a cache that cannot be written is silently skipped.
    public func store(_ result: CheckResult, key: String, root: String) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, result: result)) else { return }
        try? SafeFileWriter.write(String(decoding: data, as: UTF8.self), to: file(for: root), force: true)
    }
}
