import StranglerConfiguration
import StranglerSources

/// Analyses one screen: runs the detectors over every member, then derives evidence, API calls,
/// navigation, state, side effects, smells, metrics and each member's VIP+W components.
package struct ScreenAnalyzer {
    let index: ProjectIndex
    let capabilities: Capabilities
    let settings: AnalysisSettings
    /// The codebase's test files (by `AnalysisOptions`' test globs), whose declarations of a screen's type are left out.
    var testFiles: Set<String> = []

    static let stateWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "AppStorage", "SceneStorage", "FetchRequest",
        "Query", "Bindable", "Published", DefaultsLibrary.wrapper,
    ]
    /// SwiftUI's wrappers that keep their value in a store, and the Defaults library's `@Default(.key)` (see `DefaultsLibrary`).
    static let persistedWrappers: Set<String> = ["AppStorage", "SceneStorage", "FetchRequest", "Query", DefaultsLibrary.wrapper]

    /// Analyses one screen: the only type of its name, or one of several (see `ProjectIndex.variants(of:)`).
    func analyze(_ candidate: Analyzer.ScreenCandidate) -> ScreenAnalysis {
        let (name, kind, declared) = (candidate.name, candidate.kind, candidate.declarations)
        let outsideTests = testFiles.isEmpty ? declared : declared.filter { !testFiles.contains($0.file) }
        let decls = outsideTests.isEmpty ? declared : outsideTests
        let primary = candidate.primary
        let typeFacts = TypeFacts(shared: index.typeNames)
        // The one type of its name reads the index's table; one of several, its own declarations'.
        let properties = candidate.isOnlyType ? index.properties(of: name) : index.properties(ofVariant: declared)
        let superclass = index.superclass(declaredBy: primary)
        // An Objective-C class extension redeclares a header's `readonly` property `readwrite`, and a category in
        // another file may declare it again: one member, the primary declaration's.
        // Swift's `static var` and `var` may share a name.
        func key(_ property: Member) -> String { property.isStatic ? "static " + property.name : property.name }
        let scope = EventContext.Scope(
            index: index, capabilities: capabilities, typeName: name, superclass: superclass, properties: properties,
            isViewController: kind != .swiftui, followsProjectTypes: true, typeFacts: typeFacts
        )
        // The parts of its scene a screen that is one already holds (`var interactor: ProductBusinessLogic?`).
        let scene = SceneWiring.scene(ofScreen: name)
        scope.scene = scene
        for (key, property) in properties where property.isStored {
            guard let written = property.typeName, let part = SceneWiring.link(written, scene: scene) else { continue }
            scope.sceneLinks.formUnion(SceneWiring.components(of: written))
            scope.sceneLinkProperties[key] = part
        }
        // What the codebase's own delegate protocols the screen adopts require of it, in either language
        // (`accountCountChanged(_:)` of `OTRAccountDatabaseCountDelegate`), named so or held as a delegate
        // (Wikipedia's `ArticleToolbarHandling`, the type of its toolbar controller's `weak var delegate`), or named as a
        // handler of what the UI reports (the Corona-Warn-App's `FooterViewHandling.didTapFooterViewButton(_:)`, which its
        // footer calls, and `DismissHandling.wasAttemptedToBeDismissed()`).
        var requirements: Set<String> = []
        // What a scene's presenter calls on it, through its display protocol (`ProductDisplayLogic`).
        var displayLogic: Set<String> = []
        for conformed in Set(decls.flatMap(\.inherited)) where index.isProtocol(conformed) {
            let isDisplay = SceneWiring.isDisplayProtocol(conformed, scene: scene)
            guard isDisplay || Self.delegateSuffix(of: conformed) != nil || conformed.hasSuffix("Handling") || conformed.hasSuffix("Handler")
                    || index.delegateProtocols.contains(conformed) else { continue }
            for decl in index.declarations[conformed] ?? [] {
                let names = decl.members.lazy.filter { $0.kind != .property }.map(\.name)
                // A presenter's display call is named so (`displayCourse(viewModel:)`, `display(viewModel:)`); the other
                // requirements of a protocol named for the screen (Home Assistant's `WebViewControllerProtocol`) are what
                // others ask of it.
                if isDisplay { displayLogic.formUnion(names.filter(SceneWiring.isDisplayCall)) } else { requirements.formUnion(names) }
            }
        }
        // What such a screen keeps to display (see `EventContext.Scope.displayState`).
        if !scope.sceneLinks.isEmpty {
            for (key, property) in properties where property.isStored && !property.isStatic {
                if let written = property.typeName, SceneWiring.namesAViewModel(written) { scope.displayState.insert(key) }
            }
        }
        if !displayLogic.isEmpty {
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
        let primaryProperties = Set(primary.members.lazy.filter { $0.kind == .property }.map(key))
        var propertyNames: Set<String> = []
        let declaredMembers: [(member: Member, file: String)] = decls.flatMap { decl in
            let isPrimary = decl.file == primary.file && decl.line == primary.line
            return decl.members.compactMap { member -> (member: Member, file: String)? in
                if member.kind == .property {
                    if !isPrimary && primaryProperties.contains(key(member)) { return nil }
                    if !propertyNames.insert(key(member)).inserted { return nil }
                }
                return (member, decl.file)
            }
        }
        scope.waysBack = WayBack.ways(of: declaredMembers.map(\.member), in: scope)
        let members = declaredMembers.map { EventContext(scope: scope, member: $0.member).facts(file: $0.file) }
        let senders = Self.delegateSenders(decls)
        let ownWork = Self.ownWork(members)
        let selectorTargets = Self.selectorTargets(members)
        // Collected in arrays and sorted once at the end, duplicates dropped: cheaper than hashing four strings per finding.
        var evidence: [Responsibility: [Evidence]] = [:]
        var apiCalls: [APICall] = []
        var navigation: [NavigationAction] = []
        var sideEffects: [SideEffect] = []
        var analyses: [MemberAnalysis] = []
        for facts in members {
            let member = facts.member
            let declared = declaredResponsibilities(of: member, facts.context)
            for (kind, symbol) in declared {
                evidence[kind, default: []].append(Evidence(file: facts.file, line: member.line, member: member.name, symbol: symbol))
            }
            let extractor = APICallExtractor(context: facts.context)
            for (position, event) in member.events.enumerated() {
                for (kind, symbol) in facts.findings[position] {
                    evidence[kind, default: []].append(Evidence(file: facts.file, line: event.line, member: member.name, symbol: symbol))
                    if let effect = sideEffect(
                        kind: kind, symbol: symbol, event: event, on: facts.receiverTypes[position], member: member.name, file: facts.file
                    ) {
                        sideEffects.append(effect)
                    }
                }
                if facts.isNetworking(eventAt: position) {
                    for var call in extractor.apiCalls(for: event) {
                        call.file = facts.file
                        apiCalls.append(call)
                    }
                }
                if let step = facts.steps[position] {
                    navigation.append(
                        NavigationAction(
                            action: step.action, destination: step.destination,
                            condition: Self.condition(event.conditions),
                            member: member.name, file: facts.file, line: event.line
                        )
                    )
                }
            }
            analyses.append(
                memberAnalysis(
                    facts, declared: declared.map(\.kind), delegateSenders: senders, requirements: requirements, displayLogic: displayLogic,
                    ownWork: ownWork, selectorTargets: selectorTargets
                )
            )
        }
        Self.placeDerivedValues(&analyses, members)
        // What its storyboard scenes' controls show without code: a button's or a table cell's segue.
        if kind != .swiftui {
            for segue in index.storyboards.triggeredSegues(from: name) {
                let member = "storyboard " + segue.trigger
                navigation.append(
                    NavigationAction(action: "segue", destination: segue.destination, condition: nil, member: member, file: segue.path, line: segue.line)
                )
                let symbol = "segue" + (segue.identifier.map { " " + $0 } ?? "")
                evidence[.navigation, default: []].append(Evidence(file: segue.path, line: segue.line, member: member, symbol: symbol))
            }
        }

        let stateProperties = members.lazy.filter { facts in
            let member = facts.member
            return member.kind == .property && member.isStored && !member.isStatic && member.name != "body"
                && !member.hasAttribute("IBOutlet") && !(member.typeName.map(typeFacts.isUI) ?? false)
                && !facts.context.holdsViewController(member)
                // A logger is none of the screen's state, nor is SwiftUI's state of the view itself, as their roles say (a
                // constant is: the scene's Interactor may need it, `maxVisibleReviews`).
                && !Self.isLogger(member) && Self.viewOwnWrapper(of: member) == nil
        }
        let responsibilities = ResponsibilitySet(evidence.keys)
        let lines = decls.reduce(0) { $0 + $1.lineSpan }
        let screenFacts = ScreenFacts(name: name, kind: kind, file: primary.file, line: primary.line, lines: lines, members: members, responsibilities: responsibilities)
        let smells = SmellDetectors.all.flatMap { $0.smells(in: screenFacts, settings: settings) }

        let functions = members.map(\.member).filter { $0.kind != .type && !($0.kind == .property && $0.isStored) }
        return ScreenAnalysis(
            name: name, kind: kind, file: primary.file, line: primary.line,
            superclass: kind == .swiftui ? nil : superclass,
            files: Array(Set(decls.map(\.file))).sorted(),
            metrics: Metrics(
                lines: lines,
                members: members.filter { $0.member.kind != .type }.count,
                storedProperties: members.filter { $0.member.kind == .property && $0.member.isStored && !$0.member.isStatic }.count,
                maxComplexity: functions.map(\.complexity).max() ?? 0,
                totalComplexity: functions.reduce(0) { $0 + $1.complexity },
                maxNesting: functions.map(\.maxNesting).max() ?? 0
            ),
            responsibilities: Responsibility.allCases.compactMap { kind in
                evidence[kind].map { ResponsibilityEvidence(kind: kind, evidence: Self.sortedUnique($0)) }
            },
            // A client's member that sends the same request on two paths (GitHawk's `search`) is one call for the screen.
            // Each list in the order of the members: the screen's files, then their lines.
            apiCalls: Array(Set(apiCalls)).sorted {
                ($0.file, $0.line, $0.via, $0.method ?? "", $0.path ?? "") < ($1.file, $1.line, $1.via, $1.method ?? "", $1.path ?? "")
            },
            navigation: navigation.sorted { ($0.file, $0.line, $0.action) < ($1.file, $1.line, $1.action) },
            state: stateProperties.map { StateProperty(name: $0.member.name, type: $0.member.typeName ?? "unknown", file: $0.file, line: $0.member.line) }
                .sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) },
            sideEffects: sideEffects.sorted { ($0.file, $0.line, $0.kind, $0.symbol) < ($1.file, $1.line, $1.kind, $1.symbol) },
            smells: smells.sorted { ($0.file, $0.line, $0.id, $0.message) < ($1.file, $1.line, $1.id, $1.message) },
            members: analyses.sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        )
    }

    private static let derivedValue = "derived value: business logic"

    /// A `let` given a literal (`private let cellID = "SettingCell"`, `let rowHeight: CGFloat = 44`): a constant, not state.
    private static func isConstant(_ property: Member) -> Bool {
        property.hasAttribute("let") && isLiteral(property.initialValue)
    }

    /// A computed property that returns a literal and does nothing else (`var canDismissFromKeyboard: Bool { true }`).
    private static func answersWithAConstant(_ property: Member) -> Bool {
        !property.isStored && property.events.isEmpty && isLiteral(property.initialValue)
    }

    /// A value that reads no name and calls nothing: a literal.
    private static func isLiteral(_ value: LocalValue?) -> Bool {
        guard let value else { return false }
        return value.roots.isEmpty && value.typeMembers.isEmpty && value.chain.isEmpty && value.calledChain.isEmpty
    }

    /// A value the screen keeps constant or derives, with no work of its own (Tinode's `private static let kSectionBasic = 0`,
    /// Mastodon's `chevronViewHeight`), goes where the code that reads it works: read only in statements of the
    /// ViewController's (a data source's `indexPath.section == Self.kSectionBasic`), it is the ViewController's; only in the
    /// Presenter's, the Presenter's. Read by business logic, or by nothing the screen shows, it stays business logic. Reads are
    /// found by name in each statement's first line and each call's arguments.
    private static func placeDerivedValues(_ analyses: inout [MemberAnalysis], _ members: [MemberFacts]) {
        var derived: [String: Int] = [:]
        for index in analyses.indices where analyses[index].reasons == [derivedValue] {
            derived[analyses[index].name] = derived[analyses[index].name] ?? index
        }
        guard !derived.isEmpty else { return }
        // Names are looked for among the bytes of every statement: a word becomes a string only when its length and first
        // byte are those of a name looked for.
        var lengths: Set<Int> = []
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in derived.keys {
            lengths.insert(name.utf8.count)
            if let first = name.utf8.first { firstBytes[Int(first)] = true }
        }
        var readIn: [Int: Set<Role>] = [:]
        var readers: [Int: [String]] = [:]
        for (position, facts) in members.enumerated() {
            let analysis = analyses[position]
            func roles(at line: Int) -> Set<Role> {
                let attributed = analysis.split.filter { $0.statements.contains { $0.line == line } }.map(\.role)
                return attributed.isEmpty ? Set(analysis.roles) : Set(attributed)
            }
            func read(_ text: String, at line: Int) {
                var text = text
                text.withUTF8 { bytes in
                    var start = -1
                    for index in 0...bytes.count {
                        let byte = index < bytes.count ? bytes[index] : 0x20
                        if byte >= 0x80 || TypeNames.isNameByte(byte) {
                            if start < 0 { start = index }
                            continue
                        }
                        guard start >= 0 else { continue }
                        defer { start = -1 }
                        guard firstBytes[Int(bytes[start])], lengths.contains(index - start),
                              let target = derived[String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)],
                              target != position
                        else { continue }
                        let here = roles(at: line)
                        readIn[target, default: here].formIntersection(here)
                        if readers[target, default: []].last != analysis.name { readers[target, default: []].append(analysis.name) }
                    }
                }
            }
            for statement in facts.member.statements { read(statement.text, at: statement.line) }
            // A statement's text is its first line: what a call reads on the lines after (a SwiftUI modifier's
            // `.padding(padding)`) is in its arguments.
            for event in facts.member.events where event.kind == .call {
                for argument in event.arguments where !argument.isClosure { read(argument.text, at: event.line) }
            }
        }
        for (target, roles) in readIn {
            let role: Role
            if roles.contains(.viewController) { role = .viewController } else if roles.contains(.presenter) { role = .presenter } else { continue }
            let names = readers[target] ?? []
            let shown = names.prefix(2).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 2 ? " and \(names.count - 2) more" : "")
            analyses[target].roles = [role]
            analyses[target].reasons = ["derived value: read only where the \(role == .viewController ? "ViewController" : "Presenter") works (\(shown))"]
        }
    }

    /// The evidence in order, each once.
    private static func sortedUnique(_ evidence: [Evidence]) -> [Evidence] {
        var result: [Evidence] = []
        result.reserveCapacity(evidence.count)
        for item in evidence.sorted() where result.last != item { result.append(item) }
        return result
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
    /// (`@Environment(\.horizontalSizeClass)`, `\.colorScheme`, `\.scenePhase`). yattee's and Swiftfin's views kept 60 such
    /// properties as Interactor state.
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
    private static func isLogger(_ member: Member) -> Bool {
        member.typeName.map { TypeNames.isLogger(TypeNames.base($0)) } ?? false
    }

    /// A persistence finding is a write where its call reads as one (`set(_:forKey:)`, `save()`), or where it calls a member
    /// of the codebase's own that writes, whatever its name (linphone's `SharedMainViewModel.shared.changeIndexView(…)`,
    /// which sets a key of the user defaults).
    private func sideEffect(
        kind: Responsibility, symbol: String, event: Event, on receiverType: String?, member: String, file: String
    ) -> SideEffect? {
        switch kind {
        case .analytics:
            return SideEffect(kind: "analytics", symbol: symbol, member: member, file: file, line: event.line)
        case .persistence where PersistenceDetector.isWrite(event)
            || event.kind == .call && receiverType.map { capabilities.persistenceWriters[$0]?.contains(event.name) == true } == true:
            return SideEffect(kind: "persistenceWrite", symbol: symbol, member: member, file: file, line: event.line)
        case .notifications:
            guard let kind = NotificationsDetector.sideEffect(of: event) else { return nil }
            return SideEffect(kind: kind, symbol: NotificationsDetector.symbol(of: event), member: member, file: file, line: event.line)
        default:
            return nil
        }
    }

    // MARK: - Members

    /// Whether a member is one UIKit calls through a view controller's life (`viewDidLoad()`, `viewWillTransition(to:with:)`,
    /// `traitCollectionDidChange(_:)`, an Objective-C `viewWillAppear:`): read by `analyze`'s split and `seams`' test points.
    package static func isViewLifecycle(_ name: String) -> Bool {
        lifecyclePrefixes.contains(where: name.hasPrefix)
    }

    private static let lifecyclePrefixes = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidUnload", "viewWillUnload", "loadView", "awakeFromNib", "traitCollectionDidChange",
        "updateViewConstraints", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "viewWillTransition", "didReceiveMemoryWarning",
        "willMove(toParent:", "didMove(toParent:", "willMoveToParentViewController:", "didMoveToParentViewController:",
        // UIKit's initializers, and the rotation callbacks before iOS 8.
        "init(coder:", "init(nibName:", "init(style:", "initWithCoder:", "initWithNibName:", "initWithStyle:",
        "willRotateToInterfaceOrientation:", "willAnimateRotationToInterfaceOrientation:", "didRotateFromInterfaceOrientation:",
        // An AppKit window controller's.
        "windowDidLoad", "windowWillLoad", "loadWindow",
    ]

    /// Whether a member is a UIKit data source or delegate method (`tableView(_:cellForRowAt:)`, `scrollViewDidScroll(_:)`),
    /// in Swift or as an Objective-C selector (`tableView:numberOfRowsInSection:`).
    package static func isDataSourceOrDelegate(_ name: String) -> Bool {
        if dataSourcePrefixes.contains(where: name.hasPrefix) { return true }
        // A selector's first `:` stands where a Swift name has its `(`.
        guard !name.utf8.contains(UInt8(ascii: "(")), let colon = name.firstIndex(of: ":") else { return false }
        let swiftStyle = name[..<colon] + "(" + name[name.index(after: colon)...]
        return dataSourcePrefixes.contains(where: swiftStyle.hasPrefix)
    }

    private static let dataSourcePrefixes = [
        "tableView(", "collectionView(", "numberOfSections(", "numberOfSectionsIn", "numberOfComponents", "pickerView(",
        "scrollView", "searchBar(", "textField(", "textFieldShouldReturn(", "textViewDidChange(", "pageViewController(",
        "presentationCount(",
        // UIActivityItemSource: what a share sheet asks its item source for.
        "activityViewController(", "activityViewControllerPlaceholderItem(", "activityViewControllerLinkMetadata(",
        // UIAdaptivePresentationControllerDelegate and UIPopoverPresentationControllerDelegate.
        "adaptivePresentationStyle(", "adaptivePresentationStyleFor", "presentationController(", "presentationControllerShouldDismiss(",
        "presentationControllerWillDismiss(", "presentationControllerDidDismiss(", "presentationControllerDidAttemptToDismiss(",
        "prepareForPopoverPresentation(", "popoverPresentationControllerShouldDismissPopover(",
        "popoverPresentationControllerDidDismissPopover(",
        // AppKit's: a table's or an outline's rows (`numberOfRows(in:)`, Objective-C's `numberOfRowsInTableView:`), a
        // combo box's items, a text field's edits, a split view's, a tab view's, a menu's and a window's delegate
        // (ProtonVPN's Mac screens read as business logic for them).
        "numberOfRows(", "numberOfRowsIn", "outlineView(", "tableViewSelectionDidChange(", "tableViewSelectionIsChanging(",
        "outlineViewSelectionDidChange(", "numberOfItems(", "numberOfItemsIn", "comboBox(", "controlTextDidChange(",
        "controlTextDidBeginEditing(", "controlTextDidEndEditing(", "splitView(", "tabView(", "menuNeedsUpdate(", "menuWillOpen(",
        "menuDidClose(", "windowWillClose(", "windowDidResize(", "windowShouldClose(", "windowDidBecomeKey(", "windowDidResignKey(",
    ]

    /// The senders of the delegate and data-source protocols a screen adopts, as lower-case words without a type
    /// prefix: `MFMailComposeViewControllerDelegate` → `mail compose view controller`.
    package static func delegateSenders(_ decls: [TypeDecl]) -> [[String]] {
        var senders: [[String]] = []
        for name in decls.lazy.flatMap(\.inherited) {
            guard let suffix = delegateSuffix(of: name) else { continue }
            var words = NameWords.split(String(name.dropLast(suffix.count)))
            if words.count > 1, words[0].count > 1, words[0].allSatisfy(\.isUppercase) { words.removeFirst() }
            let sender = words.map { $0.lowercased() }
            if !sender.isEmpty, !senders.contains(sender) { senders.append(sender) }
        }
        return senders
    }

    /// How a delegate or data-source protocol's name ends, if it is one's (ChatSecure's `OTRYapViewHandlerDelegateProtocol`).
    static func delegateSuffix(of name: String) -> String? {
        ["DelegateProtocol", "Delegate", "DataSource"].first(where: name.hasSuffix)
    }

    /// Whether a member is a callback of a delegate protocol the screen adopts, named the Cocoa way after its sender:
    /// `mailComposeController(_:didFinishWith:error:)` and `popoverControllerDidDismissPopover:` begin with the sender's
    /// words (`modalViewController:` for `ARModalAlertViewControllerDelegate`), `didDismissSearchController:` ends with them.
    package static func isDelegateCallback(_ name: String, senders: [[String]]) -> Bool {
        guard !senders.isEmpty else { return false }
        // Most members begin with no sender's first word: decided on the bytes, before the name is split.
        let bytes = name.utf8
        guard senders.contains(where: { bytes.starts(with: $0[0].utf8) }) || Self.tenses.contains(where: { bytes.starts(with: $0.utf8) })
        else { return false }
        let words = NameWords.split(String(name.prefix { $0 != ":" })).map { $0.lowercased() }
        // One word names the sender only when the sender is passed (`download:`, `download(_:didFinish:)`).
        guard words.count > 1 || !words.isEmpty && name.utf8.contains(UInt8(ascii: ":")) else { return false }
        return senders.contains { sender in
            if Self.tenses.contains(words[0]) { return words.dropFirst().suffix(sender.count).elementsEqual(sender) }
            guard words[0] == sender[0] else { return false }
            // The leading words name the sender, some of its words left out, up to its last word.
            var position = 0
            for (offset, word) in words.enumerated() {
                guard let found = sender[position...].firstIndex(of: word) else { return false }
                if found == sender.count - 1 {
                    guard offset + 1 < words.count else { return true }
                    let next = words[offset + 1]
                    // One word names too much (`downloadTheFile…` beside a `DownloadDelegate`): then only a verb of
                    // the delegate's tense follows (`syncDidFinish:`).
                    if sender.count == 1 { return Self.tenses.contains(next) || next == "can" }
                    // A factory named for the sender (`syncMessageViewControllerWithMessage:`) goes on with a preposition.
                    return !Self.prepositions.contains(next)
                }
                position = found + 1
            }
            return false
        }
    }

    /// Whether a method has the signature of a Cocoa callback, whichever protocol declares it: named for a sender it is
    /// passed, the sender's type ending in the words of that name. Either the name is the sender's alone and more
    /// follows (`webView(_ webView: WKWebView, decidePolicyFor:decisionHandler:)`, `locationManager(_:didUpdateLocations:)`,
    /// `- mapView:viewForAnnotation:`), or a tense follows the sender (`keyboardBarDidTapClose(_ keyboardBar:
    /// FindAndReplaceKeyboardBar)`, `audioPlayerDidFinishPlaying(_:successfully:)`). A sender of one word is not enough
    /// (`image(_ image: UIImage)` is a helper's name as often as not).
    package static func isSenderCallback(_ member: Member) -> Bool {
        guard member.kind == .method else { return false }
        let name = member.name
        // A Swift callback's sender comes first, unlabelled (`onboardingStateDidChange(to:)` is passed a state, no sender).
        if let open = name.firstIndex(of: "("), !name[open...].hasPrefix("(_:") { return false }
        let parameterCount = name.utf8.reduce(0) { $0 + ($1 == 0x3A ? 1 : 0) }
        guard parameterCount >= 1, member.locals.values.contains(where: \.isParameter) else { return false }
        let words = NameWords.split(String(name.prefix { $0 != ":" })).map { $0.lowercased() }
        let sender: ArraySlice<String>
        if let tense = words.firstIndex(where: tenses.contains) {
            sender = words[..<tense]
        } else {
            guard parameterCount >= 2 else { return false }
            sender = words[...]
        }
        guard sender.count >= 2 else { return false }
        func endsInTheSender(_ typeWords: ArraySlice<String>) -> Bool {
            typeWords.count >= sender.count && typeWords.suffix(sender.count).elementsEqual(sender)
        }
        return member.locals.values.contains { local in
            guard local.isParameter, let type = local.typeName.map(TypeNames.base), type.utf8.count > 2 else { return false }
            let typeWords = NameWords.split(type).map { $0.lowercased() }
            // Or in the sender's words and the kind of UI object it is: FloatingPanel's `floatingPanel(_ fpc:
            // FloatingPanelController, layoutFor:)`.
            return endsInTheSender(typeWords[...]) || typeWords.last.map(senderKinds.contains) == true && endsInTheSender(typeWords.dropLast())
        }
    }

    /// What a sender's type may add to the words a callback names it by (`FloatingPanelController` for `floatingPanel`).
    private static let senderKinds: Set<String> = ["controller", "view"]

    /// The words a delegate callback's tense begins with (`…DidFinish`, `willDismiss…`, `…ShouldReturn`).
    private static let tenses = ["did", "will", "should"]
    private static let prepositions: Set<String> = ["with", "for", "from", "at", "of", "in", "to", "by", "on"]

    /// Methods the screen names in a `#selector(…)` or `@selector(…)`, by base name (the whole selector in Objective-C):
    /// UIKit, the notification centre or a timer calls them, as it calls an `@IBAction` (Element's `cancelButtonAction()`, given
    /// to its bar button item), with the reason each stays in the ViewController.
    static func selectorTargets(_ members: [MemberFacts]) -> [String: String] {
        selectorTargets(events: members.lazy.map { $0.member.events })
    }

    /// `selectorTargets` over the events of each member (`seams` has no detector findings to hand).
    package static func selectorTargets(events eventsOfEachMember: some Sequence<[Event]>) -> [String: String] {
        var targets: [String: String] = [:]
        for events in eventsOfEachMember {
            // By index: copying each event and summary cost more than the look at the argument's first byte.
            for position in events.indices where events[position].kind == .call {
                let arguments = events[position].arguments
                for index in arguments.indices {
                    guard let target = selectorName(arguments[index].text) else { continue }
                    let name = events[position].name
                    if name == "addObserver" {
                        targets[target] = "notification handler: the ViewController turns it into a Request"
                    } else if targets[target] == nil, let timer = timerKind(name, receiver: events[position].receiver.last) {
                        targets[target] = timer
                    } else if targets[target] == nil {
                        targets[target] = "target-action: UIKit calls it on the ViewController, which sends a Request"
                    }
                }
            }
        }
        return targets
    }

    /// A timer's or a display link's target: Foundation's run loop calls it, not UIKit (`Timer.scheduledTimer(timeInterval:
    /// target:selector:userInfo:repeats:)`, `[NSTimer scheduledTimerWithTimeInterval:…]`, `CADisplayLink(target:selector:)`).
    private static func timerKind(_ name: String, receiver: String?) -> String? {
        if name.hasPrefix("scheduledTimer") || name.hasPrefix("timerWithTimeInterval")
            || name == "init" && (receiver == "Timer" || receiver == "NSTimer") {
            return "timer callback: the run loop calls it on the ViewController, which sends a Request"
        }
        if name.hasPrefix("displayLinkWithTarget") || name == "init" && receiver == "CADisplayLink" {
            return "display link callback: each frame of an animation, the ViewController's"
        }
        return nil
    }

    /// `#selector(ProfileViewController.refresh(_:))` → `refresh`, `@selector(cancel:)` → `cancel:`; `nil` for any other text.
    static func selectorName(_ text: String) -> String? {
        // Most arguments start otherwise: one byte decides.
        guard let first = text.utf8.first, first == UInt8(ascii: "#") || first == UInt8(ascii: "@") else { return nil }
        let swift = text.hasPrefix("#selector(")
        guard swift || text.hasPrefix("@selector("), text.hasSuffix(")") else { return nil }
        var inner = text.dropFirst("#selector(".count).dropLast().drop { $0 == " " }
        for prefix in ["getter:", "setter:"] where inner.hasPrefix(prefix) { inner = inner.dropFirst(prefix.count).drop { $0 == " " } }
        guard swift else { return inner.isEmpty ? nil : String(inner) }
        let base = inner.prefix { $0 != "(" }
        let name = base.split(separator: ".").last ?? base
        return name.isEmpty ? nil : String(name)
    }

    /// A target-action method: one parameter, named `sender` (`save:(id)sender`, `doneTapped(_ sender: UIButton)`).
    package static func isTargetAction(_ member: Member) -> Bool {
        member.kind == .method && member.locals["sender"]?.isParameter == true
            && member.locals.values.lazy.filter(\.isParameter).count == 1
    }

    /// What Objective-C view controllers override of `UIViewController` and `UIResponder` besides the view lifecycle:
    /// without Swift's `override`, the selector alone says it is UIKit's.
    static let uiKitSelectors: Set<String> = [
        "prefersStatusBarHidden", "preferredStatusBarStyle", "preferredStatusBarUpdateAnimation", "prefersHomeIndicatorAutoHidden",
        "childViewControllerForStatusBarStyle", "childViewControllerForStatusBarHidden", "preferredScreenEdgesDeferringSystemGestures",
        "shouldAutorotate", "shouldAutorotateToInterfaceOrientation:", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "modalTransitionStyle", "modalPresentationStyle",
        "modalPresentationCapturesStatusBarAppearance", "preferredContentSize", "contentSizeForViewInPopover",
        "hidesBottomBarWhenPushed", "navigationItem", "toolbarItems", "tabBarItem", "title", "setTitle:",
        "canBecomeFirstResponder", "canResignFirstResponder", "becomeFirstResponder", "resignFirstResponder",
        "inputAccessoryView", "inputView", "keyCommands", "canPerformAction:withSender:", "setEditing:animated:",
        "motionBegan:withEvent:", "motionEnded:withEvent:", "motionCancelled:withEvent:", "touchesBegan:withEvent:",
        "touchesMoved:withEvent:", "touchesEnded:withEvent:", "touchesCancelled:withEvent:", "pressesBegan:withEvent:",
        "pressesEnded:withEvent:", "shouldAutomaticallyForwardAppearanceMethods", "disablesAutomaticKeyboardDismissal",
        "preferredFocusEnvironments", "preferredFocusedView", "previewActionItems",
        "encodeRestorableStateWithCoder:", "decodeRestorableStateWithCoder:", "applicationFinishedRestoringState",
    ]

    /// What a member does through the screen's other members it calls (`showLanguages()` builds a screen and hands it to
    /// `presentEmbedded(_:style:)`, which presents it): UI keeps it in the ViewController, navigation makes it the Router's,
    /// other work makes it an Interactor coordinating that work. One level deep. All of it for a member whose own code
    /// shows nothing; only the navigation, and only `outsideClosures`, for one that does work of its own.
    static func rolesThroughOwnMembers(
        _ facts: MemberFacts, _ ownWork: [String: OwnWork], outsideClosures: Bool = false
    ) -> [(Role, String)] {
        guard !ownWork.isEmpty else { return [] }
        var found: [Responsibility: (callee: String, line: Int)] = [:]
        for event in facts.member.events
        where event.kind == .call && event.unqualifiedPath.count == 1 && (!outsideClosures || event.closureDepth == 0) {
            guard let work = ownWork[event.name], work.name != facts.member.name else { continue }
            for kind in work.kinds where found[kind] == nil { found[kind] = (work.name, event.line) }
        }
        var result: [(Role, String)] = []
        func through(_ kind: Responsibility) -> String {
            let call = found[kind]!
            return "\(kind.rawValue): through its own \(call.callee) (line \(call.line))"
        }
        if found[.ui] != nil { result.append((.viewController, through(.ui))) }
        if found[.navigation] != nil { result.append((.router, through(.navigation))) }
        if let other = Responsibility.allCases.first(where: { ![.ui, .navigation].contains($0) && found[$0] != nil }) {
            result.append((.interactor, "coordinates work: \(through(other))"))
        }
        return result
    }

    /// What a method of the screen does by its own code, by base name, for the members that call it (see
    /// `rolesThroughOwnMembers`).
    struct OwnWork {
        var name: String
        var kinds: ResponsibilitySet
    }

    static func ownWork(_ members: [MemberFacts]) -> [String: OwnWork] {
        var result: [String: OwnWork] = [:]
        for facts in members where facts.member.kind == .method && !facts.responsibilities.isEmpty {
            let name = facts.member.baseName
            if result[name] == nil { result[name] = OwnWork(name: facts.member.name, kinds: facts.responsibilities) }
        }
        return result
    }

    private func memberAnalysis(
        _ facts: MemberFacts, declared: [Responsibility], delegateSenders: [[String]], requirements: Set<String>, displayLogic: Set<String>,
        ownWork: [String: OwnWork], selectorTargets: [String: String]
    ) -> MemberAnalysis {
        let member = facts.member
        var responsibilities = facts.responsibilities.union(ResponsibilitySet(declared))
        var roles: Set<Role> = []
        var reasons: [String] = []
        /// Statements that take a way back (a callback called, a delegate told), for the split.
        var routerStatements: [Int] = []

        // What the member's code does, one reason per responsibility with its first symbols.
        var symbolsByKind: [Responsibility: [(line: Int, symbol: String)]] = [:]
        for (position, findings) in facts.findings.enumerated() {
            for (kind, symbol) in findings where !(symbolsByKind[kind]?.contains { $0.symbol == symbol } ?? false) {
                symbolsByKind[kind, default: []].append((member.events[position].line, symbol))
            }
        }
        for kind in symbolsByKind.keys.sorted() {
            let symbols = symbolsByKind[kind]!
            if let role = kind.role { roles.insert(role) }
            let shown = symbols.prefix(2).map { "\($0.symbol) (line \($0.line))" }.joined(separator: ", ")
            let more = symbols.count > 2 ? " and \(symbols.count - 2) more" : ""
            reasons.append("\(kind.rawValue): \(shown)\(more)")
        }

        switch member.kind {
        case .type:
            roles = [.models]
            reasons.append("nested type: becomes part of the scene's Models")
        case .property:
            let type = member.typeName.map { facts.context.scope.index.namedType($0) }
            // A held view controller by its type, as the state list reads it: `isUIName` asks the property's initializer's
            // local of the same name first (Mastodon's `let searchController: CustomSearchController = { … }()`).
            if declared.contains(.ui) || facts.context.isUIName(member.name) || facts.context.holdsViewController(member) {
                roles.insert(.viewController)
                if !declared.contains(.ui) {
                    reasons.append(facts.context.holdsViewController(member) ? "ui: a view controller it holds (a child, or one it shows again)" : "ui: a UI element")
                }
                if declared.contains(.ui) {
                    let wrapper = Self.viewOwnWrapper(of: member)
                    reasons.append("ui: " + (member.name == "body" ? "the view's body" : wrapper.map { "the view's own @\($0), SwiftUI's state of the view" } ?? "an outlet"))
                }
                responsibilities.insert(.ui)
            } else if let wrapper = member.attributes.first(where: Self.persistedWrappers.contains) {
                roles.insert(.worker)
                reasons.append("persistence: stored with @\(wrapper)")
            } else if let type, FormattingDetector.formatterTypes.contains(type) {
                roles.insert(.presenter)
                reasons.append("formatting: a \(type) belongs in the Presenter")
                responsibilities.insert(.formatting)
            } else if member.isStored, let part = facts.context.scope.sceneLinkProperties[member.name] {
                roles.insert(.viewController)
                reasons.append("scene wiring: the ViewController's reference to its \(part), already in place")
            } else if member.isStored, facts.context.scope.displayState.contains(member.name) {
                roles.insert(.viewController)
                reasons.append("display state: the ViewModels it displays, kept by the ViewController; already in place")
            } else if let type, isCollaborator(type, facts.context) {
                roles.insert(.worker)
                reasons.append("collaborator: \(type) does I/O; the Worker owns it")
            } else if let type, isNavigator(type, facts.context) {
                roles.insert(.router)
                reasons.append("collaborator: \(type) navigates; the Router holds it")
            } else if let way = facts.context.scope.waysBack[member.name] {
                roles.insert(.router)
                reasons.append("\(way.kind.rawValue): the screen's way back to whoever built it; the Router calls it")
            } else if member.isStored && !member.isStatic && Self.isLogger(member) {
                roles.insert(.viewController)
                reasons.append("logger: no state; each component logs through its own")
            } else if member.isStored && !member.isStatic && !Self.isConstant(member) {
                roles.insert(.interactor)
                reasons.append("state: belongs in the Interactor's DataStore")
            } else if roles.isEmpty, overridesTheFramework(member, facts.context, file: facts.file) {
                roles.insert(.viewController)
                reasons.append("UIKit override: the ViewController's own configuration (orientation, status bar, …)")
            } else if roles.isEmpty, Self.answersWithAConstant(member), member.hasAttribute("override") {
                // The codebase's own question to its view controllers, answered the same way every time (KeePassium's
                // `override var canDismissFromKeyboard: Bool { true }`, declared in its `extension UIViewController`).
                roles.insert(.viewController)
                reasons.append("override: answers its base class with a constant, the ViewController's own configuration")
            } else if roles.isEmpty {
                roles.insert(.interactor)
                reasons.append(Self.derivedValue)
            }
        default:
            let name = member.name
            if name.hasPrefix("prepare(for:") {
                roles.insert(.router)
                reasons.append("segue preparation: the Router passes data")
            }
            if displayLogic.contains(name) {
                roles.insert(.viewController)
                reasons.append("display logic: the Presenter calls it with a ViewModel, already in place")
            } else if Self.isViewLifecycle(name) || member.kind == .deinitializer {
                roles.insert(.viewController)
                reasons.append("view lifecycle: stays in the ViewController and sends Requests")
            } else if member.hasAttribute("IBAction") || Self.isTargetAction(member) {
                roles.insert(.viewController)
                reasons.append("user action: the ViewController turns it into a Request")
            } else if let reason = selectorTargets[SourceLanguage(path: facts.file) == .objectiveC ? name : member.baseName] {
                roles.insert(.viewController)
                reasons.append(reason)
            } else if Self.isDataSourceOrDelegate(name) {
                roles.insert(.viewController)
                reasons.append("UIKit data source or delegate: displays ViewModels")
            } else if requirements.contains(name) || Self.isDelegateCallback(name, senders: delegateSenders)
                        || Self.isSenderCallback(member) {
                roles.insert(.viewController)
                reasons.append("delegate callback: the ViewController turns it into a Request")
            } else if !name.hasPrefix("prepare(for:"), overridesTheFramework(member, facts.context, file: facts.file) {
                roles.insert(.viewController)
                reasons.append("UIKit override: UIKit calls it on the ViewController, which sends Requests")
            } else if !facts.context.scope.sceneLinks.isEmpty,
                      case let made = SceneWiring.partsMade(by: member, scene: facts.context.scope.scene),
                      made.count >= 2 {
                roles.insert(.viewController)
                let parts = made.dropLast().joined(separator: ", ") + " and " + made[made.count - 1]
                reasons.append("scene setup: makes its \(parts) and wires them, as a Configurator does; already in place")
            } else if !facts.context.scope.sceneLinks.isEmpty,
                      let request = zip(member.events, facts.receiverTypes).first(where: { event, type in
                          event.kind == .call && event.name != "init" && type.map(facts.context.scope.sceneLinks.contains) == true
                      })?.0 {
                roles.insert(.viewController)
                reasons.append("scene wiring: sends its scene a Request (\(request.symbol)), already in place")
            }
            if roles.isEmpty, responsibilities.isEmpty {
                for (role, reason) in Self.rolesThroughOwnMembers(facts, ownWork) {
                    roles.insert(role)
                    reasons.append(reason)
                }
            } else if !responsibilities.contains(.navigation), !Self.isViewLifecycle(name),
                      let (role, reason) = Self.rolesThroughOwnMembers(facts, ownWork, outsideClosures: true).first(where: { $0.0 == .router }) {
                // Navigation is no mix of concerns to weigh: an action or a member with work of its own that leads to
                // another screen through the screen's own method (Wikipedia's `showLanguages()` dismisses a popover,
                // then presents through `presentEmbedded(_:style:)`) is the Router's too. Not from a closure, such as a
                // menu item's handler, which runs later if ever, nor from `viewDidLoad()`, whose loading helper may show
                // an error on failure: that is the helper's navigation.
                roles.insert(role)
                reasons.append(reason)
            }
            // Calling a closure its builder handed in (`onInfoBarButtonItemTap()`, `completion?(true)`) or a delegate's method
            // (`delegate?.didSelect(token)`) leaves the scene: the Router's, as navigation is, wherever the call sits (a
            // button's handler included).
            if !facts.context.scope.waysBack.isEmpty, member.kind != .initializer {
                var reasoned = false
                for event in member.events where event.kind == .call {
                    guard let (_, way, symbol) = facts.context.wayBack(event) else { continue }
                    if !reasoned {
                        reasons.append("\(way.kind.rawValue): calls \(symbol), the way back to whoever built the screen (the Router's)")
                        reasoned = true
                    }
                    roles.insert(.router)
                    if let statement = event.statement { routerStatements.append(statement) }
                }
            }
            // A custom initializer that only keeps what it is given (`init(viewModel:)`, `init(client:repo:)`), or a factory
            // that makes the screen and hands it what it needs (Element's `class func instantiate(with:)`): the Configurator
            // builds the scene and injects its dependencies.
            if roles.isEmpty, responsibilities.isEmpty, member.kind == .initializer {
                roles.insert(.viewController)
                reasons.append("initializer: takes its dependencies; the Configurator builds the scene and injects them")
            } else if roles.isEmpty, responsibilities.isEmpty, member.isStatic, member.kind == .method,
                      let returned = member.typeName.map(TypeNames.base),
                      returned == facts.context.typeName || returned == "Self" || returned == "instancetype" {
                roles.insert(.viewController)
                reasons.append("factory: makes the screen, which the Configurator does")
            } else if roles.isEmpty, responsibilities.isEmpty, member.kind == .method,
                      let returned = member.typeName, facts.context.typeFacts.isUI(returned) {
                // GitHawk's `newIssueAction() -> UIAlertAction?` builds the action through the codebase's own builder:
                // nothing in its body is UIKit's, but what it makes is the view's.
                roles.insert(.viewController)
                reasons.append("ui: returns a \(TypeNames.base(returned)), which is the view's")
                responsibilities.insert(.ui)
            }
            if roles.isEmpty {
                roles.insert(.interactor)
                reasons.append(responsibilities.isEmpty ? "no UI or I/O: business logic" : "coordinates work: the Interactor")
            }
        }

        return MemberAnalysis(
            name: member.name, kind: member.kind.rawValue, file: facts.file, line: member.line, complexity: member.complexity,
            roles: roles.sorted(), reasons: reasons, responsibilities: responsibilities.sorted(),
            split: roles.count > 1 ? split(facts, router: routerStatements) : []
        )
    }

    /// An `override` in a view controller of a member the codebase's superclasses (and its extensions of
    /// `UIViewController`) do not declare: UIKit's
    /// (`shouldAutorotate`, `keyCommands`, `motionEnded(_:with:)`), which UIKit asks the view controller for. An override
    /// of the codebase's own base class (`handleThemeChanged()`, `fetch(page:)`) is judged by what it does. Objective-C
    /// has no `override`: there the selector is looked up among UIKit's (`prefersStatusBarHidden`).
    private func overridesTheFramework(_ member: Member, _ context: EventContext, file: String) -> Bool {
        guard context.isViewController else { return false }
        if SourceLanguage(path: file) == .objectiveC { return Self.uiKitSelectors.contains(member.name) }
        guard member.hasAttribute("override") else { return false }
        // The codebase's superclasses, and its extensions of UIKit's (`extension UIViewController { @objc func applyTheme() }`).
        var owners = ["UIViewController", "NSViewController"]
        if let superclass = context.scope.superclass { owners.append(superclass) }
        return !owners.contains { owner in index.firstMember(of: owner) { $0.name == member.name } != nil }
    }

    /// A networking, persistence or analytics collaborator held in a property.
    /// An enum that is only its cases is a value, whatever its name says (WooCommerce's `WooAnalyticsEvent.Orders.Flow`).
    private func isCollaborator(_ type: String, _ context: EventContext) -> Bool {
        guard !context.index.isCaseOnlyEnum(type) else { return false }
        return NetworkingDetector.frameworkTypes.contains(type) || PersistenceDetector.frameworkTypes.contains(type)
            || context.index.external.knows(type) || context.typeFacts.isAnalytics(type) || NetworkingDetector().isClient(type, context)
            || !(context.projectCapabilities(of: type) ?? []).isEmpty && !TypeNames.isStandardValueType(type)
    }

    /// A codebase type named like a navigator that navigates (NetNewsWire's `SceneCoordinator`, SwiftHub's `Navigator`,
    /// Element's `…CoordinatorBridgePresenter`): the screen's reference to it is the Router's. Not a view model or an
    /// alert that presents something, nor a delegate: those are named otherwise.
    private func isNavigator(_ type: String, _ context: EventContext) -> Bool {
        Self.isNamedLikeNavigator(type) && context.capabilities.navigation[type] != nil
    }

    /// A type named like a navigator, or nested in one (Swiftfin's `Router.Wrapper`).
    static func isNamedLikeNavigator(_ type: String) -> Bool {
        guard type.utf8.contains(UInt8(ascii: ".")) else { return navigatorSuffixes.contains(where: type.hasSuffix) }
        return type.split(separator: ".").contains { name in navigatorSuffixes.contains(where: name.hasSuffix) }
    }

    private static let navigatorSuffixes = ["Coordinator", "Router", "Navigator", "Wireframe", "Presenter", "Flow"]

    /// The statements of a mixed member that belong to each component: its findings', and the `router` statements that
    /// take a way back, which no detector reports.
    private func split(_ facts: MemberFacts, router: [Int]) -> [RoleStatements] {
        // Statement indices per role, in `Role.allCases` order (the roles' sort order): a few small arrays
        // instead of a dictionary of sets, for every member with two roles.
        let roles = Role.allCases
        var byRole = [[Int]](repeating: [], count: roles.count)
        for (position, findings) in facts.findings.enumerated() where !findings.isEmpty {
            guard let statement = facts.member.events[position].statement else { continue }
            for (kind, _) in findings {
                if let role = kind.role, let index = roles.firstIndex(of: role) { byRole[index].append(statement) }
            }
        }
        if !router.isEmpty, let index = roles.firstIndex(of: .router) { byRole[index].append(contentsOf: router) }
        return roles.indices.compactMap { index in
            guard !byRole[index].isEmpty else { return nil }
            var statements: [Int] = []
            for statement in byRole[index].sorted() where statements.last != statement { statements.append(statement) }
            return RoleStatements(
                role: roles[index],
                statements: statements.map { StatementRef(line: facts.member.statements[$0].line, text: facts.member.statements[$0].text) }
            )
        }
    }
}
