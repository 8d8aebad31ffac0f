import Foundation
import StranglerAnalysis
import StranglerConfiguration
import StranglerSources

/// Feathers' Legacy Code Change Algorithm, steps 1 to 3, for one type: its change points for a described
/// change, its test points, and the dependencies that keep those test points from a test, each with the
/// technique that breaks it.
///
/// It reads the index, capabilities and detectors `strangler analyze` builds (`CallSiteAnalysis`), so
/// what `seams` calls networking is what `analyze` calls networking.
public struct SeamsAnalyzer: Sendable {
    let index: ProjectIndex
    let capabilities: Capabilities
    let callSites: CallSiteAnalysis

    /// The analysis settings its index was built with.
    public var settings: AnalysisSettings { callSites.settings }

    public init(callSites: CallSiteAnalysis) {
        self.callSites = callSites
        self.index = callSites.index
        self.capabilities = callSites.capabilities
    }

    public init(sources: LoadedSources, settings: AnalysisSettings = AnalysisSettings(), maxConcurrency: Int = ProcessInfo.activeCores) {
        self.init(
            callSites: CallSiteAnalysis(units: sources.units, storyboards: sources.storyboards, settings: settings, maxConcurrency: maxConcurrency)
        )
    }

    /// The screens `analyze` lists, by name: what `seams --all` reads.
    /// Several types of one name (`ProjectIndex.variants(of:)`) are one name here: seams reads a type by name.
    public var screenNames: [String] {
        var names: [String] = []
        for candidate in Analyzer.screenCandidates(index) where names.last != candidate.name { names.append(candidate.name) }
        return names
    }

    /// Whether the codebase declares a class, struct, enum or actor of that name.
    public func declares(_ name: String) -> Bool {
        guard ProjectIndex.isTypeName(name), let kind = index.primary(name)?.kind else { return false }
        return kind != .protocol && kind != .extension
    }

    /// Whether the codebase declares a type of that name, protocols included.
    public func declaresAnywhere(_ name: String) -> Bool { ProjectIndex.isTypeName(name) && index.primary(name) != nil }

    public func isProtocol(_ name: String) -> Bool { index.isProtocol(name) }

    /// A type's stored instance properties with a declared type, in source order.
    public func storedProperties(of type: String) -> [(name: String, type: String)] {
        index.members(of: type).filter { $0.kind == .property && $0.isStored && !$0.isStatic }.compactMap { property in
            property.typeName.map { (property.name, $0) }
        }
    }

    /// The files that declare or extend a type.
    public func files(declaring name: String) -> [String] { Array(Set((index.declarations[name] ?? []).map(\.file))).sorted() }

    /// The types declared (not extended) in a file, by its path relative to the analysed root, in source order.
    public func typeNames(declaredIn file: String, includingProtocols: Bool = false) -> [String] {
        let decls: [TypeDecl] = index.declarations.values.flatMap { $0 }
        let declared = decls.filter {
            $0.file == file && $0.kind != .extension && (includingProtocols || $0.kind != .protocol) && ProjectIndex.isTypeName($0.name)
        }
        return declared.sorted { $0.line < $1.line }.map(\.name)
    }

    /// Every type's seams, each type once, in the order given.
    public func report(for names: [String], change: String? = nil, maxConcurrency: Int = ProcessInfo.activeCores) -> SeamsReport {
        let types = names.parallelMap(maxConcurrency: maxConcurrency) { seams(of: $0, change: change) }.compactMap { $0 }
        return SeamsReport(change: change, types: types)
    }

    /// The seams of one type, or `nil` when the codebase does not declare it.
    public func seams(of name: String, change: String? = nil) -> TypeSeams? {
        guard declares(name), let primary = index.primary(name) else { return nil }
        let decls = index.declarations[name] ?? []
        var found: [String: [Found]] = [:]
        var existing: [ExistingSeam] = []
        var memberOrder: [Member] = []
        for decl in decls {
            for member in decl.members where member.kind != .type {
                memberOrder.append(member)
                let matches = self.matches(in: member, of: name)
                if member.kind == .property, member.isStored, !member.isStatic {
                    for match in matches where Self.injectable.contains(match.kind) {
                        existing.append(
                            ExistingSeam(
                                property: member.name, expression: match.match.expression, line: member.line,
                                isSettable: !member.hasAttribute("let") && !Self.isPrivate(member)
                            )
                        )
                    }
                    found[member.name, default: []] += matches.filter { !Self.injectable.contains($0.kind) }.map { Found(match: $0, file: decl.file) }
                } else {
                    found[member.name, default: []] += matches.map { Found(match: $0, file: decl.file) }
                }
            }
        }
        let graph = CallGraph(members: memberOrder, direct: found.mapValues { Set($0.map(\.match.match.expression)) })
        let testPoints = Self.testPoints(memberOrder, decls: decls, graph: graph, existing: Set(existing.map(\.property)), index: index)
        var grouped: [String: Dependency] = [:]
        var order: [String] = []
        for member in memberOrder {
            for item in found[member.name] ?? [] {
                let match = item.match
                let expression = match.match.expression
                var used = match.match.usedMember.map { [$0] } ?? []
                if !(grouped[expression]?.uses.contains { $0.member == member.name } ?? false) {
                    used += usedThroughLocals(member, chain: match.match.chain)
                }
                let use = DependencyUse(
                    member: member.name, file: item.file, line: match.event.line, column: match.event.column, isStatic: member.isStatic,
                    usedMembers: used
                )
                if var dependency = grouped[expression] {
                    dependency.uses.append(use)
                    dependency.usedMembers.append(contentsOf: used)
                    grouped[expression] = dependency
                    continue
                }
                order.append(expression)
                grouped[expression] = Dependency(
                    kind: match.kind, expression: expression, uses: [use], usedMembers: used,
                    blocks: testPoints.filter { $0.dependsOn.contains(expression) }.map(\.name),
                    effect: match.match.effect, technique: match.match.technique, alternatives: match.match.alternatives
                )
            }
        }
        var dependencies: [Dependency] = order.compactMap { grouped[$0] }
        for index in dependencies.indices {
            dependencies[index].usedMembers = Array(Set(dependencies[index].usedMembers)).sorted()
            dependencies[index].uses.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        }
        dependencies.sort { ($0.file, $0.line, $0.uses[0].column, $0.expression) < ($1.file, $1.line, $1.uses[0].column, $1.expression) }
        let changePoints = change.map { ChangePointMatcher(description: $0).changePoints(type: name, members: memberOrder, file: primary.file, index: index) } ?? []
        return TypeSeams(
            name: name, kind: primary.kind.rawValue, file: primary.file, line: primary.line, dependencies: dependencies,
            existingSeams: existing.sorted { $0.line < $1.line }, testPoints: testPoints, changePoints: changePoints,
            networkModels: networkModels(of: name, members: memberOrder)
        )
    }

    /// Kinds a property's initial value turns into a seam: the property can be set instead.
    private static let injectable: Set<DependencyKind> = [.sharedInstance, .appDelegate, .notificationCenter]

    static func isPrivate(_ member: Member) -> Bool { member.hasAttribute("private") || member.hasAttribute("fileprivate") }

    struct Matched {
        var kind: DependencyKind
        var match: SeamMatch
        var event: Event
    }

    private struct Found {
        var match: Matched
        var file: String
    }

    /// Every dependency the member's events show; the first detector that matches an event wins.
    func matches(in member: Member, of type: String) -> [Matched] {
        var result: [Matched] = []
        for (position, event) in member.events.enumerated() {
            let context = SeamContext(
                index: index, capabilities: capabilities, typeName: type, member: member, events: member.events, position: position
            )
            for detector in SeamDetectors.all {
                if let match = detector.match(event, in: context) {
                    result.append(Matched(kind: detector.kind, match: match, event: event))
                    break
                }
            }
        }
        return result
    }

    /// Members called on a local that holds the dependency (`let api = …; api.fetch()`).
    private func usedThroughLocals(_ member: Member, chain: [String]) -> [String] {
        guard !chain.isEmpty else { return [] }
        let holders = Set(member.locals.filter { $0.value.chain == chain }.map(\.key))
        guard !holders.isEmpty, let type = dependencyType(chain: chain) else { return [] }
        let candidates = FrameworkSignatures.memberNames(of: type) + index.members(of: type).map(\.name)
        return member.events.filter { $0.kind == .call && $0.path.count == 2 && holders.contains($0.path[0]) }
            .map { CalledMemberName.name(of: $0, at: 1, candidates: candidates) }
    }

    /// The type a dependency's chain evaluates to: `URLSession` for `URLSession.shared`, `API` for `AppDelegate.api`.
    func dependencyType(chain: [String]) -> String? {
        guard let first = chain.first else { return nil }
        if chain.count == 1 { return first }
        if SharedInstances.accessors.contains(chain[1]) { return first }
        return index.property(chain[1], of: first)?.typeName.map(TypeNames.base)
    }

    /// The type of the value a dependency expression gives (`URLSession`, `API`), when the declarations show it.
    public func valueType(of dependency: Dependency) -> String? {
        switch dependency.kind {
        case .sharedInstance, .notificationCenter:
            return dependency.expression.split(separator: ".").first.map(String.init)
        case .appDelegate:
            guard let close = dependency.expression.lastIndex(of: ")") else { return nil }
            let property = dependency.expression[dependency.expression.index(after: close)...].dropFirst()
            let delegate = dependency.expression[..<close].components(separatedBy: " as! ").last ?? "AppDelegate"
            return index.property(String(property), of: delegate)?.typeName.map(TypeNames.base)
        default:
            return nil
        }
    }

    // MARK: Network models

    /// `Decodable` codebase types decoded inside a networking call's closure, or after one in the same member.
    private func networkModels(of type: String, members: [Member]) -> [NetworkModel] {
        let isScreen = index.isScreenClass(type)
        let networking = callSites.findings(inType: type, asViewController: isScreen).filter { $0.responsibility == .networking }
        var result: [NetworkModel] = []
        let properties = index.properties(of: type)
        for member in members {
            let calls = networking.filter { $0.member == member.name }
            for event in member.events where event.kind == .call && event.name == "decode" {
                guard let written = event.arguments.first?.text, written.hasSuffix(".self") else { continue }
                var name = String(written.dropLast(".self".count))
                let isArray = name.hasPrefix("[") && name.hasSuffix("]")
                if isArray { name = String(name.dropFirst().dropLast()) }
                guard let decl = index.primary(name), decl.inherited.contains(where: { $0 == "Decodable" || $0 == "Codable" }) else { continue }
                let enclosing = event.enclosingCalls.map { member.events[$0] }
                // Data a collaborator behind a protocol-typed property hands its completion: a seam `break-dependency` made.
                let injected = enclosing.first { call in
                    let path = call.unqualifiedPath
                    guard path.count == 2, let property = properties[path.first!], let written = property.typeName else { return false }
                    return isProtocol(TypeNames.base(written))
                }
                let via = calls.first { call in enclosing.contains { $0.line == call.line && $0.column == call.column } }?.symbol
                    ?? injected.map { $0.symbol }
                    ?? calls.last { ($0.line, $0.column) < (event.line, event.column) }?.symbol
                guard let via else { continue }
                result.append(NetworkModel(type: name, isArray: isArray, member: member.name, line: event.line, via: via))
            }
        }
        return result
    }

    // MARK: Test points

    private static func testPoints(
        _ members: [Member], decls: [TypeDecl], graph: CallGraph, existing: Set<String>, index: ProjectIndex
    ) -> [TestPoint] {
        // Points in declaration order: the type's files in path order, then by line within each file.
        var result: [(file: Int, point: TestPoint)] = []
        let fileOrder = Dictionary(decls.map(\.file).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let conformances = decls.flatMap(\.inherited)
        var assigners: [String: Set<String>] = [:]
        for member in members {
            for event in member.events where event.kind == .assignment {
                let path = event.unqualifiedPath
                let explicitSelf = event.path.first == "self"
                guard let first = path.first, explicitSelf || member.locals[first] == nil else { continue }
                assigners[first, default: []].insert(member.name)
            }
        }
        let senders = ScreenAnalyzer.delegateSenders(decls)
        let typeFacts = TypeFacts(shared: index.typeNames)
        // What UIKit, the notification centre or a timer calls by a selector (`@selector(cancel)`, `#selector(refresh)`), as `analyze`
        // reads it: an action, whatever its name.
        let selectorTargets = ScreenAnalyzer.selectorTargets(events: members.lazy.map(\.events))
        for decl in decls {
            for member in decl.members where !member.isStatic && !isPrivate(member) {
                switch member.kind {
                case .method:
                    let kind: TestPoint.Kind
                    if ScreenAnalyzer.isViewLifecycle(member.name) {
                        kind = .lifecycle
                    } else if member.hasAttribute("IBAction") || member.hasAttribute("objc") || ScreenAnalyzer.isTargetAction(member)
                                || selectorTargets[SourceLanguage(path: decl.file) == .objectiveC ? member.name : member.baseName] != nil {
                        kind = .action
                    } else if isCallback(member, in: decl, typeConforms: conformances, senders: senders, index: index) {
                        kind = .delegateCallback
                    } else {
                        kind = .method
                    }
                    result.append((fileOrder[decl.file] ?? 0, TestPoint(name: member.name, kind: kind, line: member.line, dependsOn: graph.dependencies(of: member.name))))
                case .property:
                    // An Objective-C property redeclared readwrite in the class extension is one property.
                    guard member.isStored, !member.hasAttribute("IBOutlet"), !existing.contains(member.name),
                          !result.contains(where: { $0.point.kind == .property && $0.point.name == member.name }),
                          !(member.typeName.map(typeFacts.isUI) ?? false)
                    else { continue }
                    let through = (assigners[member.name] ?? []).sorted().flatMap { graph.dependencies(of: $0) }
                    result.append((fileOrder[decl.file] ?? 0, TestPoint(name: member.name, kind: .property, line: member.line, dependsOn: Array(Set(through)).sorted())))
                default:
                    continue
                }
            }
        }
        return result.sorted { ($0.file, $0.point.line, $0.point.name) < ($1.file, $1.point.line, $1.point.name) }.map(\.point)
    }

    /// Whether a method answers a protocol: a requirement of a codebase protocol the type conforms to (in any
    /// of its declarations), or, in an extension that conforms to a framework protocol, a method that takes the
    /// delegating object (`tableView(_:cellForRowAt:)`). A helper without parameters there (`registerCells()`) is a method.
    private static func isCallback(
        _ member: Member, in decl: TypeDecl, typeConforms conformances: [String], senders: [[String]], index: ProjectIndex
    ) -> Bool {
        let name = member.name
        for conformed in conformances where index.isProtocol(conformed) {
            if index.firstMember(of: conformed, where: { $0.name == name }) != nil { return true }
        }
        // UIKit's data sources and delegates, wherever the conformance is declared (an Objective-C `@interface`, the class
        // itself, or a `UITableViewController` that conforms for it), and methods named after the sender of a delegate
        // protocol the type adopts (`textFieldDidEndEditing:`, `popoverControllerDidDismissPopover:`) or after the sender it
        // is passed (`webView(_:didFinish:)`), as `analyze` reads them.
        if ScreenAnalyzer.isDataSourceOrDelegate(name) || ScreenAnalyzer.isDelegateCallback(name, senders: senders)
            || ScreenAnalyzer.isSenderCallback(member) {
            return true
        }
        guard decl.kind == .extension, !name.hasSuffix("()") else { return false }
        return decl.inherited.contains { index.primary($0) == nil }
    }
}

/// Which of a type's own methods each member calls, and so which dependencies it reaches.
struct CallGraph {
    private var callees: [String: Set<String>] = [:]
    private let direct: [String: Set<String>]

    init(members: [Member], direct: [String: Set<String>]) {
        self.direct = direct
        var byBaseName: [Substring: [String]] = [:]
        for member in members where member.kind == .method || member.kind == .property {
            byBaseName[CalledMemberName.baseName(member.name), default: []].append(member.name)
        }
        for member in members {
            var called: Set<String> = []
            for event in member.events {
                let path = event.unqualifiedPath
                guard path.count == 1, let name = path.first, event.path.count == 1 || event.path.first == "self" else { continue }
                guard event.kind == .call || (event.kind != .assignment && member.locals[name] == nil) else { continue }
                if let targets = byBaseName[Substring(name)] { called.formUnion(targets) }
            }
            // Calls through `self?.x()` inside closures read as a chain from `self`.
            for event in member.events where event.kind == .call && event.path.count == 2 && event.path[0] == "self" {
                if let targets = byBaseName[Substring(event.path[1])] { called.formUnion(targets) }
            }
            called.remove(member.name)
            callees[member.name] = called
        }
    }

    /// Every dependency a member reaches, itself or through the type's own methods, sorted.
    func dependencies(of name: String) -> [String] {
        var seen: Set<String> = [name]
        var stack = [name]
        var result: Set<String> = []
        while let next = stack.popLast() {
            result.formUnion(direct[next] ?? [])
            for callee in callees[next] ?? [] where seen.insert(callee).inserted { stack.append(callee) }
        }
        return result.sorted()
    }
}
