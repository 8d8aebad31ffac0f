import Foundation
import Plot
import StranglerAnalysis
import StranglerPlanning

/// `strangler report`: one self-contained HTML page (Plot's HTML DSL; inline CSS, SVG and a few lines of
/// script, nothing fetched) with the hotspot map, the ranked plan, the checklist progress, progress over
/// time and each screen's analysis.
///
/// Built to stay readable with hundreds of screens: the plan table sorts and filters in place, each screen's
/// details are collapsed, and the hotspot map labels only the top hotspots.
public enum DashboardReporter {
    /// Section ids the page promises (the browser check looks for them).
    public static let sectionIDs = ["summary", "hotspots", "plan", "progress", "progress-over-time", "screens"]

    public static func render(plan: PlanReport, status: StatusReport, analysis: AnalysisReport) -> String {
        let statusByName = Dictionary(status.screens.map { ($0.displayName, $0) }, uniquingKeysWith: { first, _ in first })
        let html = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title("Strangler migration report"),
                .style(style),
                .script(.raw(errorHook))
            ),
            .body(
                .header(
                    .h1("Strangler migration report"),
                    .p(.class("lead"), .text(plan.interview.summary + ".")),
                    .p(.class("muted"), .text(plan.history.line))
                ),
                summary(plan: plan, status: status),
                .section(
                    .id("hotspots"),
                    .h2("Hotspots"),
                    .p(.class("muted"), .text(
                        (plan.screens.contains { $0.changes != nil } ? "Change frequency" : "Dependencies (no git history)")
                            + " × complexity: each bubble is a screen, its area its lines; the top hotspots are named."
                    )),
                    .raw(Charts.hotspots(plan.screens))
                ),
                planTable(plan, statusByName: statusByName),
                progressTable(status),
                .section(
                    .id("progress-over-time"),
                    .h2("Progress over time"),
                    status.history.count >= 2
                        ? .raw(Charts.progress(status.history))
                        : .p(.class("muted"), .text("No history sampled: run in a git repository (report --samples N)."))
                ),
                screens(plan: plan, statusByName: statusByName, analysis: analysis),
                .footer(.p(.class("muted"), .text("Score: " + plan.formula + "."))),
                .script(.raw(tableScript))
            )
        )
        return html.render(indentedBy: nil) + "\n"
    }

    private static func summary(plan: PlanReport, status: StatusReport) -> Node<HTML.BodyContext> {
        let progress = status.progress
        var cards: [(String, String)] = [
            ("\(plan.ranked.count)", "legacy screens"),
            ("\(plan.screens.count - plan.ranked.count)", "migrated"),
            ("\(progress.done) / \(progress.inProgress) / \(progress.notStarted)", "done / in progress / not started"),
            ("\(progress.legacyLines)", "lines of legacy screen code" + (progress.startLegacyLines.map { " (\($0) at the start)" } ?? "")),
        ]
        if let first = plan.ranked.first { cards.insert((first.displayName, "migrate first"), at: 0) }
        return .section(
            .id("summary"),
            .div(.class("cards"), .forEach(cards) { value, label in
                .div(.class("card"), .div(.class("value"), .text(value)), .div(.class("label"), .text(label)))
            })
        )
    }

    private static func planTable(_ plan: PlanReport, statusByName: [String: ScreenStatus]) -> Node<HTML.BodyContext> {
        let headers = ["#", "Screen", "Score", "Commits", "Bug fixes", "Lines", "Complexity", "Dependencies", "Tests", "Checklist", "Why"]
        return .section(
            .id("plan"),
            .h2("Plan"),
            .p(.class("muted"), .text("Legacy screens ranked by migration priority. Click a heading to sort; type to filter.")),
            .input(.type(.search), .id("filter"), .placeholder("Filter screens…"), .attribute(named: "aria-label", value: "Filter screens")),
            .table(
                .id("plan-table"),
                .thead(.tr(.forEach(headers.enumerated()) { index, title in
                    .th(.attribute(named: "data-column", value: "\(index)"), .attribute(named: "data-numeric", value: [1, 8, 9, 10].contains(index) ? "no" : "yes"), .text(title))
                })),
                .tbody(.forEach(plan.screens) { screen in row(screen, checklist: statusByName[screen.displayName]) })
            )
        )
    }

    private static func row(_ screen: PlannedScreen, checklist: ScreenStatus?) -> Node<HTML.TableContext> {
        let cells: [String] = [
            screen.rank.map(String.init) ?? "✓", screen.displayName, screen.score.map { String(format: "%.1f", $0) } ?? "-",
            screen.changes.map { "\($0.revisions)" } ?? "-", screen.changes.map { "\($0.bugFixes)" } ?? "-", "\(screen.lines)",
            "\(screen.totalComplexity)", "\(Set(screen.referencedBy + screen.references).count)", screen.tests.isEmpty ? "no" : "yes",
            checklist.map { "\($0.doneCount)/\($0.steps.count)" } ?? "-", screen.reasons.prefix(2).joined(separator: "; "),
        ]
        let link: Node<HTML.BodyContext> = .a(.href("#screen-\(anchor(screen.displayName))"), .text(cells[1]))
        return .tr(
            .class(screen.status == .migrated ? "migrated" : "legacy"),
            .forEach(cells.enumerated()) { index, cell in
                switch index {
                case 1: return .td(link)
                case 2, 3, 4, 5, 6, 7: return .td(.class("num"), .text(cell))
                case 10: return .td(.class("why"), .text(cell))
                default: return .td(.text(cell))
                }
            }
        )
    }

    private static func progressTable(_ status: StatusReport) -> Node<HTML.BodyContext> {
        .section(
            .id("progress"),
            .h2("Checklist progress"),
            .p(.class("muted"), .text(StatusReporter.summary(status.progress) + ".")),
            .table(
                .thead(.tr(.th("Screen"), .th("State"), .th("Done"), .forEach(ChecklistStep.Phase.allCases) { .th(.text($0.title)) })),
                .tbody(.forEach(status.screens) { screen in
                    .tr(
                        .td(.text(screen.displayName)),
                        .td(.span(.class("state \(screen.state.rawValue)"), .text(screen.state.rawValue.replacingOccurrences(of: "-", with: " ")))),
                        .td(.raw(bar(done: screen.doneCount, of: screen.steps.count))),
                        .forEach(ChecklistStep.Phase.allCases) { phase in
                            .td(.class("marks"), .forEach(screen.steps.filter { $0.step.phase == phase }) { step in
                                .span(.class("mark \(step.state.rawValue)"), .title(step.step.title + ": " + step.state.rawValue), .text(step.state.symbol))
                            })
                        }
                    )
                })
            )
        )
    }

    private static func screens(plan: PlanReport, statusByName: [String: ScreenStatus], analysis: AnalysisReport) -> Node<HTML.BodyContext> {
        let labels = ScreenLabels(analysis.screens)
        let analyses = Dictionary(analysis.screens.map { (labels.label(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return .section(
            .id("screens"),
            .h2("Screens"),
            .forEach(plan.screens) { planned in
                let screen = analyses[planned.displayName]
                return .details(
                    .id("screen-\(anchor(planned.displayName))"),
                    .summary(
                        .strong(.text(planned.displayName)),
                        .span(.class("muted"), .text("  \(planned.file) · " + (planned.score.map { "score " + String(format: "%.1f", $0) } ?? "migrated")))
                    ),
                    .element(named: "div", nodes: detailsBody(planned, screen: screen, status: statusByName[planned.displayName]))
                )
            }
        )
    }

    /// Inside a screen's `<details>`: why it ranks there, its analysis, its checklist.
    private static func detailsBody(_ planned: PlannedScreen, screen: ScreenAnalysis?, status: ScreenStatus?) -> [Node<HTML.BodyContext>] {
        var sections = screen.map(facts(of:)) ?? []
        if let status { sections.append(("Checklist", checklistLines(status))) }
        return [
            .ul(.forEach(planned.reasons) { .li(.text($0)) }),
            .div(.class("facts"), .forEach(sections) { fact($0.0, $0.1) }),
        ]
    }

    /// The analysis sections of a screen, as lines.
    private static func facts(of screen: ScreenAnalysis) -> [(String, [String])] {
        let responsibilities: [String] = screen.responsibilities.map { $0.kind.rawValue + " (\($0.evidence.count))" }
        let calls: [String] = screen.apiCalls.map { call in
            (call.method ?? "?") + " " + call.shownPath + " via " + call.via + " in " + call.member
        }
        let navigation: [String] = screen.navigation.map { step in
            let destination: String = step.destination.map { " → " + $0 } ?? ""
            let condition: String = step.condition.map { " when " + $0 } ?? ""
            return step.action + destination + condition + " in " + step.member
        }
        let state: [String] = screen.state.map { $0.name + ": " + $0.type }
        let effects: [String] = screen.sideEffects.map { $0.kind + ": " + $0.symbol + " in " + $0.member }
        return [
            ("Responsibilities", responsibilities), ("API calls", calls), ("Navigation", navigation), ("State", state),
            ("Side effects", effects), ("Smells", screen.smells.map(\.message)),
        ]
    }

    private static func checklistLines(_ status: ScreenStatus) -> [String] {
        status.steps.map { step in
            let evidence: String = step.evidence.isEmpty ? "" : ": " + step.evidence
            return step.state.symbol + " " + step.step.title + evidence
        }
    }

    private static func fact(_ title: String, _ items: [String]) -> Node<HTML.BodyContext> {
        .div(.h4(.text(title)), items.isEmpty ? .p(.class("muted"), .text("none")) : .ul(.forEach(items) { .li(.text($0)) }))
    }

    private static func bar(done: Int, of total: Int) -> String {
        let width = total == 0 ? 0 : Int((Double(done) / Double(total) * 100).rounded())
        return "<div class=\"bar\" title=\"\(done) of \(total) steps\"><div style=\"width:\(width)%\"></div></div><span class=\"num\">\(done)/\(total)</span>"
    }

    /// A screen's name as an id: letters, digits, `-` and `_` only.
    static func anchor(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" })
    }

    static let style = """
        :root { --ink: #1f2328; --muted: #656d76; --line: #d8dee4; --legacy: #d9480f; --migrated: #2f9e44; --accent: #1c7ed6; --bg: #f6f8fa; }
        * { box-sizing: border-box; }
        body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: var(--ink); margin: 0; padding: 2rem 3rem 4rem; max-width: 1400px; }
        h1 { font-size: 1.9rem; margin: 0 0 .3rem; letter-spacing: -.01em; }
        h2 { font-size: 1.25rem; margin: 2.4rem 0 .4rem; padding-bottom: .3rem; border-bottom: 1px solid var(--line); }
        h4 { margin: .8rem 0 .2rem; font-size: .9rem; }
        .lead { font-size: 1.1rem; margin: .2rem 0; }
        .muted { color: var(--muted); margin: .2rem 0 .8rem; }
        .cards { display: flex; flex-wrap: wrap; gap: .8rem; margin-top: 1.2rem; }
        .card { background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: .7rem 1rem; min-width: 11rem; }
        .card .value { font-size: 1.3rem; font-weight: 600; }
        .card .label { color: var(--muted); font-size: .85rem; }
        table { border-collapse: collapse; width: 100%; font-size: .9rem; }
        th, td { text-align: left; padding: .35rem .55rem; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { background: var(--bg); position: sticky; top: 0; cursor: pointer; white-space: nowrap; }
        th[data-sorted]::after { content: attr(data-sorted); color: var(--muted); margin-left: .3rem; }
        td.num, th[data-numeric="yes"] { text-align: right; font-variant-numeric: tabular-nums; }
        td.why { color: var(--muted); max-width: 34rem; }
        tr.migrated td:first-child { color: var(--migrated); font-weight: 600; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        #filter { padding: .45rem .7rem; border: 1px solid var(--line); border-radius: 6px; width: 22rem; margin: .2rem 0 .8rem; font: inherit; }
        .bar { display: inline-block; width: 6rem; height: .55rem; background: #e9ecef; border-radius: 4px; margin-right: .5rem; vertical-align: middle; overflow: hidden; }
        .bar div { height: 100%; background: var(--migrated); }
        .marks { letter-spacing: .12em; font-family: ui-monospace, Menlo, monospace; }
        .mark.done { color: var(--migrated); } .mark.in-progress { color: #f08c00; } .mark.todo { color: #adb5bd; }
        .state { padding: .05rem .45rem; border-radius: 999px; font-size: .8rem; background: #e9ecef; white-space: nowrap; }
        .state.done { background: #d3f9d8; color: #2b8a3e; } .state.in-progress { background: #fff3bf; color: #a0580a; }
        details { border: 1px solid var(--line); border-radius: 8px; padding: .5rem .9rem; margin: .5rem 0; }
        details[open] { background: #fcfcfd; }
        summary { cursor: pointer; }
        .facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 0 1.5rem; }
        ul { margin: .2rem 0; padding-left: 1.2rem; }
        svg { width: 100%; height: auto; max-width: 1100px; display: block; }
        svg text { font: 12px -apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif; fill: var(--ink); }
        svg .axis { stroke: #8c959f; stroke-width: 1; }
        svg .grid { stroke: #eaeef2; stroke-width: 1; }
        svg .tick { fill: var(--muted); font-size: 11px; }
        footer { margin-top: 3rem; }
        """

    /// Records script errors in the page itself, so a headless browser's DOM dump shows them.
    static let errorHook = """
        window.addEventListener('error', function (e) { document.documentElement.setAttribute('data-script-errors', String(e.message)); });
        """

    /// Sorting and filtering the plan table; marks the page ready when done.
    static let tableScript = """
        (function () {
          var table = document.getElementById('plan-table');
          var body = table.tBodies[0];
          var filter = document.getElementById('filter');
          filter.addEventListener('input', function () {
            var needle = filter.value.toLowerCase();
            Array.prototype.forEach.call(body.rows, function (row) {
              row.style.display = row.textContent.toLowerCase().indexOf(needle) === -1 ? 'none' : '';
            });
          });
          Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
            th.addEventListener('click', function () {
              var column = Number(th.getAttribute('data-column'));
              var numeric = th.getAttribute('data-numeric') === 'yes';
              var ascending = th.getAttribute('data-sorted') !== '▲';
              Array.prototype.forEach.call(table.tHead.rows[0].cells, function (c) { c.removeAttribute('data-sorted'); });
              th.setAttribute('data-sorted', ascending ? '▲' : '▼');
              var rows = Array.prototype.slice.call(body.rows);
              rows.sort(function (a, b) {
                var x = a.cells[column].textContent, y = b.cells[column].textContent;
                var order = numeric ? (parseFloat(x) || 0) - (parseFloat(y) || 0) : x.localeCompare(y);
                return ascending ? order : -order;
              });
              rows.forEach(function (row) { body.appendChild(row); });
            });
          });
          document.documentElement.setAttribute('data-report-ready', 'yes');
        })();
        """
}
