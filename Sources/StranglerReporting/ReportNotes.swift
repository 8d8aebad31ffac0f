import StranglerAnalysis
import StranglerSources

/// Lines that say what was not analysed or is no screen, shared by the text reporters.
public enum ReportNotes {
    /// Skipped files listed one by one, each with its reason, up to this many; more are counted by kind.
    static let skippedListedInFull = 3
    /// The paths a count by kind names before `…`.
    static let pathsPerKind = 3

    /// Every note: where the codebase's views went, then what its files hold back.
    static func lines(_ report: AnalysisReport) -> [String] {
        viewLines(report) + fileLines(report)
    }

    /// The SwiftUI views that keep state but are no screens.
    static func viewLines(_ report: AnalysisReport) -> [String] {
        let views = report.stateOnlyViews
        guard !views.isEmpty else { return [] }
        let named = views.prefix(5).map(\.name).joined(separator: ", ") + (views.count > 5 ? " and \(views.count - 5) more" : "")
        let one = views.count == 1
        return [
            Plural.count(views.count, "SwiftUI view") + (one ? " keeps state but does" : " keep state but do")
                + " no networking, persistence, analytics or notifications of " + (one ? "its" : "their") + " own, so "
                + (one ? "it is not listed as a screen: " : "they are not listed as screens: ") + named + ".",
        ]
    }

    /// The files not analysed: languages not read yet, and skipped files.
    static func fileLines(_ report: AnalysisReport) -> [String] {
        var result: [String] = []
        let files = report.files
        for (language, count) in files.notAnalyzed.sorted(by: { $0.key < $1.key }) where count > 0 {
            let name = language == "objc" ? "Objective-C" : language
            result.append(Plural.count(count, name + " file") + " not analysed yet.")
        }
        if let skipped = skipped(files.skipped) { result.append(skipped) }
        return result
    }

    /// A few skipped files one by one with their reasons (`Skipped 2 files: A.swift (empty file); …`); more, counted by
    /// kind, the most common first, with the first paths of each (`Skipped 12 files: 9 could not be parsed (A.swift,
    /// B.swift, C.swift, …), 3 too large (…).`): the JSON report lists every one.
    static func skipped(_ files: [SkippedFile]) -> String? {
        guard !files.isEmpty else { return nil }
        let head = "Skipped " + Plural.count(files.count, "file") + ": "
        if files.count <= skippedListedInFull {
            return head + files.map { "\($0.path) (\($0.reason))" }.joined(separator: "; ")
        }
        var byKind: [SkippedFile.Kind: [String]] = [:]
        for file in files { byKind[file.kind, default: []].append(file.path) }
        // The most common first; equal counts in the order the kinds are declared.
        let kinds = SkippedFile.Kind.allCases.filter { byKind[$0] != nil }.enumerated()
            .sorted { (byKind[$1.element]!.count, $0.offset) < (byKind[$0.element]!.count, $1.offset) }
            .map(\.element)
        let counts = kinds.map { kind in
            let paths = byKind[kind]!
            return kind.counted(paths.count) + " (" + paths.prefix(pathsPerKind).joined(separator: ", ")
                + (paths.count > pathsPerKind ? ", …" : "") + ")"
        }
        return head + counts.joined(separator: ", ") + ". The JSON report (--format json) lists each with its reason."
    }

    /// The one warning for files read with U+FFFD for bytes that are not UTF-8, naming the first few, or `nil`.
    public static func invalidUTF8Warning(_ paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        let one = paths.count == 1
        let named = paths.prefix(pathsPerKind).joined(separator: ", ") + (paths.count > pathsPerKind ? " and \(paths.count - pathsPerKind) more" : "")
        return Plural.count(paths.count, "file") + (one ? " is" : " are") + " not UTF-8, read with U+FFFD for "
            + (one ? "its" : "their") + " invalid bytes: " + named
    }
}
