import Foundation
import StranglerConfiguration
import StranglerHistory
import StranglerSources

/// Progress over time: the migration's code-derived state at a few commits spread over the history.
///
/// Bounded: at most `samples` commits (first and newest included), each exported with `git archive` into a
/// temporary folder (its source files only) and analysed like the working tree, one after the other. Steps recorded by hand are left
/// out (the record describes today), so the curve shows what the code itself says. With a `cache`, a commit
/// sampled before (same tool version, configuration and excluded paths) is not exported and analysed again.
public enum ProgressHistory {
    public static func sample(
        folder: String, samples: Int, configuration: Configuration, excludes: [String], maxConcurrency: Int,
        cache: ProgressCache? = nil
    ) async throws -> [ProgressPoint] {
        let points = try await GitSnapshots.sample(folder: folder, count: samples)
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let context = ProgressCache.context(configuration: configuration, excludes: excludes)
        let cached = cache?.load(root: root) ?? [:]
        var used: [String: ProgressPoint] = [:]
        defer { cache?.store(used, previous: cached, root: root) }
        var result: [ProgressPoint] = []
        for point in points {
            let key = ProgressCache.key(context: context, commit: point.hash)
            if let known = cached[key] {
                used[key] = known
                result.append(known)
                continue
            }
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strangler-snapshot-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            do {
                try await GitSnapshots.export(point, folder: folder, to: scratch.path)
            } catch HistoryError.gitFailed {
                // A commit git cannot export (a partial clone lacking one of its objects) is left out of the curve.
                continue
            }
            let options = LoadOptions(excludes: excludes, maxConcurrency: maxConcurrency)
            let sources = try SourceLoader.load(path: scratch.path, options: options)
            let facts = CodebaseFacts(sources: sources, configuration: configuration, maxConcurrency: maxConcurrency)
            // Only source files are exported: the analysis steps (MIGRATION_PLAN.md) do not count at a sample.
            let deriver = StatusDeriver(facts: facts, record: MigrationRecord(), plannedScreens: [])
            let computed = deriver.point(commit: point.hash, date: HistoryWindow.day(point.date))
            used[key] = computed
            result.append(computed)
        }
        return result
    }
}
