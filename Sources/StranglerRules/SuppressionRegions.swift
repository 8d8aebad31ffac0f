import StranglerSources

/// Where a file's `strangler:disable…` comments turn rules off.
///
/// `disable` lasts from its line until an `enable` of the same rule (or of `all`), `disable:next` covers the
/// next line, `disable:this` its own line; `all` names every rule.
struct SuppressionRegions {
    private var ranges: [(rule: String, lines: Range<Int>)] = []

    init(_ comments: [SuppressionComment]) {
        var open: [String: Int] = [:]
        for comment in comments.sorted(by: { $0.line < $1.line }) {
            for rule in comment.ruleIDs {
                switch comment.action {
                case .disableNext: ranges.append((rule, (comment.line + 1)..<(comment.line + 2)))
                case .disableThis: ranges.append((rule, comment.line..<(comment.line + 1)))
                case .disable where open[rule] == nil: open[rule] = comment.line
                case .disable: break
                case .enable:
                    let closing = rule == "all" ? Array(open.keys) : [rule]
                    for name in closing {
                        if let start = open.removeValue(forKey: name) { ranges.append((name, start..<comment.line)) }
                    }
                }
            }
        }
        for (rule, start) in open { ranges.append((rule, start..<Int.max)) }
    }

    var isEmpty: Bool { ranges.isEmpty }

    func suppresses(_ ruleID: String, line: Int) -> Bool {
        ranges.contains { ($0.rule == ruleID || $0.rule == "all") && $0.lines.contains(line) }
    }
}
