import StranglerAnalysis
import StranglerSources

/// Lines that say what was not analysed or is no screen, shared by the text reporters.
enum ReportNotes {
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
        if !files.skipped.isEmpty {
            result.append("Skipped " + Plural.count(files.skipped.count, "file") + ": "
                + files.skipped.map { "\($0.path) (\($0.reason))" }.joined(separator: "; "))
        }
        return result
    }
}
