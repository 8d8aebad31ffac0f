import ArgumentParser
import Foundation
import StranglerAnalysis
import StranglerConfiguration
import StranglerRules
import StranglerSources
import SwiftParser
import SwiftSyntax

/// `strangler-bench`: generates a deterministic synthetic codebase and prints how fast `analyze` and `check` read it.
///
/// Figures: the time to scaffold a scene; files, lines, wall seconds and lines per second for parse-only and
/// for the full analysis, the analysis/parse ratio, the speed-up of all cores over one, `check` with every rule
/// against `analyze`, a warm cache against a cold one, and peak memory.
/// Run it in release: `swift run -c release strangler-bench`.
@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strangler-bench", abstract: "Measure strangler analyze and check on a generated corpus and print the figures."
    )

    @Option(help: "Files in the generated corpus.")
    var files = 2_000

    @Option(help: "Lines in the generated corpus.")
    var lines = 500_000

    @Option(help: "Threads for the parallel runs (default: all cores).")
    var jobs = ProcessInfo.activeCores

    @Option(help: "Lines of the Objective-C share (.h/.m pairs), analysed on its own.")
    var objcLines = 100_000

    @Option(help: "Runs of analyze and of check, alternating, whose fastest are compared.")
    var repeats = 3

    @Option(help: "Keep the corpus in this folder instead of a temporary one.")
    var corpus: String?

    @Option(help: "Compare analyze with parse-only on this existing codebase instead of a generated one (read only).")
    var app: String?

    @Flag(help: "Only run analyze on the corpus, `repeats` times, and print its time: for a profiler.")
    var onlyAnalyze = false

    @Flag(help: "Only measure the git history reader (5,000 generated commits).")
    var historyOnly = false

    func run() throws {
        if let app {
            return try compareWithParseOnly(path: app)
        }
        if !onlyAnalyze {
            try HistoryBenchmark.run()
            if historyOnly { return }
            try ScaffoldBenchmark.run()
        }
        let folder = corpus.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("strangler-bench-\(files)-\(lines)")
        let generated = SyntheticCorpus.generate(fileCount: files, totalLines: lines)
        try Self.write(generated, to: folder)
        let lineCount = SyntheticCorpus.lineCount(generated)
        print("corpus: \(generated.count) files, \(lineCount) lines in \(folder.path)")
        print("cores: \(ProcessInfo.activeCores), jobs: \(jobs)")
        if onlyAnalyze {
            for _ in 0..<repeats {
                let seconds = try measure { _ = try Analyzer(maxConcurrency: jobs).analyze(path: folder.path, options: LoadOptions(maxConcurrency: jobs)) }
                report("analyze", seconds: seconds, lines: lineCount)
            }
            return
        }

        let (parseSeconds, parseCPU, analyzeSeconds, analyzeCPU, screens) = try parseOnlyAgainstAnalyze(path: folder.path)
        report("parse only, best of \(repeats)", seconds: parseSeconds, cpu: parseCPU, lines: lineCount)
        report("analyze, best of \(repeats)", seconds: analyzeSeconds, cpu: analyzeCPU, lines: lineCount)
        try measureStages(path: folder.path, lines: lineCount)
        let singleSeconds = try measureOneCore(path: folder.path, lines: lineCount)
        let check = try measureCheckAgainstAnalyze(path: folder.path, lines: lineCount)
        let (coldSeconds, warmSeconds) = try measureCache(path: folder.path, lines: lineCount)

        print("screens: \(screens), findings with every rule: \(check.findings)")
        print(String(format: "analyze / parse only: %.2fx wall, %.2fx cpu (target at most 1.5x)", analyzeSeconds / parseSeconds, analyzeCPU / parseCPU))
        print(String(format: "speed-up %d cores over 1: %.2fx (target at least 1.7x on 2 cores)", jobs, singleSeconds / analyzeSeconds))
        print(String(format: "check / analyze: %.2fx wall, %.2fx cpu (best of %d each; target at most 1.3x)", check.seconds / check.analyzeSeconds, check.cpu / check.analyzeCPU, repeats))
        print(String(format: "warm / cold cache: %.1f%% (target under 15%%)", warmSeconds / coldSeconds * 100))
        try measureObjectiveC(swiftLinesPerSecond: Double(lineCount) / analyzeSeconds)
        print(String(format: "peak memory: %.0f MB (target under 1,000 MB)", Double(peakMemoryKB()) / 1024))
        if corpus == nil { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes a generated corpus into `folder`, which it empties first.
    private static func write(_ generated: [SyntheticCorpus.File], to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for file in generated {
            let url = folder.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    /// The floor under any syntax-based analysis (parse, then visit every node once doing nothing), and the two stages
    /// of analyze timed apart: loading (read, parse, lower) and the analysis passes.
    private func measureStages(path: String, lines lineCount: Int) throws {
        let discovered = try SourceDiscovery.discover(path: path).files
        let walkSeconds = try measure {
            let counts = discovered.parallelMap(maxConcurrency: jobs) { file -> Int in
                guard case .success(let source) = SourceReader.read(file, maxSize: 5_000_000) else { return 0 }
                let visitor = NodeCounter(viewMode: .sourceAccurate)
                visitor.walk(Parser.parse(source: source.text))
                return visitor.nodes
            }
            precondition(counts.count == discovered.count)
        }
        report("parse + empty walk", seconds: walkSeconds, lines: lineCount)

        var loaded: LoadedSources?
        let loadSeconds = try measure { loaded = try SourceLoader.load(path: path, options: LoadOptions(maxConcurrency: jobs)) }
        report("  load (read, parse, lower)", seconds: loadSeconds, lines: lineCount)
        let passesSeconds = try measure { _ = Analyzer(maxConcurrency: jobs).analyze(loaded!) }
        report("  analysis passes", seconds: passesSeconds, lines: lineCount)
    }

    /// Analyze on one core, best of `repeats`, to set against all cores.
    private func measureOneCore(path: String, lines lineCount: Int) throws -> Double {
        var singleSeconds = Double.infinity
        for _ in 0..<repeats {
            singleSeconds = min(singleSeconds, try measure {
                _ = try Analyzer(maxConcurrency: 1).analyze(path: path, options: LoadOptions(maxConcurrency: 1))
            })
        }
        report("analyze, 1 core, best of \(repeats)", seconds: singleSeconds, lines: lineCount)
        return singleSeconds
    }

    /// `check` with every rule (opt-in legacy rules too) against analyze, alternately, best of `repeats` by wall time and
    /// by CPU time: on a shared machine the fastest run is the least disturbed one, and CPU time hardly depends on what
    /// else runs. Then its stages, timed apart: read every file, parse them, run the rules (analysis passes included).
    private func measureCheckAgainstAnalyze(path: String, lines lineCount: Int) throws
        -> (seconds: Double, cpu: Double, analyzeSeconds: Double, analyzeCPU: Double, findings: Int) {
        let options = LoadOptions(maxConcurrency: jobs)
        var findings = 0
        var (bestAnalyze, checkSeconds) = (Double.infinity, Double.infinity)
        var (bestAnalyzeCPU, checkCPU) = (Double.infinity, Double.infinity)
        for _ in 0..<repeats {
            bestAnalyze = min(bestAnalyze, try measure { _ = try Analyzer(maxConcurrency: jobs).analyze(path: path, options: options) })
            bestAnalyzeCPU = min(bestAnalyzeCPU, Self.lastCPUSeconds.withLock { $0 })
            checkSeconds = min(checkSeconds, try measure {
                findings = try CheckPipeline(configuration: Configuration(), enableAll: true, options: options).run(path: path).result.findings.count
            })
            checkCPU = min(checkCPU, Self.lastCPUSeconds.withLock { $0 })
        }
        report("analyze beside check, best of \(repeats)", seconds: bestAnalyze, cpu: bestAnalyzeCPU, lines: lineCount)
        report("check, every rule, best of \(repeats)", seconds: checkSeconds, cpu: checkCPU, lines: lineCount)
        let everyRule = try ResolvedRules.resolve(Configuration(), enableAll: true)
        var read: ReadSources?
        report("  read", seconds: try measure { read = try SourceLoader.read(path: path, options: options) }, lines: lineCount)
        var parsed: LoadedSources?
        report("  parse", seconds: try measure { parsed = try SourceLoader.parse(read!, options: options) }, lines: lineCount)
        report("  rules", seconds: try measure { _ = Checker(rules: everyRule).check(parsed!) }, lines: lineCount)
        return (checkSeconds, checkCPU, bestAnalyze, bestAnalyzeCPU, findings)
    }

    /// `check` with a cold cache, then a warm one.
    private func measureCache(path: String, lines lineCount: Int) throws -> (cold: Double, warm: Double) {
        let options = LoadOptions(maxConcurrency: jobs)
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("strangler-bench-cache-\(UUID().uuidString)")
        let cached = CheckPipeline(configuration: Configuration(), enableAll: true, options: options, cache: CheckCache(folder: cacheFolder.path))
        let coldSeconds = try measure {
            let hit = try cached.run(path: path).cacheHit
            precondition(!hit, "the first run must miss the cache")
        }
        report("check, cold cache", seconds: coldSeconds, lines: lineCount)
        let warmSeconds = try measure {
            let hit = try cached.run(path: path).cacheHit
            precondition(hit, "the second run must hit the cache")
        }
        report("check, warm cache", seconds: warmSeconds, lines: lineCount)
        try? FileManager.default.removeItem(at: cacheFolder)
        return (coldSeconds, warmSeconds)
    }

    /// Parse only, then analyze, `repeats` times alternately, and the fastest of each by wall and by CPU time: on a
    /// shared machine one run of either can be disturbed by a second or more. Parse only discovers, reads and parses
    /// every file with SwiftParser on the same threads, as analyze does before its own work.
    private func parseOnlyAgainstAnalyze(path: String) throws
        -> (parseSeconds: Double, parseCPU: Double, analyzeSeconds: Double, analyzeCPU: Double, screens: Int) {
        let parseOnly = {
            let discovered = try SourceDiscovery.discover(path: path).files.filter { $0.language == .swift }
            let counts = discovered.parallelMap(maxConcurrency: jobs) { file -> Int in
                guard case .success(let source) = SourceReader.read(file, maxSize: 5_000_000) else { return 0 }
                return Parser.parse(source: source.text).statements.count
            }
            precondition(counts.count == discovered.count)
        }
        var (parseSeconds, parseCPU) = (Double.infinity, Double.infinity)
        var (analyzeSeconds, analyzeCPU) = (Double.infinity, Double.infinity)
        var screens = 0
        for _ in 0..<repeats {
            parseSeconds = min(parseSeconds, try measure(parseOnly))
            parseCPU = min(parseCPU, Self.lastCPUSeconds.withLock { $0 })
            analyzeSeconds = min(analyzeSeconds, try measure {
                screens = try Analyzer(maxConcurrency: jobs).analyze(path: path, options: LoadOptions(maxConcurrency: jobs)).screens.count
            })
            analyzeCPU = min(analyzeCPU, Self.lastCPUSeconds.withLock { $0 })
        }
        return (parseSeconds, parseCPU, analyzeSeconds, analyzeCPU, screens)
    }

    /// `--app`: the same comparison on a codebase the user already has, which is never written to.
    private func compareWithParseOnly(path: String) throws {
        let all = try SourceDiscovery.discover(path: path).files
        let files = all.filter { $0.language == .swift }
        guard !files.isEmpty else { throw ValidationError("no Swift files in '\(path)': parse-only has nothing to compare with") }
        let lines = files.reduce(0) { total, file in
            guard case .success(let source) = SourceReader.read(file, maxSize: 5_000_000) else { return total }
            return total + SyntheticCorpus.lineCount(source.text)
        }
        print("codebase: \(files.count) Swift files, \(lines) lines in \(path)")
        if all.count > files.count {
            print("also \(all.count - files.count) Objective-C files, which analyze reads and parse only does not")
        }
        print("cores: \(ProcessInfo.activeCores), jobs: \(jobs)")
        let (parseSeconds, parseCPU, analyzeSeconds, analyzeCPU, screens) = try parseOnlyAgainstAnalyze(path: path)
        report("parse only, best of \(repeats)", seconds: parseSeconds, cpu: parseCPU, lines: lines)
        report("analyze, best of \(repeats)", seconds: analyzeSeconds, cpu: analyzeCPU, lines: lines)
        print("screens: \(screens)")
        print(String(format: "analyze / parse only: %.2fx wall, %.2fx cpu (target at most 1.5x)", analyzeSeconds / parseSeconds, analyzeCPU / parseCPU))
        print(String(format: "peak memory: %.0f MB", Double(peakMemoryKB()) / 1024))
    }

    /// The Objective-C share: the same pipeline on generated `.h`/`.m` screens, lines per second per language.
    private func measureObjectiveC(swiftLinesPerSecond: Double) throws {
        guard objcLines > 0 else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strangler-bench-objc-\(objcLines)")
        let generated = SyntheticObjCCorpus.generate(screenCount: max(1, objcLines / 250), totalLines: objcLines)
        try Self.write(generated, to: folder)
        let lineCount = SyntheticCorpus.lineCount(generated)
        var screens = 0
        let seconds = try measure {
            screens = try Analyzer(maxConcurrency: jobs).analyze(path: folder.path, options: LoadOptions(maxConcurrency: jobs)).screens.count
        }
        print("objective-c corpus: \(generated.count) files, \(lineCount) lines, \(screens) screens")
        report("analyze objective-c", seconds: seconds, lines: lineCount)
        print(String(format: "lines per second: swift %.0f, objective-c %.0f", swiftLinesPerSecond, Double(lineCount) / seconds))
        try? FileManager.default.removeItem(at: folder)
    }

    /// Wall seconds of `body`; its CPU seconds (all threads) go to `lastCPUSeconds`, which a busy machine
    /// distorts far less than wall time.
    private func measure(_ body: () throws -> Void) throws -> Double {
        let cpuStart = Self.cpuSeconds()
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        Self.lastCPUSeconds.withLock { $0 = Self.cpuSeconds() - cpuStart }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static let lastCPUSeconds = Locked<Double>(0)

    /// `cpu` defaults to the last measurement's.
    private func report(_ label: String, seconds: Double, cpu: Double? = nil, lines: Int) {
        let cpu = cpu ?? Self.lastCPUSeconds.withLock { $0 }
        print(String(format: "%@: %.2f s, %.0f lines/s (cpu %.2f s)", label, seconds, Double(lines) / seconds, cpu))
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(macOS)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private func peakMemoryKB() -> Int {
        var usage = rusage()
        #if os(macOS)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
