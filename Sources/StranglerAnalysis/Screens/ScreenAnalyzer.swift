import StranglerConfiguration
import StranglerSources

/// Assembles one screen's analysis: builds the context its members are read in (its scene, the protocols it adopts, its
/// ways back), has each member's facts found and judged (`MemberRoles`), and gathers evidence, API calls, navigation,
/// state, side effects, smells and metrics into the report.
package struct ScreenAnalyzer {
    let index: ProjectIndex
    let capabilities: Capabilities
    let settings: AnalysisSettings
    /// The codebase's test files (by `AnalysisOptions`' test globs), whose declarations of a screen's type are left out.
    var testFiles: Set<String> = []
    /// The text of each file by path, for the lines of code a screen's declarations hold (see `codeLines(of:)`).
    var texts: [String: String] = [:]

    static let stateWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "AppStorage", "SceneStorage", "FetchRequest",
        "Query", "Bindable", "Published", DefaultsLibrary.wrapper,
    ]
    /// SwiftUI's wrappers that keep their value in a store, and the Defaults library's `@Default(.key)` (see `DefaultsLibrary`).
    static let persistedWrappers = PersistenceDetector.persistedWrappers

    /// Analyses one screen: the only type of its name, or one of several (see `ProjectIndex.variants(of:)`).
    func analyze(_ candidate: Analyzer.ScreenCandidate) -> ScreenAnalysis {
        let (name, declared) = (candidate.name, candidate.declarations)
        let outsideTests = testFiles.isEmpty ? declared : declared.filter { !testFiles.contains($0.file) }
        let decls = outsideTests.isEmpty ? declared : outsideTests
        // The one type of its name reads the index's table; one of several, its own declarations'.
        let properties = candidate.isOnlyType ? index.properties(of: name) : index.properties(ofVariant: declared)
        let superclass = index.superclass(declaredBy: candidate.primary)
        let scope = EventContext.Scope(
            index: index, capabilities: capabilities, typeName: name, superclass: superclass, properties: properties,
            isViewController: candidate.kind != .swiftui, followsProjectTypes: true, typeFacts: TypeFacts(shared: index.typeNames)
        )
        let adopted = linkScene(scope, decls: decls, properties: properties)
        let declaredMembers = Self.declaredMembers(decls, primary: candidate.primary)
        scope.waysBack = WayBack.ways(of: declaredMembers.map(\.member), in: scope)
        scope.inheritedHelpers = InheritedHelpers.helpers(calledBy: declaredMembers.map(\.member), scope: scope)
        let members = declaredMembers.map { EventContext(scope: scope, member: $0.member).facts(file: $0.file) }
        let roles = MemberRoles(
            index: index, delegateSenders: Self.delegateSenders(decls), requirements: adopted.requirements,
            displayLogic: adopted.displayLogic, ownWork: MemberRoles.ownWork(members), selectorTargets: Self.selectorTargets(members)
        )
        var findings = ScreenFindings(capabilities: capabilities)
        var analyses: [MemberAnalysis] = []
        for facts in members {
            let declaredKinds = declaredResponsibilities(of: facts.member, facts.context)
            findings.record(facts, declared: declaredKinds)
            analyses.append(roles.analysis(of: facts, declared: declaredKinds.map(\.kind)))
        }
        MemberRoles.placeDerivedValues(&analyses, members)
        MemberRoles.placeStoredValues(&analyses, members)
        if candidate.kind != .swiftui { findings.record(index.storyboards.triggeredSegues(from: name)) }
        return report(candidate, decls: decls, scope: scope, members: members, findings: findings, analyses: analyses)
    }

    /// Sets the scene the screen belongs to and its links to its parts (`var interactor: ProductBusinessLogic?`), and reads
    /// what the protocols it adopts ask of it: a scene's display calls (`displayCourse(viewModel:)`), and what the codebase's
    /// own delegate and handler protocols require (`accountCountChanged(_:)`, `didTapFooterViewButton(_:)`), in either
    /// language, named so or held as a delegate.
    private func linkScene(
        _ scope: EventContext.Scope, decls: [TypeDecl], properties: [String: Member]
    ) -> (requirements: Set<String>, displayLogic: Set<String>) {
        let scene = SceneWiring.scene(ofScreen: scope.typeName)
        scope.scene = scene
        for (key, property) in properties where property.isStored {
            guard let written = property.typeName, let part = SceneWiring.link(written, scene: scene) else { continue }
            scope.sceneLinks.formUnion(SceneWiring.components(of: written))
            scope.sceneLinkProperties[key] = part
        }
        var requirements: Set<String> = []
        var displayLogic: Set<String> = []
        for conformed in Set(decls.flatMap(\.inherited)) where index.isProtocol(conformed) {
            let isDisplay = SceneWiring.isDisplayProtocol(conformed, scene: scene)
            guard isDisplay || TypeNames.delegateSuffix(of: conformed) != nil || conformed.hasSuffix("Handling") || conformed.hasSuffix("Handler")
                    || index.delegateProtocols.contains(conformed) else { continue }
            for decl in index.declarations[conformed] ?? [] {
                let names = decl.members.lazy.filter { $0.kind != .property }.map(\.name)
                // A presenter's display call is named so (`displayCourse(viewModel:)`, `display(viewModel:)`); the other
                // requirements of a protocol named for the screen (`WebViewControllerProtocol`) are what others ask of it.
                if isDisplay { displayLogic.formUnion(names.filter(SceneWiring.isDisplayCall)) } else { requirements.formUnion(names) }
            }
        }
        markDisplayState(scope, decls: decls, properties: properties, displayLogic: displayLogic)
        return (requirements, displayLogic)
    }

    /// What a screen that is a scene already keeps to display (see `EventContext.Scope.displayState`): its view models, and
    /// the properties its display calls set.
    private func markDisplayState(_ scope: EventContext.Scope, decls: [TypeDecl], properties: [String: Member], displayLogic: Set<String>) {
        if !scope.sceneLinks.isEmpty {
            for (key, property) in properties where property.isStored && !property.isStatic {
                if let written = property.typeName, SceneWiring.namesAViewModel(written) { scope.displayState.insert(key) }
            }
        }
        guard !displayLogic.isEmpty else { return }
        for member in decls.lazy.flatMap(\.members) where displayLogic.contains(member.name) {
            for event in member.events where event.kind == .assignment && event.closureDepth == 0 && event.unqualifiedPath.count == 1 {
                let target = event.unqualifiedPath[event.unqualifiedPath.startIndex]
                // `self.reviews = reviews` sets the property its parameter shadows.
                if event.path.first == "self" || member.locals[target] == nil, properties[target]?.isStored == true {
                    scope.displayState.insert(target)
                }
            }
        }
    }

    /// The screen's members with the file of each, a property once: an Objective-C class extension redeclares a header's
    /// `readonly` property `readwrite`, and a category in another file may declare it again (the primary declaration's
    /// counts). Swift's `static var` and `var` may share a name.
    private static func declaredMembers(_ decls: [TypeDecl], primary: TypeDecl) -> [(member: Member, file: String)] {
        func key(_ property: Member) -> String { property.isStatic ? "static " + property.name : property.name }
        let primaryProperties = Set(primary.members.lazy.filter { $0.kind == .property }.map(key))
        var propertyNames: Set<String> = []
        return decls.flatMap { decl in
            let isPrimary = decl.file == primary.file && decl.line == primary.line
            return decl.members.compactMap { member -> (member: Member, file: String)? in
                if member.kind == .property {
                    if !isPrimary && primaryProperties.contains(key(member)) { return nil }
                    if !propertyNames.insert(key(member)).inserted { return nil }
                }
                return (member, decl.file)
            }
        }
    }

    /// The report: findings sorted, state, smells and metrics.
    private func report(
        _ candidate: Analyzer.ScreenCandidate, decls: [TypeDecl], scope: EventContext.Scope, members: [MemberFacts],
        findings: ScreenFindings, analyses: [MemberAnalysis]
    ) -> ScreenAnalysis {
        let (name, kind, primary, typeFacts) = (candidate.name, candidate.kind, candidate.primary, scope.typeFacts)
        // State is what the roles call state: not a collaborator, a formatter, the scene's wiring, a way back or a constant.
        var judged: [String: MemberAnalysis] = [:]
        for analysis in analyses where judged[analysis.name] == nil { judged[analysis.name] = analysis }
        let stateProperties = members.lazy.filter { facts in
            let member = facts.member
            return member.kind == .property && member.isStored && !member.isStatic && member.name != "body"
                && judged[member.name].map(MemberRoles.isState) != false
                && !member.hasAttribute("IBOutlet") && !(member.typeName.map(typeFacts.isUI) ?? false)
                && !facts.context.holdsViewController(member)
                // A logger is none of the screen's state, nor is SwiftUI's state of the view itself, as their roles say (a
                // constant is: the scene's Interactor may need it, `maxVisibleReviews`).
                && !Self.isLogger(member) && Self.viewOwnWrapper(of: member) == nil
        }
        let lines = decls.reduce(0) { $0 + $1.lineSpan }
        let screenFacts = ScreenFacts(
            name: name, kind: kind, file: primary.file, line: primary.line, lines: lines, codeLines: codeLines(of: decls),
            members: members, responsibilities: ResponsibilitySet(findings.evidence.keys)
        )
        let smells = SmellDetectors.all.flatMap { $0.smells(in: screenFacts, settings: settings) }
        let functions = members.map(\.member).filter { $0.kind != .type && !($0.kind == .property && $0.isStored) }
        return ScreenAnalysis(
            name: name, kind: kind, file: primary.file, line: primary.line,
            superclass: kind == .swiftui ? nil : scope.superclass,
            files: Array(Set(decls.map(\.file))).sorted(),
            metrics: Metrics(
                lines: lines,
                members: members.filter { $0.member.kind != .type }.count,
                storedProperties: members.filter { $0.member.kind == .property && $0.member.isStored && !$0.member.isStatic }.count,
                maxComplexity: functions.map(\.complexity).max() ?? 0,
                totalComplexity: functions.reduce(0) { $0 + $1.complexity },
                maxNesting: functions.map(\.maxNesting).max() ?? 0
            ),
            responsibilities: findings.responsibilities,
            apiCalls: findings.sortedAPICalls,
            navigation: findings.navigation.sorted { ($0.file, $0.line, $0.action) < ($1.file, $1.line, $1.action) },
            state: stateProperties.map { StateProperty(name: $0.member.name, type: $0.member.typeName ?? "unknown", file: $0.file, line: $0.member.line) }
                .sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) },
            sideEffects: findings.sideEffects.sorted { ($0.file, $0.line, $0.kind, $0.symbol) < ($1.file, $1.line, $1.kind, $1.symbol) },
            smells: smells.sorted { ($0.file, $0.line, $0.id, $0.message) < ($1.file, $1.line, $1.id, $1.message) },
            members: analyses.sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        )
    }

    /// The lines of code the screen's own declarations hold, as a reader counts them: its declaration and extensions without
    /// blank lines and comments (see `CodeLines`); of an Objective-C class, what its implementation files hold, not its
    /// header's `@interface` besides. A file whose text is not at hand counts every line.
    private func codeLines(of decls: [TypeDecl]) -> Int {
        let implementation = decls.filter { !$0.file.hasSuffix(".h") }
        var total = 0
        var byFile: [String: CodeLines] = [:]
        for decl in implementation.isEmpty ? decls : implementation {
            guard let text = texts[decl.file] else {
                total += decl.lineSpan
                continue
            }
            if byFile[decl.file] == nil { byFile[decl.file] = CodeLines(text, language: SourceLanguage(path: decl.file) ?? .swift) }
            total += byFile[decl.file]!.count(from: decl.line, to: decl.endLine)
        }
        return total
    }

    /// Branch conditions as one expression, each part once (an early exit's `x != nil` and a later `if x != nil, ready`
    /// say `x != nil` once), `||` parts parenthesised.
    static func condition(_ all: [String]) -> String? {
        var seen: Set<String> = []
        let parts = all.flatMap(ConditionText.conjuncts).filter { seen.insert($0).inserted }
        guard !parts.isEmpty else { return nil }
        if parts.count == 1 { return parts[0] }
        return parts.map { ConditionText.isDisjunction($0) ? "(" + $0 + ")" : $0 }.joined(separator: " && ")
    }

    /// Responsibilities a member shows by its declaration alone: outlets, persisted property wrappers, a SwiftUI body.
    private func declaredResponsibilities(of member: Member, _ context: EventContext) -> [(kind: Responsibility, symbol: String)] {
        guard member.kind == .property else { return [] }
        if member.hasAttribute("IBOutlet") { return [(.ui, "@IBOutlet " + member.name)] }
        if let wrapper = member.attributes.first(where: Self.persistedWrappers.contains) {
            return [(.persistence, "@" + wrapper + " " + member.name)]
        }
        if member.name == "body", member.typeName == "some View" { return [(.ui, "body")] }
        if let wrapper = Self.viewOwnWrapper(of: member) { return [(.ui, "@" + wrapper + " " + member.name)] }
        return []
    }

    /// SwiftUI's state that is the view's own, whatever the view shows: a namespace for matched geometry, the focus, a
    /// gesture's, a metric scaled with the text size, and what the environment says of the window and the user's settings
    /// (`@Environment(\.horizontalSizeClass)`, `\.colorScheme`, `\.scenePhase`).
    static func viewOwnWrapper(of member: Member) -> String? {
        guard member.kind == .property, !member.attributes.isEmpty else { return nil }
        if let wrapper = member.attributes.first(where: viewOwnWrappers.contains) { return wrapper }
        guard member.hasAttribute("Environment"), let type = member.typeName else { return nil }
        return environmentUITypes.contains(TypeNames.base(type)) ? "Environment" : nil
    }

    private static let viewOwnWrappers: Set<String> = ["Namespace", "FocusState", "GestureState", "AccessibilityFocusState", "ScaledMetric"]
    private static let environmentUITypes: Set<String> = [
        "ColorScheme", "ColorSchemeContrast", "UserInterfaceSizeClass", "ScenePhase", "DynamicTypeSize", "LayoutDirection",
        "ContentSizeCategory", "RedactionReasons", "ControlActiveState", "Font",
    ]

    /// A logger the screen keeps (`private var log = OSLog(subsystem:category:)`, `let log: Logger`): no state; each
    /// component logs through its own.
    static func isLogger(_ member: Member) -> Bool {
        member.typeName.map { TypeNames.isLogger(TypeNames.base($0)) } ?? false
    }

}
