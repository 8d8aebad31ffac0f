import Foundation
import StranglerConfiguration
import StranglerSources

/// Progress points already computed, by commit: a commit never changes, so the point sampled at it holds for as
/// long as the tool version, the configuration and the excluded paths do, and `status --history` and `report`
/// analyse only the commits they have not seen. One file per repository, in `$XDG_CACHE_HOME/strangler/progress`
/// (or `~/.cache/strangler/progress`); a cache that cannot be read or written is simply not used.
public struct ProgressCache: Sendable {
    public var folder: String

    /// Points kept per repository; past that, the ones this run did not use are dropped.
    static let capacity = 1_000

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/strangler/progress`, else `~/.cache/strangler/progress`; `nil` without a home.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressCache? {
        CacheFolder.path("progress", environment: environment).map(ProgressCache.init(folder:))
    }

    /// What a point depends on besides its commit: the tool build, the configuration and the excluded paths.
    public static func context(configuration: Configuration, excludes: [String]) -> String {
        var hash = ContentHash()
        hash.combine(ToolInfo.build)
        hash.combine(configuration.canonicalJSON)
        for exclude in excludes { hash.combine(exclude) }
        return hash.hex
    }

    /// The points stored for a repository, by `context` + commit.
    func load(root: String) -> [String: ProgressPoint] {
        guard let data = FileManager.default.contents(atPath: CacheFolder.file(in: folder, for: root)),
              let entries = try? JSONDecoder().decode([String: ProgressPoint].self, from: data)
        else { return [:] }
        return entries
    }

    /// Stores this run's points with the ones kept before, as many as `capacity` allows; nothing when every point
    /// came from the cache.
    func store(_ used: [String: ProgressPoint], previous: [String: ProgressPoint], root: String) {
        guard used.keys.contains(where: { previous[$0] == nil }) else { return }
        var entries = used.merging(previous) { current, _ in current }
        if entries.count > Self.capacity { entries = used }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(entries) else { return }
        try? SafeFileWriter.write(String(decoding: data, as: UTF8.self), to: CacheFolder.file(in: folder, for: root), force: true)
    }

    static func key(context: String, commit: String) -> String { context + ":" + commit }
}
