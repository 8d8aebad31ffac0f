import StranglerConfiguration
import StranglerSources

/// A `switch` with so many cases that each new case edits the screen: a strategy per case is the rewrite.
struct MassiveSwitchSmell: SmellDetector {
    let id = "massive_switch"
    let summary = "a switch with eight or more cases"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        screen.members.flatMap { facts in
            facts.member.events.filter { $0.kind == .switch && $0.count >= settings.switchCases }.map { event in
                Smell(
                    id: id,
                    message: "switch over '\(event.symbol.isEmpty ? "value" : event.symbol)' with \(event.count) cases in \(facts.member.name) (limit \(settings.switchCases)); replace with a strategy per case",
                    member: facts.member.name, file: facts.file, line: event.line
                )
            }
        }
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func title(for row: Row) -> String {
                ↓switch row {
                case .a: return "a"
                case .b: return "b"
                case .c: return "c"
                case .d: return "d"
                case .e: return "e"
                case .f: return "f"
                case .g: return "g"
                case .h: return "h"
                }
            }
            """,
        ],
        nonTriggering: [
            """
            func title(for row: Row) -> String {
                switch row {
                case .a, .b, .c, .d, .e, .f, .g, .h: return "x"
                default: return "y"
                }
            }
            """,
        ]
    )
}
