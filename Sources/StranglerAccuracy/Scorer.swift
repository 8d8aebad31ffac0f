import StranglerAnalysis
import StranglerSources

/// Scores an analysis against a labelled set: each screen's member roles, statement roles and facts, claim by claim.
public struct Scorer {
    private var tallies: [AccuracyReport.Group: [String: Tally]] = [:]
    private var mismatches: [AccuracyReport.Mismatch] = []
    private var unlabelled: [String] = []
    private var memberCount = 0
    private var statementCount = 0

    public static func score(_ report: AnalysisReport, against labels: [LabelledScreen]) -> AccuracyReport {
        var scorer = Scorer()
        let screens = Dictionary(report.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for label in labels.sorted(by: { $0.screen < $1.screen }) {
            let screen = screens[label.screen]
            scorer.add(.screens, "found", label.screen, Tally.comparing(claimed: screen == nil ? [] : [label.screen], labelled: [label.screen]))
            scorer.scoreMembers(screen, label)
            scorer.scoreFacts(screen, label)
        }
        var rows: [AccuracyReport.Row] = []
        for group in AccuracyReport.Group.allCases {
            for (name, tally) in (scorer.tallies[group] ?? [:]).sorted(by: { $0.key < $1.key }) {
                rows.append(AccuracyReport.Row(group: group, name: name, tally: tally))
            }
        }
        return AccuracyReport(
            screens: labels.count, members: scorer.memberCount, statements: scorer.statementCount, rows: rows,
            mismatches: scorer.mismatches.sorted(), unlabelledMembers: scorer.unlabelled.sorted()
        )
    }

    private mutating func add<Key: Hashable>(
        _ group: AccuracyReport.Group, _ row: String, _ screen: String,
        _ result: (tally: Tally, wrong: [Key], missed: [Key]), describe: (Key) -> String = { "\($0)" }
    ) {
        tallies[group, default: [:]][row] = (tallies[group]?[row] ?? Tally()) + result.tally
        for key in result.wrong { mismatches.append(.init(screen: screen, row: row, claim: describe(key), isMissed: false)) }
        for key in result.missed { mismatches.append(.init(screen: screen, row: row, claim: describe(key), isMissed: true)) }
    }

    /// Every role a row is kept for, so a role no claim touches still shows as a row.
    private mutating func touch(_ group: AccuracyReport.Group, _ role: Role) {
        if tallies[group]?[role.rawValue] == nil { tallies[group, default: [:]][role.rawValue] = Tally() }
    }

    // MARK: Members and statements

    private mutating func scoreMembers(_ screen: ScreenAnalysis?, _ label: LabelledScreen) {
        var analysed: [String: MemberAnalysis] = [:]
        for member in screen?.members ?? [] where analysed[member.name] == nil { analysed[member.name] = member }
        for name in analysed.keys where label.members[name] == nil { unlabelled.append("\(label.screen).\(name)") }
        for (name, memberLabel) in label.members.sorted(by: { $0.key < $1.key }) {
            memberCount += 1
            let member = analysed[name]
            for role in Role.allCases {
                touch(.memberRoles, role)
                touch(.statementRoles, role)
                let claimed = member?.roles.contains(role) == true ? [name] : []
                let labelled = memberLabel.roles.contains(role) ? [name] : []
                add(.memberRoles, role.rawValue, label.screen, Tally.comparing(claimed: claimed, labelled: labelled))
            }
            scoreStatements(member, name, memberLabel, label.screen)
        }
    }

    /// The statements of one member: those the labels name and those the analysis's split lists. A statement's labelled
    /// role is its label's, or the member's when the member has one role; its claimed roles are those of the split
    /// groups holding it, or the member's roles when the analysis does not split the member.
    private mutating func scoreStatements(_ member: MemberAnalysis?, _ name: String, _ label: LabelledScreen.MemberLabel, _ screen: String) {
        var claimedByStatement: [StatementRef: Set<Role>] = [:]
        for group in member?.split ?? [] {
            for statement in group.statements { claimedByStatement[statement, default: []].insert(group.role) }
        }
        let single = label.roles.count == 1 ? label.roles[0] : nil
        var seen: Set<StatementRef> = []
        for statementLabel in label.statements {
            statementCount += 1
            let refs = claimedByStatement.keys.filter { $0.text.contains(statementLabel.text) }
            refs.forEach { seen.insert($0) }
            let claimed: Set<Role> = member.map { member in
                member.split.isEmpty ? Set(member.roles) : refs.reduce(into: Set<Role>()) { $0.formUnion(claimedByStatement[$1]!) }
            } ?? []
            record(claimed: claimed, labelled: statementLabel.role, "\(name): \(statementLabel.text)", screen)
        }
        guard let single else { return }
        for (ref, roles) in claimedByStatement.sorted(by: { $0.key.line < $1.key.line }) where !seen.contains(ref) {
            statementCount += 1
            record(claimed: roles, labelled: single, "\(name): \(ref.text)", screen)
        }
    }

    private mutating func record(claimed: Set<Role>, labelled: Role, _ statement: String, _ screen: String) {
        for role in Role.allCases where claimed.contains(role) || role == labelled {
            add(
                .statementRoles, role.rawValue, screen,
                Tally.comparing(claimed: claimed.contains(role) ? [statement] : [], labelled: role == labelled ? [statement] : [])
            )
        }
    }

    // MARK: Facts

    private mutating func scoreFacts(_ screen: ScreenAnalysis?, _ label: LabelledScreen) {
        let name = label.screen
        add(.facts, "responsibilities", name, Tally.comparing(
            claimed: (screen?.responsibilities ?? []).map(\.kind.rawValue).sorted(), labelled: label.responsibilities.map(\.rawValue)
        ))
        add(.facts, "api calls", name, Tally.comparing(
            claimed: (screen?.apiCalls ?? []).map { "\($0.method ?? "?") \(Self.template($0.path)) in \($0.member)" },
            labelled: label.apiCalls.map { "\($0.method ?? "?") \(Self.template($0.path)) in \($0.member)" }
        ))
        scoreNavigation(screen?.navigation ?? [], label)
        add(.facts, "state", name, Tally.comparing(claimed: (screen?.state ?? []).map(\.name), labelled: label.state))
        add(.facts, "side effects", name, Tally.comparing(
            claimed: Array(Set((screen?.sideEffects ?? []).map { "\($0.kind) in \($0.member)" })).sorted(),
            labelled: Array(Set(label.sideEffects.map { "\($0.kind) in \($0.member)" })).sorted()
        ))
        let smells = Set((screen?.smells ?? []).map(\.id)).subtracting(Self.smellsNotLabelled)
        add(.facts, "smells", name, Tally.comparing(claimed: smells.sorted(), labelled: Array(Set(label.smells)).sorted()))
    }

    /// Navigation by its action, destination and member; then, for each the analysis and the labels share, whether the
    /// conditions agree, compared as sets of conjuncts with spaces removed.
    private mutating func scoreNavigation(_ navigation: [NavigationAction], _ label: LabelledScreen) {
        func key(_ action: String, _ destination: String?, _ member: String) -> String {
            "\(action) \(destination ?? "-") in \(member)"
        }
        let claimed = navigation.map { key($0.action, $0.destination, $0.member) }
        let labelled = label.navigation.map { key($0.action, $0.destination, $0.member) }
        add(.facts, "navigation", label.screen, Tally.comparing(claimed: claimed, labelled: labelled))
        var claimedConditions: [String: [Set<String>]] = [:]
        for (action, key) in zip(navigation, claimed) {
            claimedConditions[key, default: []].append(Self.conjuncts(action.condition.map(ConditionText.conjuncts) ?? []))
        }
        for (navigationLabel, key) in zip(label.navigation, labelled) {
            guard var candidates = claimedConditions[key], !candidates.isEmpty else { continue }
            let expected = Self.conjuncts(navigationLabel.condition)
            let shown = "\(key) when \(navigationLabel.condition.isEmpty ? "always" : navigationLabel.condition.joined(separator: " && "))"
            if let match = candidates.firstIndex(of: expected) {
                candidates.remove(at: match)
                add(.facts, "navigation conditions", label.screen, Tally.comparing(claimed: [shown], labelled: [shown]))
            } else {
                let got = candidates.removeFirst()
                let claim = "\(key) when \(got.isEmpty ? "always" : got.sorted().joined(separator: " && "))"
                add(.facts, "navigation conditions", label.screen, Tally.comparing(claimed: [claim], labelled: [shown]))
            }
            claimedConditions[key] = candidates
        }
    }

    /// `mixed_ui_and_data` restates the member roles (a member that is both the ViewController's and the Worker's), which
    /// the member rows already score.
    static let smellsNotLabelled: Set<String> = ["mixed_ui_and_data"]

    /// A path with its placeholders unnamed (`/rooms/{roomID}` → `/rooms/{}`): which name stands for a value the caller
    /// passes is the writer's choice, the endpoint is the same.
    static func template(_ path: String?) -> String {
        guard let path else { return "?" }
        var result = ""
        var inPlaceholder = false
        for character in path {
            if character == "{" { inPlaceholder = true; result.append("{") } else if character == "}" { inPlaceholder = false; result.append("}") } else if !inPlaceholder { result.append(character) }
        }
        return result
    }

    /// Conditions compared as sets of parts without spaces; a case by its pattern (`result: case .failure` and
    /// `case .failure` agree: the labels name the case, the report also the value switched over).
    static func conjuncts(_ parts: [String]) -> Set<String> {
        Set(parts.map { part in
            let pattern = part.range(of: ": case ").map { "case " + part[$0.upperBound...] } ?? part
            return pattern.filter { !$0.isWhitespace }
        }.filter { !$0.isEmpty })
    }
}
