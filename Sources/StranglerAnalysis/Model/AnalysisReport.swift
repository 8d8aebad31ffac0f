import StranglerSources

/// The result of `strangler analyze`: stable, sorted, and versioned, so golden files and CI diffs stay quiet.
public struct AnalysisReport: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public var version: Int
    public var files: FileSummary
    public var screens: [ScreenAnalysis]
    /// SwiftUI views that keep state but do no I/O of their own (networking, persistence, analytics, notifications):
    /// no screens, listed so a report on an app whose views hand their work to view models or a store says where its
    /// views went. Sorted by name and file.
    public var stateOnlyViews: [ViewReference]

    public init(files: FileSummary, screens: [ScreenAnalysis], stateOnlyViews: [ViewReference] = []) {
        self.version = Self.currentVersion
        self.files = files
        self.screens = screens
        self.stateOnlyViews = stateOnlyViews
    }
}

/// Where a type is declared.
public struct ViewReference: Codable, Sendable, Equatable {
    public var name: String
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }
}

/// How many files and lines the analysis read, and what it skipped or could not read.
public struct FileSummary: Codable, Sendable, Equatable {
    public var analyzed: Int
    public var lines: Int
    public var skipped: [SkippedFile]
    /// Files found in a language Strangler cannot analyse yet, by language id (`objc`).
    public var notAnalyzed: [String: Int]
    /// Files that are not valid UTF-8 (a legacy Latin-1 file), read with U+FFFD for their invalid bytes; sorted.
    public var invalidUTF8: [String]

    public init(analyzed: Int, lines: Int, skipped: [SkippedFile], notAnalyzed: [String: Int], invalidUTF8: [String] = []) {
        self.analyzed = analyzed
        self.lines = lines
        self.skipped = skipped
        self.notAnalyzed = notAnalyzed
        self.invalidUTF8 = invalidUTF8
    }
}
