import Foundation
import StranglerConfiguration
import StranglerSources

/// Every type of the codebase by name, declarations and extensions merged, for cross-file questions:
/// what a type inherits, what type a property has, who conforms to a protocol.
///
/// This file holds the tables and builds them; the questions asked of them are extensions, one file per topic
/// (`ProjectIndex+Superclasses.swift`, `ProjectIndex+Members.swift`, …).
package struct ProjectIndex: Sendable {
    /// All declarations and extensions of each type, in path and line order.
    package private(set) var declarations: [String: [TypeDecl]] = [:]
    private(set) var conformers: [String: [String]] = [:]
    /// Properties of each type by name, its extensions and project superclasses included; computed once.
    private(set) var propertiesByType: [String: [String: Member]] = [:]
    private(set) var screenClasses: Set<String> = []
    /// Whether the tables below the declarations (properties by type, screens) are there: not yet while `init` infers
    /// property types from the declarations.
    private(set) var isBuilt = false
    /// The types declared inside each type, by the name they are written with (`["API": ["Client": "API.Client"]]`).
    private(set) var nestedTypes: [String: [String: String]] = [:]
    /// The codebase's views: classes that descend from UIKit's or AppKit's views and controls through the codebase's own
    /// classes (`SectionHeader: UIView`, `DateEntryField: UIControl`), whatever they are called.
    private(set) var viewClasses: Set<String> = []
    /// The codebase's structs and enums named like views, by base name, that are no SwiftUI view or part of one and hold,
    /// return or carry none of UIKit's or SwiftUI's values: a `SettingsViewModel.Cell` or a `FormCell` that only holds
    /// strings is data. Not a name the codebase also gives a class or protocol, nor a `ThemeColor` whose members return
    /// `UIColor`s, nor a `SourceView` whose `case view(UIView)` carries a view. With them, by qualified name, the nested
    /// ones named like SwiftUI's types (`SelectItemViewModel.Section`): a `Section` written in a SwiftUI view is
    /// SwiftUI's, one a chain reaches through the codebase's declarations is the codebase's.
    private(set) var dataTypesNamedLikeUI: Set<String> = []
    /// For a class below a codebase superclass, the members it inherits from its codebase superclasses and does not declare
    /// itself, by base name, with the type that declares each: what `issue.save()` runs when `Issue : Resource` leaves
    /// `save` to `Resource`. Initializers aside: making a subclass makes that type.
    private(set) var inheritedMembers: [String: [String: String]] = [:]
    /// The classes below a codebase superclass where it, or a codebase class between it and the top, overrides a member a
    /// codebase superclass declares: those whose inherited members may run an override (see `reachesOverride(_:on:)`).
    private(set) var overridingClasses: Set<String> = []
    /// The codebase's protocols some type holds as a delegate, in a property named `…delegate` or `…dataSource`
    /// (`weak var delegate: ArticleToolbarHandling?`), whatever the protocol is called. Not any `weak` property: a VIP
    /// presenter's `weak var viewController: CheckoutDisplayLogic?` calls display methods, no callbacks.
    private(set) var delegateProtocols: Set<String> = []
    /// Those of `delegateProtocols` held in a property named `…delegate`: the ones whose conformers' work is theirs alone.
    private(set) var heldAsDelegate: Set<String> = []
    /// The codebase's `typealias`es by name (qualified inside a type), with the type each names as written; the first
    /// file by path wins a name declared twice.
    private(set) var typeAliases: [String: String] = [:]
    /// Other names of the codebase's own types, by that name: an Objective-C class's `NS_SWIFT_NAME(PlaybackService)` for
    /// `VLCPlaybackService`, a Swift `typealias API = APIClient`.
    private(set) var declaredAliases: [String: String] = [:]
    /// The `typealias`es that name a composition (`ViewControllerWithDependencies = NeedsDependency & UIViewController`),
    /// by name: a chain read on one goes on through its parts.
    private(set) var compositionAliases: [String: String] = [:]
    /// The codebase's string constants by name (see `SourceUnit.stringConstants`); the first file by path wins a name
    /// declared twice.
    private(set) var stringConstants: [String: String] = [:]
    /// Where the storyboards' segues lead.
    private(set) var storyboards = StoryboardIndex()
    /// What the analysis learns about type names, shared by every screen and type it reads.
    package private(set) var typeNames = TypeNameFacts()
    /// The backend SDKs' types the codebase imports, and the types its configuration names (see `ExternalTypes`).
    private(set) var external = ExternalTypes()
    /// The base names of the codebase's free functions (`make_authenticated_request`).
    private(set) var functionNames: Set<String> = []
    /// The base names of the methods the codebase's types declare that return a value: what a chain that starts with a
    /// call of the type's own method may be read through (see `EventContext.type(of:)`), asked for every name a chain
    /// starts with.
    private(set) var returningMethodNames: Set<String> = []
    /// The codebase's types that declare a `wrappedValue`: its property wrappers (see `wrappedType(of:)`).
    private(set) var propertyWrappers: Set<String> = []
    /// The networking framework class each codebase type descends from, the codebase's copy of one included (an
    /// `APIClient: AFHTTPRequestOperationManager`): it sends through the members it inherits.
    private(set) var networkingFrameworks: [String: String] = [:]
    /// Whether the codebase extends one of UIKit's or AppKit's classes that its classes descend from (see
    /// `TypeNames.frameworkSuperclasses`): only then do the walks over a class's members go on past the codebase.
    private(set) var extendsFrameworkClasses = false

    init(
        units: [SourceUnit], storyboards: [Storyboard] = [], settings: AnalysisSettings = AnalysisSettings(),
        maxConcurrency: Int = ProcessInfo.activeCores
    ) {
        self.storyboards = StoryboardIndex(storyboards)
        let imports = indexDeclarations(of: units)
        indexAliases(imports: imports, settings: settings)
        inferPropertyTypes()
        indexConformers()
        indexTypes(maxConcurrency: maxConcurrency)
        indexDelegateProtocols()
        dataTypesNamedLikeUI = Self.dataTypesNamedLikeUI(declarations, viewClasses: viewClasses)
        typeNames = TypeNameFacts(viewClasses: viewClasses, dataTypes: dataTypesNamedLikeUI, external: external)
        isBuilt = true
    }

    /// Files every unit's types, free functions, aliases and string constants; returns the modules the units import.
    private mutating func indexDeclarations(of units: [SourceUnit]) -> Set<String> {
        var imports: Set<String> = []
        for unit in units {
            imports.formUnion(unit.imports)
            if let first = unit.functions.first, let last = unit.functions.last {
                declarations[Self.functionsNamespace, default: []].append(
                    TypeDecl(
                        name: Self.functionsNamespace, kind: .enum, inherited: [], file: unit.path, line: first.line,
                        endLine: last.endLine, members: unit.functions
                    )
                )
                for function in unit.functions { functionNames.insert(function.baseName) }
            }
            typeAliases.merge(unit.typeAliases) { first, _ in first }
            if !unit.stringConstants.isEmpty { stringConstants.merge(unit.stringConstants) { first, _ in first } }
            for type in unit.types {
                for member in type.members {
                    if member.kind == .method, member.typeName != nil { returningMethodNames.insert(member.baseName) }
                    if member.kind == .property, member.name == "wrappedValue" { propertyWrappers.insert(type.name) }
                }
                declarations[type.name, default: []].append(type)
                if let dot = type.name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    nestedTypes[String(type.name[..<dot]), default: [:]][String(type.name[type.name.utf8.index(after: dot)...])] = type.name
                }
            }
        }
        return imports
    }

    /// Which framework classes the codebase extends, the other modules' types it may name, and what its `typealias`es
    /// stand for: the declarations are all there, no property type is inferred yet.
    private mutating func indexAliases(imports: Set<String>, settings: AnalysisSettings) {
        let frameworkClasses = Set(TypeNames.frameworkSuperclasses.keys).union(TypeNames.frameworkSuperclasses.values)
        extendsFrameworkClasses = frameworkClasses.contains { name in declarations[name]?.allSatisfy { $0.kind == .extension } == true }
        let declaredTypes = declarations
        external = ExternalTypes(imports: imports, settings: settings) { declaredTypes[$0] != nil }
        for (alias, written) in typeAliases where declarations[alias] == nil {
            let target = TypeNames.base(written)
            if declarations[target] != nil { declaredAliases[alias] = target }
            if written.utf8.contains(UInt8(ascii: "&")) { compositionAliases[alias] = written }
        }
    }

    /// Gives each property written without a type the type its declaration implies, one rule after the other (see
    /// `ProjectIndex+PropertyTypes.swift`): a later rule reads the types an earlier one found.
    private mutating func inferPropertyTypes() {
        if typeAliases.keys.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) }) { setPropertyTypes(propertyTypesThroughNestedAliases()) }
        if !propertyWrappers.isEmpty { inferPropertyTypes { index, _, member in index.wrappedType(of: member) } }
        inferPropertyTypes { index, name, member in index.typeMade(by: member, in: name) }
        inferPropertyTypes { index, name, member in index.typeRead(by: member, in: name) }
    }

    /// Gives each property written without a type the type `infer` finds for it (given the index as the round before
    /// left it, and the type that declares the property), in two rounds: a property typed from another one so typed is
    /// typed too, and the result does not depend on the order of the declarations.
    private mutating func inferPropertyTypes(_ infer: (ProjectIndex, String, Member) -> String?) {
        for _ in 0..<2 {
            let found = Self.inferredPropertyTypes(in: self, infer)
            if found.isEmpty { return }
            setPropertyTypes(found)
        }
    }

    /// Writes the types found into the declarations. No copy of the index is alive here, so they change in place.
    private mutating func setPropertyTypes(_ found: [InferredType]) {
        for item in found { declarations[item.name]![item.position].members[item.index].typeName = item.type }
    }

    /// A property's place in `declarations` (its type's name, the declaration, the member) and the type found for it.
    typealias InferredType = (name: String, position: Int, index: Int, type: String)

    private static func inferredPropertyTypes(in index: ProjectIndex, _ infer: (ProjectIndex, String, Member) -> String?) -> [InferredType] {
        var found: [InferredType] = []
        for (name, decls) in index.declarations {
            for (position, decl) in decls.enumerated() {
                for (offset, member) in decl.members.enumerated() where member.kind == .property && member.typeName == nil {
                    if let type = infer(index, name, member) { found.append((name, position, offset, type)) }
                }
            }
        }
        return found
    }

    /// Who conforms to (or subclasses) each type, and the networking framework class each type descends from.
    private mutating func indexConformers() {
        for (name, decls) in declarations {
            for inherited in decls.flatMap(\.inherited) {
                conformers[inherited, default: []].append(name)
            }
        }
        for key in conformers.keys { conformers[key]?.sort() }
        for name in declarations.keys where NetworkingNames.requestNames[name] == nil {
            if let framework = firstSuperclass(of: name, where: { NetworkingNames.requestNames[$0] != nil }) {
                networkingFrameworks[name] = framework
            }
        }
    }

    /// Each type's properties, whether it is a screen or a view, and what it inherits: on every core, since each reads only
    /// the declarations above.
    private mutating func indexTypes(maxConcurrency: Int) {
        let declared = self
        let perType = Array(declarations.keys).parallelMap(maxConcurrency: maxConcurrency) { name in
            let properties = declared.members(of: name).filter { $0.kind == .property }.map { ($0.name, $0) }
            let external = declared.externalSuperclass(of: name)
            // A screen is a view controller, no view, though UIKit names some (`UIPageViewController`) like views.
            let isScreen = external.map(TypeNames.isExternalScreenBase) ?? false
            return (
                name, Dictionary(properties, uniquingKeysWith: { first, _ in first }), isScreen,
                !isScreen && (external.map { TypeNames.isUIType($0) } ?? false), declared.inheritance(of: name)
            )
        }
        propertiesByType.reserveCapacity(perType.count)
        for (name, properties, isScreen, isView, inheritance) in perType {
            propertiesByType[name] = properties
            if isScreen { screenClasses.insert(name) }
            if isView { viewClasses.insert(name) }
            if !inheritance.inherited.isEmpty { inheritedMembers[name] = inheritance.inherited }
            if inheritance.overrides { overridingClasses.insert(name) }
        }
    }

    /// The codebase's protocols held in a `…delegate` or `…dataSource` property (see `delegateProtocols`).
    private mutating func indexDelegateProtocols() {
        for decls in declarations.values {
            for decl in decls {
                for property in decl.members where property.kind == .property {
                    guard let written = property.typeName else { continue }
                    let name = property.name.lowercased()
                    guard name.hasSuffix("delegate") || name.hasSuffix("datasource") else { continue }
                    let type = TypeNames.delegateProtocol(written)
                    guard isProtocol(type) else { continue }
                    delegateProtocols.insert(type)
                    if name.hasSuffix("delegate") { heldAsDelegate.insert(type) }
                }
            }
        }
    }

    /// See `dataTypesNamedLikeUI`: whether every type the codebase declares under a name is a value type that conforms to
    /// nothing a view does and has no member or case value of a UI framework's type.
    private static func dataTypesNamedLikeUI(_ declarations: [String: [TypeDecl]], viewClasses: Set<String>) -> Set<String> {
        var isData: [String: Bool] = [:]
        for (name, decls) in declarations {
            let base = TypeNames.base(name)
            guard TypeNames.isNamedLikeUI(base), isData[base] != false else { continue }
            isData[base] = !viewClasses.contains(base) && isDataDeclaration(decls)
        }
        func isDataDeclaration(_ decls: [TypeDecl]) -> Bool {
            decls.contains { $0.kind == .struct || $0.kind == .enum } && decls.allSatisfy { decl in
                switch decl.kind {
                case .struct, .enum, .extension:
                    decl.inherited.allSatisfy { !TypeNames.isUIType($0) && !TypeNames.isSwiftUIPartProtocol(TypeNames.base($0)) }
                        && !decl.members.contains { $0.typeName.map(TypeNames.isFrameworkUIType) ?? false }
                        && !decl.caseValueTypes.contains(where: TypeNames.isFrameworkUIType)
                case .class, .protocol, .actor:
                    false
                }
            }
        }
        var data = Set(isData.filter(\.value).keys)
        for (name, decls) in declarations where name.utf8.contains(UInt8(ascii: ".")) {
            let base = TypeNames.base(name)
            if !TypeNames.isNamedLikeUI(base), TypeNames.swiftUITypes.contains(base), isDataDeclaration(decls) { data.insert(name) }
        }
        return data
    }
}
