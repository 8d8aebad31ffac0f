import Foundation
import StranglerConfiguration
import StranglerHistory
import StranglerSources

/// Progress over time: the migration's code-derived state at a few commits spread over the history.
///
/// Bounded: at most `samples` commits (first and newest included), each exported with `git archive` into a
/// temporary folder (its source files only) and analysed like the working tree, one after the other. Steps recorded by hand are left
/// out (the record describes today), so the curve shows what the code itself says.
public enum ProgressHistory {
    public static func sample(
        folder: String, samples: Int, configuration: Configuration, excludes: [String], maxConcurrency: Int
    ) async throws -> [ProgressPoint] {
        let points = try await GitSnapshots.sample(folder: folder, count: samples)
        var result: [ProgressPoint] = []
        for point in points {
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
            result.append(deriver.point(commit: point.hash, date: HistoryWindow.day(point.date)))
        }
        return result
    }
}
