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
    /// The storyboards' scene graphs, in path order: where segues lead.
    public var storyboards: [Storyboard]
    public var skipped: [SkippedFile]
    /// Files of a language Strangler finds but cannot analyse yet, by language.
    public var notAnalyzed: [SourceLanguage: Int]
    /// The files read with U+FFFD for bytes that are not UTF-8 (see `SourceReader.readText`), sorted.
    public var invalidUTF8: [String]

    public init(
        root: String, units: [SourceUnit], storyboards: [Storyboard] = [], skipped: [SkippedFile], notAnalyzed: [SourceLanguage: Int],
        invalidUTF8: [String] = []
    ) {
        self.root = root
        self.units = units
        self.storyboards = storyboards
        self.skipped = skipped
        self.notAnalyzed = notAnalyzed
        self.invalidUTF8 = invalidUTF8
    }

    public var lineCount: Int { units.reduce(0) { $0 + $1.lineCount } }

    /// Frees the model on every core (see `Array.releaseInParallel`): call it when nothing else holds the units.
    public consuming func release(maxConcurrency: Int = ProcessInfo.activeCores) {
        var units: [SourceUnit] = []
        swap(&units, &self.units)
        units.releaseInParallel(maxConcurrency: maxConcurrency)
    }
}

/// Discovers, reads and parses every source file under a path, in parallel, each file once.
public enum SourceLoader {
    /// Front ends by language; a language without one is counted as not analysed.
    public static func frontEnd(for language: SourceLanguage) -> (@Sendable (SourceFile) -> Result<SourceUnit, SkippedFile>)? {
        switch language {
        case .swift: SwiftFrontEnd.parse
        case .objectiveC: { ObjCFrontEnd.parse($0) }
        }
    }

    /// The front end for each file of one project: an Objective-C file sees the string constants the project's other
    /// files declare and the setters they define (`ObjCFrontEnd.shared(by:)`), as it sees them through the headers it imports.
    public static func frontEnd(
        forFilesOf files: [SourceFile], maxConcurrency: Int = ProcessInfo.activeCores
    ) -> @Sendable (SourceFile) -> Result<SourceUnit, SkippedFile> {
        let shared = ObjCFrontEnd.shared(by: files, maxConcurrency: maxConcurrency)
        return { file in
            switch file.language {
            case .swift: SwiftFrontEnd.parse(file)
            case .objectiveC: ObjCFrontEnd.parse(file, shared: shared)
            }
        }
    }

    public static func load(path: String, options: LoadOptions = LoadOptions()) throws -> LoadedSources {
        try parse(read(path: path, options: options), options: options)
    }

    /// The first stage: discover and read every file, in parallel, without parsing. A cache can
    /// key on what was read (`ReadSources.fingerprint`) before anything is parsed.
    public static func read(path: String, options: LoadOptions = LoadOptions()) throws -> ReadSources {
        let discovery = try SourceDiscovery.discover(path: path, excludes: options.excludes)
        var notAnalyzed: [SourceLanguage: Int] = [:]
        var toRead: [DiscoveredFile] = []
        for file in discovery.files {
            if frontEnd(for: file.language) == nil {
                notAnalyzed[file.language, default: 0] += 1
            } else {
                toRead.append(file)
            }
        }
        let maxFileSize = options.maxFileSize
        let results = toRead.parallelMap(maxConcurrency: options.maxConcurrency) { SourceReader.read($0, maxSize: maxFileSize) }
        var files: [SourceFile] = []
        var skipped = discovery.skipped
        var invalidUTF8: [String] = []
        for result in results {
            switch result {
            case .success(let file):
                files.append(file)
                if file.hasInvalidUTF8 { invalidUTF8.append(file.path) }
            case .failure(let file): skipped.append(file)
            }
        }
        // Storyboards are few and small, and libxml2's parser is not shared between threads: one after another.
        var storyboards: [Storyboard] = []
        for found in discovery.storyboards {
            let text = SourceReader.readText(absolutePath: found.absolutePath, path: found.path, maxSize: maxFileSize)
            if case .success(let read) = text, read.hasInvalidUTF8 { invalidUTF8.append(found.path) }
            switch text.flatMap({ Storyboard.read(path: found.path, data: Data($0.text.utf8)) }) {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let file): skipped.append(file)
            }
        }
        return ReadSources(
            root: discovery.root, files: files, storyboards: storyboards, skipped: skipped, notAnalyzed: notAnalyzed,
            invalidUTF8: invalidUTF8.sorted(), isSingleFile: discovery.isSingleFile
        )
    }

    /// The second stage: parse every file that was read, once, in parallel.
    public static func parse(_ read: ReadSources, options: LoadOptions = LoadOptions()) throws -> LoadedSources {
        let parse = frontEnd(forFilesOf: read.files, maxConcurrency: options.maxConcurrency)
        let results = read.files.parallelMap(maxConcurrency: options.maxConcurrency, stackSize: SwiftFrontEnd.stackSize, parse)
        var units: [SourceUnit] = []
        var skipped = read.skipped
        for result in results {
            switch result {
            case .success(let unit): units.append(unit)
            case .failure(let file): skipped.append(file)
            }
        }
        if read.isSingleFile, let only = skipped.first, units.isEmpty {
            throw SourcesError.fileSkipped(only)
        }
        return LoadedSources(
            root: read.root, units: units.sorted { $0.path < $1.path }, storyboards: read.storyboards, skipped: skipped.sorted(),
            notAnalyzed: read.notAnalyzed, invalidUTF8: read.invalidUTF8
        )
    }
}

/// Files that were found and read, not yet parsed.
public struct ReadSources: Sendable {
    public var root: String
    public var files: [SourceFile]
    public var storyboards: [Storyboard] = []
    public var skipped: [SkippedFile]
    public var notAnalyzed: [SourceLanguage: Int]
    /// The files read with U+FFFD for bytes that are not UTF-8, sorted.
    public var invalidUTF8: [String] = []
    public var isSingleFile: Bool

    /// A hash of every path and its content, and of what was skipped: equal fingerprints mean the same inputs.
    public var fingerprint: UInt64 {
        var hash = ContentHash()
        for file in files.sorted(by: { $0.path < $1.path }) {
            hash.combine(file.path)
            hash.combine(file.text)
        }
        for storyboard in storyboards {
            hash.combine(storyboard.path)
            hash.combine(String(describing: storyboard))
        }
        for file in skipped.sorted() {
            hash.combine(file.path)
            hash.combine(file.reason)
        }
        for (language, count) in notAnalyzed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            hash.combine(language.rawValue + "=\(count)")
        }
        return hash.value
    }
}
