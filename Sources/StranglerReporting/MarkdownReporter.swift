import StranglerAnalysis
import StranglerSources

/// One document per screen in the shape the migration guide uses. A location in another file than the screen's own is
/// `path:line`, relative to the analysed folder.
public enum MarkdownReporter {
    public static func render(_ report: AnalysisReport, layout: ReportLayout = ReportLayout()) -> String {
        let screens = layout.screens(of: report, defaultOrder: .name)
        guard !layout.isFocused else {
            // The screens the user named, then what the codebase's files hold back from them.
            return screens.map(render).joined(separator: "\n") + ReportNotes.fileLines(report).map { "\n" + $0 + "\n" }.joined()
        }
        let cut = layout.cut(shown: screens.count, of: report.screens.count, defaultOrder: .name)
        var out = "# Strangler analysis\n\n"
        out += Plural.count(report.screens.count, "screen") + " in " + Plural.count(report.files.analyzed, "file")
            + " (\(report.files.lines) lines)" + (cut.map { "; " + $0 } ?? "") + ".\n"
        out += ReportNotes.lines(report).map { "\n" + $0 + "\n" }.joined()
        for screen in screens {
            out += "\n" + render(screen)
        }
        return out
    }

    public static func render(_ screen: ScreenAnalysis) -> String {
        var out = "## \(screen.name) Analysis\n\n"
        let base = screen.superclass.map { " (\($0))" } ?? ""
        out += "`\(screen.file):\(screen.line)`, \(screen.kind.rawValue)\(base). "
        let m = screen.metrics
        out += "\(m.lines) lines, \(m.members) members, \(m.storedProperties) stored properties, "
        out += "max complexity \(m.maxComplexity), max nesting \(m.maxNesting).\n\n"

        // A screen spread over several files (a header and its implementation, extensions elsewhere): a line
        // in another file than the screen's own is shown with that file's path, which two files of one name tell apart.
        func at(_ line: Int, in file: String) -> String {
            file == screen.file ? "\(line)" : "\(file):\(line)"
        }
        /// `line 42` in the screen's file, `App/Product/ProductViewController+Cart.swift:42` in another.
        func phrase(_ location: String) -> String { location.contains(":") ? location : "line " + location }

        out += "### Responsibilities\n\n"
        out += list(screen.responsibilities) { r in
            let shown = r.evidence.prefix(5).map { "`\($0.symbol)` (\($0.member), \(phrase(at($0.line, in: $0.file))))" }
                .joined(separator: ", ")
            let more = r.evidence.count > 5 ? ", and \(r.evidence.count - 5) more" : ""
            return "**\(r.kind.rawValue)**: \(shown)\(more)"
        }
        out += "### API Calls\n\n"
        out += table(["Method", "Endpoint", "Via", "Member", "Line"], screen.apiCalls) {
            [$0.method ?? "?", $0.path.map { "`\($0)`" } ?? ($0.isGraphQL ? "GraphQL" : "unknown"), "`\($0.via)`", "`\($0.member)`", at($0.line, in: $0.file)]
        }
        out += "### Navigation\n\n"
        out += table(["Action", "Destination", "Condition", "Member", "Line"], screen.navigation) {
            [$0.action, $0.destination ?? "", $0.condition.map { "`\($0)`" } ?? "", "`\($0.member)`", at($0.line, in: $0.file)]
        }
        out += "### State\n\n"
        out += table(["Property", "Type", "Line"], screen.state) { ["`\($0.name)`", "`\($0.type)`", at($0.line, in: $0.file)] }
        out += "### Side Effects\n\n"
        out += table(["Kind", "Symbol", "Member", "Line"], screen.sideEffects) {
            [$0.kind, "`\($0.symbol)`", "`\($0.member)`", at($0.line, in: $0.file)]
        }
        out += "### Smells\n\n"
        out += list(screen.smells) { "**\($0.id)** (\(phrase(at($0.line, in: $0.file)))): \($0.message)" }
        out += "### Suggested VIP+W split\n\n"
        for role in Role.allCases {
            let members = screen.members.filter { $0.roles.contains(role) }
            guard !members.isEmpty else { continue }
            out += "- **\(role.rawValue)**: " + members.map { "`\($0.name)`" }.joined(separator: ", ") + "\n"
        }
        let mixed = screen.members.filter { !$0.split.isEmpty }
        if !mixed.isEmpty {
            out += "\nMixed members, statement by statement:\n"
            for member in mixed {
                out += "\n- `\(member.name)` (\(phrase(at(member.line, in: member.file))))\n"
                for part in member.split {
                    out += "  - \(part.role.rawValue): " + part.statements.map { "\($0.line) `\($0.text.replacingOccurrences(of: "`", with: "'"))`" }.joined(separator: "; ") + "\n"
                }
            }
        }
        return out
    }

    static func list<T>(_ items: [T], _ line: (T) -> String) -> String {
        items.isEmpty ? "None found.\n\n" : items.map { "- " + line($0) + "\n" }.joined() + "\n"
    }

    static func table<T>(_ header: [String], _ rows: [T], _ cells: (T) -> [String]) -> String {
        guard !rows.isEmpty else { return "None found.\n\n" }
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in " --- |" }.joined() + "\n"
        for row in rows {
            out += "| " + cells(row).map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return out + "\n"
    }
}
