import ArgumentParser
import Foundation
import StranglerConfiguration
import StranglerHistory
import StranglerPlanning
import StranglerSources

/// What `plan`, `status` and `report` share: the project, its configuration, what to skip, threads.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "The project folder.")
    var path: String = "."

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    @Option(help: "Skip paths matching this glob (repeatable), e.g. 'Pods/*'.")
    var exclude: [String] = []

    @Option(help: "Parse on this many threads (default: all cores).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    /// The configuration (its warnings printed), the loaded sources and what the code says, from one load.
    func load() throws -> (configuration: Configuration, sources: LoadedSources, facts: CodebaseFacts) {
        let loaded = try CLI.configuration(for: path, explicit: config)
        let threads = jobs ?? ProcessInfo.activeCores
        let sources = try SourceLoader.load(path: path, options: LoadOptions(excludes: loaded.configuration.excluded + exclude, maxConcurrency: threads))
        return (loaded.configuration, sources, CodebaseFacts(sources: sources, configuration: loaded.configuration, maxConcurrency: threads))
    }

    /// The folder the project's files (`MIGRATION_PLAN.md`, `.strangler/`) live in.
    var folder: String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
        return path
    }

    /// The history in the window (`--since`, else `plan: since:`, else 12 months), or why there is none.
    func history(since: String?, configuration: Configuration) throws -> GitHistory.Outcome {
        let window = try (since ?? configuration.plan.since).map(HistoryWindow.init(parsing:)) ?? .defaultWindow
        let folder = self.folder
        return try Git.blocking { try await GitHistory.read(folder: folder, window: window) }
    }

    /// The screens `MIGRATION_PLAN.md` documents, if the project has one.
    var plannedScreens: Set<String> {
        let file = folder + "/MIGRATION_PLAN.md"
        return (try? String(contentsOfFile: file, encoding: .utf8)).map(PlanDocument.plannedScreens) ?? []
    }

    var jobCount: Int { jobs ?? ProcessInfo.activeCores }

    /// Progress at up to `samples` commits spread over the history (see `ProgressHistory`).
    /// Commits sampled before are read from the progress cache unless `cached` is false (`--no-cache`).
    func progressHistory(samples: Int, configuration: Configuration, cached: Bool) throws -> [ProgressPoint] {
        let (folder, excludes, jobs) = (self.folder, configuration.excluded + exclude, jobCount)
        let cache = cached ? ProgressCache.defaultLocation() : nil
        return try Git.blocking {
            try await ProgressHistory.sample(
                folder: folder, samples: samples, configuration: configuration, excludes: excludes, maxConcurrency: jobs, cache: cache
            )
        }
    }
}

/// `--format`, `-o` and `--force` of the commands that print a report as text.
struct OutputOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case terminal, markdown, json
    }

    @Option(help: "Output format.")
    var format: Format = .terminal

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    /// Colour only for a terminal on standard output.
    var colored: Bool { output == nil && CLI.stdoutWantsColor }

    /// Refuses an output file that exists (without `--force`) or cannot be written, before the work rather than after it.
    func checkWritable() throws {
        if let output { try SafeFileWriter.check(output, force: force) }
    }

    func emit(_ text: String) throws {
        try CLI.emit(text, to: output, force: force)
    }
}
