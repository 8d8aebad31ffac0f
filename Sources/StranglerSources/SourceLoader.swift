import Foundation

/// Options for finding and reading sources.
public struct LoadOptions: Sendable {
    /// Glob patterns matched against paths relative to the root, and against file and folder names.
    public var excludes: [String]
    public var maxFileSize: Int
    public var maxConcurrency: Int

    public init(excludes: [String] = [], maxFileSize: Int = 5_000_000, maxConcurrency: Int = ProcessInfo.activeCores) {
        self.excludes = excludes
        self.maxFileSize = maxFileSize
        self.maxConcurrency = maxConcurrency
    }
}

/// Everything that was found under a root: the parsed units, and what was not analysed and why.
public struct LoadedSources: Sendable {
    /// The folder paths are relative to (the file's folder when a single file was given).
    public var root: String
    public var units: [SourceUnit]
    public var skipped: [SkippedFile]
    /// Files of a language Strangler finds but cannot analyse yet, by language.
    public var notAnalyzed: [SourceLanguage: Int]

    public init(root: String, units: [SourceUnit], skipped: [SkippedFile], notAnalyzed: [SourceLanguage: Int]) {
        self.root = root
        self.units = units
        self.skipped = skipped
        self.notAnalyzed = notAnalyzed
    }

    public var lineCount: Int { units.reduce(0) { $0 + $1.lineCount } }
}

/// Discovers, reads and parses every source file under a path, in parallel, each file once.
public enum SourceLoader {
    /// Front ends by language; a language without one is counted as not analysed.
    public static func frontEnd(for language: SourceLanguage) -> (@Sendable (SourceFile) -> Result<SourceUnit, SkippedFile>)? {
        switch language {
        case .swift: SwiftFrontEnd.parse
        case .objectiveC: ObjCFrontEnd.parse
        }
    }

    public static func load(path: String, options: LoadOptions = LoadOptions()) throws -> LoadedSources {
        let discovery = try SourceDiscovery.discover(path: path, excludes: options.excludes)
        var notAnalyzed: [SourceLanguage: Int] = [:]
        var toParse: [DiscoveredFile] = []
        for file in discovery.files {
            if frontEnd(for: file.language) == nil {
                notAnalyzed[file.language, default: 0] += 1
            } else {
                toParse.append(file)
            }
        }
        let maxFileSize = options.maxFileSize
        let results = toParse.parallelMap(maxConcurrency: options.maxConcurrency) { file -> Result<SourceUnit, SkippedFile> in
            switch SourceReader.read(file, maxSize: maxFileSize) {
            case .failure(let skipped): return .failure(skipped)
            case .success(let source): return frontEnd(for: source.language)!(source)
            }
        }
        var units: [SourceUnit] = []
        var skipped = discovery.skipped
        for result in results {
            switch result {
            case .success(let unit): units.append(unit)
            case .failure(let file): skipped.append(file)
            }
        }
        if discovery.isSingleFile, let only = skipped.first, units.isEmpty {
            throw SourcesError.fileSkipped(only)
        }
        return LoadedSources(
            root: discovery.root, units: units.sorted { $0.path < $1.path }, skipped: skipped.sorted(),
            notAnalyzed: notAnalyzed
        )
    }
}
