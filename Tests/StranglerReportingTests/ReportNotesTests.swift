import StranglerAnalysis
import StranglerSources
import Testing
@testable import StranglerReporting

/// What the text reports say about the files they could not analyse in full.
@Suite struct ReportNotesTests {
    static func skipped(_ count: Int, _ kind: SkippedFile.Kind, _ name: String, _ reason: String) -> [SkippedFile] {
        (1...count).map { SkippedFile(path: "App/\(name)\($0).swift", reason: reason, kind: kind) }
    }

    /// A few skipped files are listed with their reasons, as they always were.
    @Test func aFewSkippedFilesAreListedWithTheirReasons() {
        let files = Self.skipped(2, .unparsable, "Broken", "syntax error at line 3: expected '}'") + Self.skipped(1, .empty, "Empty", "empty file")
        #expect(ReportNotes.skipped(files) == "Skipped 3 files: App/Broken1.swift (syntax error at line 3: expected '}'); "
            + "App/Broken2.swift (syntax error at line 3: expected '}'); App/Empty1.swift (empty file)")
    }

    /// Many skipped files make one line a reader takes in: a count per kind, the most common first, the first paths of
    /// each; the JSON report keeps every file with its reason.
    @Test func manySkippedFilesAreCountedByKind() {
        let files = (Self.skipped(9, .unparsable, "Broken", "syntax error at line 1: expected '}'")
            + Self.skipped(3, .tooLarge, "Big", "larger than 5 MB (6.1 MB)") + Self.skipped(1, .brokenLink, "Link", "broken symbolic link")
            + Self.skipped(3, .unreadable, "Locked", "not readable (permission denied)")).sorted()
        #expect(ReportNotes.skipped(files) == "Skipped 16 files: "
            + "9 could not be parsed (App/Broken1.swift, App/Broken2.swift, App/Broken3.swift, …), "
            + "3 too large (App/Big1.swift, App/Big2.swift, App/Big3.swift), "
            + "3 could not be read (App/Locked1.swift, App/Locked2.swift, App/Locked3.swift), "
            + "1 broken link (App/Link1.swift). The JSON report (--format json) lists each with its reason.")
        let report = AnalysisReport(files: FileSummary(analyzed: 0, lines: 0, skipped: files, notAnalyzed: [:]), screens: [])
        let json = JSONReporter.render(report)
        #expect(json.components(separatedBy: "\"reason\" : ").count - 1 == 16)
        #expect(json.contains("\"kind\" : \"tooLarge\""))
    }

    @Test func filesReadWithReplacedBytesAreOneWarning() {
        #expect(ReportNotes.invalidUTF8Warning([]) == nil)
        #expect(ReportNotes.invalidUTF8Warning(["Legacy/Old.m"]) == "1 file is not UTF-8, read with U+FFFD for its invalid bytes: Legacy/Old.m")
        #expect(ReportNotes.invalidUTF8Warning(["A.m", "B.m", "C.m", "D.m", "E.h"])
            == "5 files are not UTF-8, read with U+FFFD for their invalid bytes: A.m, B.m, C.m and 2 more")
    }
}
