import Foundation
import StranglerConfiguration
import StranglerSources

/// Every type of the codebase by name, declarations and extensions merged, for cross-file questions:
/// what a type inherits, what type a property has, who conforms to a protocol.
package struct ProjectIndex: Sendable {
    /// All declarations and extensions of each type, in path and line order.
    package private(set) var declarations: [String: [TypeDecl]] = [:]
    private(set) var conformers: [String: [String]] = [:]
    /// Properties of each type by name, its extensions and project superclasses included; computed once.
    private var propertiesByType: [String: [String: Member]] = [:]
    private var screenClasses: Set<String> = []
    /// Whether the tables below the declarations (properties by type, screens) are there: not yet while `init` infers
    /// property types from the declarations.
    private var isBuilt = false
    /// The types declared inside each type, by the name they are written with (`["API": ["Client": "API.Client"]]`).
    private var nestedTypes: [String: [String: String]] = [:]
    /// The codebase's views: classes that descend from UIKit's or AppKit's views and controls through the codebase's own
    /// classes (AlphaWallet's `SendViewSectionHeader: UIView`, `DateEntryField: UIControl`), whatever they are called.
    private(set) var viewClasses: Set<String> = []
    /// The codebase's structs and enums named like views, by base name, that are no SwiftUI view or part of one and hold,
    /// return or carry none of UIKit's or SwiftUI's values: Stepik's `SettingsTableSectionViewModel.Cell` and Rocket.Chat's
    /// `FormCell` are data. Not a name the codebase also gives a class or protocol, nor Pocket Casts' `ThemeColor`, whose
    /// members return `UIColor`s, nor WooCommerce's `SourceView`, whose `case view(UIView)` carries a view. With them, by
    /// qualified name, the nested ones named like SwiftUI's types (Stepik's `SelectItemViewModel.Section`): a `Section`
    /// written in a SwiftUI view is SwiftUI's, one a chain reaches through the codebase's declarations is the codebase's.
    private(set) var dataTypesNamedLikeUI: Set<String> = []
    /// For a class below a codebase superclass, the members it inherits from its codebase superclasses and does not declare
    /// itself, by base name, with the type that declares each: what `issue.save()` runs when `Issue : Resource` leaves
    /// `save` to `Resource`. Initializers aside: making a subclass makes that type.
    private(set) var inheritedMembers: [String: [String: String]] = [:]
    /// The classes below a codebase superclass where it, or a codebase class between it and the top, overrides a member a
    /// codebase superclass declares: those whose inherited members may run an override (see `reachesOverride(_:on:)`).
    private var overridingClasses: Set<String> = []
    /// The codebase's protocols some type holds as a delegate, in a property named `…delegate` or `…dataSource`
    /// (`weak var delegate: ArticleToolbarHandling?`), whatever the protocol is called. Not any `weak` property: a VIP
    /// presenter's `weak var viewController: CheckoutDisplayLogic?` calls display methods, no callbacks.
    private(set) var delegateProtocols: Set<String> = []
    /// Those of `delegateProtocols` held in a property named `…delegate`: the ones whose conformers' work is theirs alone.
    private var heldAsDelegate: Set<String> = []
    /// The codebase's `typealias`es by name (qualified inside a type), with the type each names as written; the first
    /// file by path wins a name declared twice.
    private var typeAliases: [String: String] = [:]
    /// Other names of the codebase's own types, by that name: an Objective-C class's `NS_SWIFT_NAME(PlaybackService)` for
    /// `VLCPlaybackService`, a Swift `typealias API = APIClient`.
    private var declaredAliases: [String: String] = [:]
    /// The `typealias`es that name a composition (`ViewControllerWithDependencies = NeedsDependency & UIViewController`),
    /// by name: a chain read on one goes on through its parts.
    private(set) var compositionAliases: [String: String] = [:]
    /// The parts of a composition, written out or through the codebase's `typealias` of one, with the parts that are
    /// themselves such aliases written out in their place; `nil` for a type that is no composition.
    func compositionParts(_ type: String) -> [String]? {
        let written = compositionAliases.isEmpty ? type : compositionAliases[type] ?? type
        guard let parts = TypeNames.parts(ofComposition: written) else { return nil }
        guard !compositionAliases.isEmpty else { return parts }
        return parts.flatMap { part in compositionAliases[part] == nil ? [part] : compositionParts(part) ?? [part] }
    }

    /// The codebase's string constants by name (see `SourceUnit.stringConstants`); the first file by path wins a name
    /// declared twice.
    private(set) var stringConstants: [String: String] = [:]
    /// Where the storyboards' segues lead.
    private(set) var storyboards = StoryboardIndex()
    /// What the analysis learns about type names, shared by every screen and type it reads.
    package private(set) var typeNames = TypeNameFacts()
    /// The backend SDKs' types the codebase imports, and the types its configuration names (see `ExternalTypes`).
    private(set) var external = ExternalTypes()

    /// The name the codebase's free functions are indexed under, as members of one namespace declared once per file
    /// that has any: no Swift type can be called that. Damus sends its push-notification requests through
    /// `make_nip98_authenticated_request(method:url:…)`; a call to it reads what it does, as a call on a type does.
    package static let functionsNamespace = "(functions)"
    /// The base names of the codebase's free functions (`make_nip98_authenticated_request`).
    private(set) var functionNames: Set<String> = []
    /// The base names of the methods the codebase's types declare that return a value: what a chain that starts with a
    /// call of the type's own method may be read through (see `EventContext.type(of:)`), asked for every name a chain
    /// starts with.
    private(set) var returningMethodNames: Set<String> = []
    /// The codebase's types that declare a `wrappedValue`: its property wrappers (see `inferPropertyTypesFromWrappers`).
    private var propertyWrappers: Set<String> = []
    /// The networking framework class each codebase type descends from, the codebase's copy of one included (Coding's
    /// `CodingNetAPIClient` → `AFHTTPRequestOperationManager`): it sends through the members it inherits.
    private(set) var networkingFrameworks: [String: String] = [:]

    /// Whether an unqualified call made in `type` (`logout(state)`) goes to one of the codebase's free functions: one of
    /// that name is declared, and `type` has no member of the name. A local of the name is the caller's to rule out.
    package func callsFreeFunction(_ event: Event, from type: String) -> Bool {
        guard event.kind == .call, event.path.count == 1, !functionNames.isEmpty, functionNames.contains(event.name),
              type != Self.functionsNamespace else { return false }
        return firstMember(of: type, where: { $0.baseName == event.name }) == nil
    }

    /// How findings name a member called on a type (`PushNotificationClient.send_token`); a free function by its name alone.
    static func symbol(of member: String, on type: String) -> String {
        type == functionsNamespace ? member : type + "." + member
    }

    /// Whether a name is one of the codebase's types, not the namespace of its free functions: what lists of types
    /// (a file's types, suggestions for a mistyped one) show.
    package static func isTypeName(_ name: String) -> Bool { name != functionsNamespace }

    init(
        units: [SourceUnit], storyboards: [Storyboard] = [], settings: AnalysisSettings = AnalysisSettings(),
        maxConcurrency: Int = ProcessInfo.activeCores
    ) {
        self.storyboards = StoryboardIndex(storyboards)
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
        let frameworkClasses = Set(TypeNames.frameworkSuperclasses.keys).union(TypeNames.frameworkSuperclasses.values)
        extendsFrameworkClasses = frameworkClasses.contains { name in declarations[name]?.allSatisfy { $0.kind == .extension } == true }
        let declaredTypes = declarations
        external = ExternalTypes(imports: imports, settings: settings) { declaredTypes[$0] != nil }
        for (alias, written) in typeAliases where declarations[alias] == nil {
            let target = TypeNames.base(written)
            if declarations[target] != nil { declaredAliases[alias] = target }
            if written.utf8.contains(UInt8(ascii: "&")) { compositionAliases[alias] = written }
        }
        resolvePropertyTypesThroughNestedAliases()
        inferPropertyTypesFromWrappers()
        inferPropertyTypesFromMakers()
        inferPropertyTypesFromReads()
        for (name, decls) in declarations {
            for inherited in decls.flatMap(\.inherited) {
                conformers[inherited, default: []].append(name)
            }
        }
        for key in conformers.keys { conformers[key]?.sort() }
        for name in declarations.keys where NetworkingDetector.requestNames[name] == nil {
            if let framework = firstSuperclass(of: name, where: { NetworkingDetector.requestNames[$0] != nil }) {
                networkingFrameworks[name] = framework
            }
        }
        // Each type's properties and screen-ness, on every core: they read only the declarations above.
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
        dataTypesNamedLikeUI = Self.dataTypesNamedLikeUI(declarations, viewClasses: viewClasses)
        typeNames = TypeNameFacts(viewClasses: viewClasses, dataTypes: dataTypesNamedLikeUI, external: external)
        isBuilt = true
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

    /// A property that one of the codebase's property wrappers wraps, written without a type, has the type the wrapper's
    /// `wrappedValue` declares: Swiftfin's `@Router private var router` is a `Router.Wrapper`, whose `route(to:)` pushes onto
    /// its navigation coordinator. Not a generic wrapper's parameter, which the property's own type would have said.
    private mutating func inferPropertyTypesFromWrappers() {
        guard !propertyWrappers.isEmpty else { return }
        inferPropertyTypes { index, _, member in
            for wrapper in member.attributes where index.propertyWrappers.contains(wrapper) {
                guard let wrapped = index.firstMember(of: wrapper, where: { $0.kind == .property && $0.name == "wrappedValue" })?.typeName,
                      !index.genericParameters(of: wrapper).contains(TypeNames.base(wrapped)) else { continue }
                return TypeNames.base(wrapped) == wrapped ? index.typeName(wrapped, in: wrapper) : wrapped
            }
            return nil
        }
    }

    /// A property whose type is a `typealias` its type (or one it is nested in) declares has the type the alias names:
    /// KeePassium's view controllers declare `typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>` in
    /// an extension and keep `var _dataSource: DataSource!`, a UI element, which had read as state for the Interactor (and
    /// the members that ask it for an index path as business logic). Only an alias of a named type: not of a function
    /// type or a composition, which `aliasedType(_:in:)` reads where it matters, nor of a tuple or a collection, whose
    /// name says more in the state than its text would (NetNewsWire's `State?`). Not a top-level alias, whose name the
    /// codebase's other types share.
    private mutating func resolvePropertyTypesThroughNestedAliases() {
        guard typeAliases.keys.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) }) else { return }
        var found: [InferredType] = []
        for (name, decls) in declarations {
            for (position, decl) in decls.enumerated() {
                for (offset, member) in decl.members.enumerated() where member.kind == .property {
                    guard let written = member.typeName else { continue }
                    var base = Substring(written)
                    while let last = base.last, last == "?" || last == "!" { base = base.dropLast() }
                    guard !base.isEmpty, base.utf8.allSatisfy(TypeNames.isNameByte) else { continue }
                    for scope in Self.scopes(of: name) {
                        guard let aliased = typeAliases[scope + "." + base] else { continue }
                        if let first = aliased.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                           !aliased.contains("&"), !aliased.contains("->") {
                            found.append((name, position, offset, aliased + written[base.endIndex...]))
                        }
                        break
                    }
                }
            }
        }
        for item in found { declarations[item.name]![item.position].members[item.index].typeName = item.type }
    }

    /// A property written without a type whose value a codebase method makes has the type that method declares:
    /// AlphaWallet's `lazy var dataSource = makeDataSource()`, `let separator = UIView.separator()` (the codebase's
    /// extension of `UIView`), Nextcloud Talk's `NCUserDefaults.speakerViewStripeHidden()`, DuckDuckGo's
    /// `ContentBlocking.shared.makeAdClickAttributionLogic(tld:)`, and a few framework methods (Rocket.Chat's
    /// `Bundle.main.url(forResource:withExtension:)`). `Self` is the type called.
    private mutating func inferPropertyTypesFromMakers() {
        inferPropertyTypes { index, name, member in
            guard let called = member.initialValue?.calledChain, let method = called.last,
                  let owner = called.count == 1 ? name : index.readType(called.dropLast(), in: name)?.type else { return nil }
            return index.returnedType(of: method, on: owner)
        }
    }

    /// `result(of:on:)` with `Self` (`Self?` included) and Objective-C's `instancetype` (Wikipedia's
    /// `+[UIView wmf_viewFromClassNib]`) read as the type called.
    func returnedType(of method: String, on owner: String) -> String? {
        guard let returned = result(of: method, on: owner) else { return nil }
        if returned == "instancetype" { return owner }
        // An Objective-C shared instance declared before `instancetype` was: Coding's `+ (id)sharedJsonClient`.
        if returned == "id", method.hasPrefix("shared") || SharedInstances.accessors.contains(method) { return owner }
        return TypeNames.base(returned) == "Self" ? owner + returned.dropFirst(4) : returned
    }

    /// The type a method returns as written (`Self`, `instancetype` included), when the codebase declares the method on
    /// `owner`, its extensions or project superclasses, or it is one of the framework methods `TypeNames` knows; `nil` for
    /// `Void`.
    func result(of method: String, on owner: String) -> String? {
        let returned = firstMember(of: owner, where: { $0.kind == .method && $0.baseName == method })?.typeName
            ?? TypeNames.frameworkMethods[owner]?[method] ?? external.step(from: owner, reading: method)
        return returned == "Void" ? nil : returned
    }

    /// A property written without a type whose value is read from another type's member has the type the codebase
    /// declares for that member: NetNewsWire's `AppDefaults.shared.articleTextSize`, Mastodon's `UIView.separatorLine` (the
    /// codebase's extension of `UIView`) and `ImageType.avatar` (a case of the codebase's enum), Rocket.Chat's
    /// `view.frame.size`.
    private mutating func inferPropertyTypesFromReads() {
        inferPropertyTypes { index, name, member in
            guard let chain = member.initialValue?.chain, chain.count > 1 else { return nil }
            // The Defaults library's `@Default(.webViewPageZoom)` holds the value its key is declared for, `Key<Double>(…)`,
            // in the codebase's `extension Defaults.Keys` (named by its last component, as extensions are).
            if chain[0] == DefaultsLibrary.keys {
                // A key nested in a type of the extension (`.Customization.itemViewType`) is declared in that type, which goes
                // by the extended type's whole name (`Defaults.Keys.Customization`).
                let owner = chain.count > 2 ? ([DefaultsLibrary.keys] + chain.dropFirst().dropLast()).joined(separator: ".") : DefaultsLibrary.keysExtension
                let keys = index.declarations[owner] ?? []
                guard let key = keys.lazy.flatMap(\.members).first(where: { $0.name == chain.last && $0.isStatic })?.typeName,
                      let open = key.firstIndex(of: "<"), key.hasSuffix(">"), key[..<open].hasSuffix("Key") else { return nil }
                return String(key[key.index(after: open)..<key.index(before: key.endIndex)])
            }
            if chain[0].first == KeyPathWrapper.marker { return index.keyPathWrappedType(chain) }
            return index.readType(chain[...], in: name)?.written
        }
    }

    /// The value a property wrapper given a key path holds (see `KeyPathWrapper`): the type of the property the path reads,
    /// from the root the path names, or the one the wrapper reads. Factory's `@Injected(\.currentUserSession)` reads the
    /// codebase's `extension Container { var currentUserSession: Factory<UserSession?> }` and holds a `UserSession?`; the
    /// Composable Architecture's `@Dependency(\.apiClient)` reads `DependencyValues`; SwiftUI's `@FocusedValue(\.item)`
    /// `FocusedValues`. A wrapper of the codebase holds what it says: CodeEdit's `@AppSettings(\.general.fileIconStyle)`,
    /// whose `wrappedValue: T` is read through its `init(_ keyPath: WritableKeyPath<SettingsData, T>)`.
    private func keyPathWrappedType(_ chain: [String]) -> String? {
        guard chain.count > 2 else { return nil }
        let wrapper = String(chain[0].dropFirst())
        var root = chain[1]
        if propertyWrappers.contains(wrapper) {
            guard let declared = keyPathRoot(ofWrapper: wrapper) else { return nil }
            if root.isEmpty { root = declared }
        } else if root.isEmpty {
            guard let known = Self.keyPathWrapperRoots[wrapper] else { return nil }
            root = known
        }
        var type = root
        for component in chain.dropFirst(2) {
            guard let next = propertyType(component, of: namedType(type)) else { return nil }
            type = next
        }
        if Self.factoryWrappers.contains(wrapper) {
            guard TypeNames.base(type) == "Factory", let made = TypeNames.genericArguments(of: type).first else { return nil }
            return made
        }
        return type
    }

    /// The root of the key path a codebase property wrapper is made with, when its value is what that path reads: its
    /// `wrappedValue` is of a generic parameter `T`, and an initializer takes a `KeyPath<Root, T>` (or a writable one) first.
    private func keyPathRoot(ofWrapper wrapper: String) -> String? {
        let parameters = genericParameters(of: wrapper)
        guard let wrapped = firstMember(of: wrapper, where: { $0.kind == .property && $0.name == "wrappedValue" })?.typeName,
              parameters.contains(wrapped)
        else { return nil }
        for decl in declarations[wrapper] ?? [] {
            for member in decl.members where member.kind == .initializer {
                guard let path = member.locals.values.first(where: { $0.parameterPosition == 0 })?.typeName,
                      TypeNames.base(path).hasSuffix("KeyPath"), case let arguments = TypeNames.genericArguments(of: path),
                      arguments.count == 2, arguments[1] == wrapped
                else { continue }
                return arguments[0]
            }
        }
        return nil
    }

    /// Other modules' property wrappers given a key path, and the type whose property it reads when it names none.
    private static let keyPathWrapperRoots: [String: String] = [
        "Injected": "Container", "LazyInjected": "Container", "WeakLazyInjected": "Container", "InjectedObject": "Container",
        "Dependency": "DependencyValues", "FocusedValue": "FocusedValues",
    ]

    /// Factory's wrappers, whose container's property is a `Factory<T>` that makes the `T` they hold.
    private static let factoryWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject"]

    /// Gives each property written without a type the type `infer` finds for it (given the index as the round before
    /// left it, and the type that declares the property), in two rounds: a property typed from another one so typed is
    /// typed too, and the result does not depend on the order of the declarations.
    private mutating func inferPropertyTypes(_ infer: (ProjectIndex, String, Member) -> String?) {
        for _ in 0..<2 {
            let found = Self.inferredPropertyTypes(in: self, infer)
            if found.isEmpty { return }
            // No copy of the index is alive here, so the declarations change in place.
            for item in found { declarations[item.name]![item.position].members[item.index].typeName = item.type }
        }
    }

    /// A property's place in `declarations` (its type's name, the declaration, the member) and the type found for it.
    private typealias InferredType = (name: String, position: Int, index: Int, type: String)

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

    /// The type of a chain of reads that a member of `owner` starts with: the name the index knows it by, and the type
    /// as the declarations write it; `nil` where a step is not declared.
    private func readType(_ chain: ArraySlice<String>, in owner: String) -> (type: String, written: String)? {
        guard let first = chain.first, !first.isEmpty else { return nil }
        // The type looked up (a type nested in the owner goes by its qualified name), and the type as written.
        var (current, written): (String, String)
        if first == "self" {
            (current, written) = (owner, owner)
        } else if first.startsUppercase {
            (current, written) = (typeName(first, in: owner), first)
        } else if case .value(let type, let declared) = step(from: owner, reading: first, isLast: false) {
            (current, written) = (type, declared)
        } else {
            return nil
        }
        let rest = chain.dropFirst()
        for (offset, component) in zip(rest.indices, rest) {
            switch step(from: current, reading: component, isLast: offset == rest.endIndex - 1) {
            case .value(let type, let declared): (current, written) = (type, declared)
            case .same: continue
            case .unknown: return nil
            }
        }
        return (current, written)
    }

    /// What one step of a chain of reads leads to from a value of `type` (the name the index knows it by).
    enum ChainStep {
        /// A value of this type, as the index names it and as the declarations write it (`String?`, `[Product]`).
        case value(type: String, written: String)
        /// A value of the same type: a shared instance (`.shared`), RxSwift's `rx`, or a case of the codebase's enum.
        case same
        /// Nothing the declarations show.
        case unknown
    }

    /// One step of a chain of reads, for the index's own inference and for the screens' events alike: a property the
    /// codebase declares (on the type, its extensions or project superclasses), a shared instance, a type nested in the
    /// type (`API.Client`), a framework member (`view.frame`), a view controller's view and containers, or, as the
    /// chain's last step, a case of the codebase's enum (`ImageType.avatar`).
    func step(from type: String, reading component: String, isLast: Bool) -> ChainStep {
        if let declared = propertyType(component, of: type) {
            if let qualified = declaredQualifiedName(declared) { return .value(type: qualified, written: declared) }
            let base = TypeNames.base(declared)
            // The element of an array is looked up as its own name is (`let sections: [Section]` in `SettingsViewModel`).
            if let element = TypeNames.elementType(of: base) {
                return .value(type: "[" + typeName(TypeNames.base(element), in: type) + "]", written: declared)
            }
            return .value(type: typeName(base, in: type), written: declared)
        }
        if SharedInstances.accessors.contains(component) { return .same }
        // RxSwift's `provider.rx.request(…)`, `button.rx.tap`: the reactive members of the value itself.
        if component == "rx" { return .same }
        if component.startsUppercase, let nested = nestedTypes[type]?[component] {
            return .value(type: nested, written: component)
        }
        if let member = TypeNames.frameworkMembers[type]?[component] ?? external.step(from: type, reading: component) {
            return .value(type: member, written: member)
        }
        if isViewControllerType(type),
           let member = TypeNames.viewControllerUIMembers[component] ?? TypeNames.viewControllerContainers[component] {
            return .value(type: member, written: member)
        }
        if isLast, declaresCase(component, of: type) { return .same }
        // A chain keeps a call's name and drops its parentheses: `Utilities.jsonRPC().callMethod(…)`, Kodi's
        // `[[Utilities getJsonRPC] callMethod:…]`, read on through what the codebase's method returns.
        if isBuilt, let returned = returnedType(of: component, on: type) {
            return .value(type: typeName(TypeNames.base(returned), in: type), written: returned)
        }
        return .unknown
    }

    /// The type a written type names: a nested type written with its outer type's name, when the codebase declares it
    /// (`let router: NavigationCoordinator.Router` is that one, not a top-level `Router`), else its last name (see
    /// `TypeNames.base`).
    func namedType(_ written: String) -> String {
        declaredQualifiedName(written) ?? TypeNames.base(written)
    }

    /// A written type's qualified name (`NavigationCoordinator.Router?` → `NavigationCoordinator.Router`), when the codebase
    /// declares a type of that name.
    private func declaredQualifiedName(_ written: String) -> String? {
        guard let qualified = TypeNames.qualified(written), declarations[qualified] != nil else { return nil }
        return qualified
    }

    /// The generic parameters the codebase declares for a type (`SceneType<T>` → `T`), from its primary declaration.
    func genericParameters(of type: String) -> [String] {
        declarations[type]?.first { !$0.genericParameters.isEmpty }?.genericParameters ?? []
    }

    /// Whether the codebase's enum `type` declares the case (`ImageType.avatar`, a Moya target's `.auctionInfo`).
    func declaresCase(_ name: String, of type: String) -> Bool {
        declarations[type]?.contains { $0.cases.contains(name) } == true
    }

    /// The raw value of a `String` enum's case: the literal written (`case confirmBid = "Confirm Bid"`), else its name.
    func rawValue(ofCase name: String, of type: String) -> String? {
        guard let decls = declarations[type], let decl = decls.first(where: { $0.cases.contains(name) }) else { return nil }
        return decl.caseRawValues[name] ?? (decls.contains { $0.inherited.first == "String" } ? name : nil)
    }

    /// The type a type name written in `owner` names, looked up as Swift does: in `owner`, then in each type it is nested
    /// in, then at the top level. A nested type goes by its qualified name (`API.Client`).
    func typeName(_ written: String, in owner: String) -> String {
        guard !nestedTypes.isEmpty else { return written }
        for scope in Self.scopes(of: owner) {
            if let qualified = nestedTypes[scope]?[written] { return qualified }
        }
        return written
    }

    /// The types nested in `owner` or in a type it is nested in, by the name they are written with there (the innermost
    /// wins): what a member of `owner` reads a written type name as.
    func nestedTypes(visibleIn owner: String) -> [String: String] {
        guard !nestedTypes.isEmpty else { return [:] }
        var visible: [String: String] = [:]
        for scope in Self.scopes(of: owner) {
            visible.merge(nestedTypes[scope] ?? [:]) { inner, _ in inner }
        }
        return visible
    }

    /// `owner` and the types it is nested in, innermost first: `A.B.C`, `A.B`, `A`.
    private static func scopes(of owner: String) -> UnfoldFirstSequence<String> {
        sequence(first: owner) { scope in scope.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(scope[..<$0]) } }
    }

    /// The type a property of `type` (its extensions and project superclasses included) is declared with. While the
    /// index is being built its property table is not there yet, and the declarations are read instead.
    private func propertyType(_ name: String, of type: String) -> String? {
        guard isBuilt else { return firstMember(of: type, where: { $0.kind == .property && $0.name == name })?.typeName }
        return propertiesByType[type]?[name]?.typeName
    }

    /// Whether a type is a view controller, whose `view`, `navigationController` and the like a chain may read: one of the
    /// codebase's screens (before the index knows them, by the first superclass outside the codebase), or another module's
    /// type named like one.
    private func isViewControllerType(_ type: String) -> Bool {
        guard declarations[type]?.contains(where: { $0.kind != .extension }) == true else {
            return TypeNames.isExternalScreenBase(type) || type.hasSuffix("Controller")
        }
        if isBuilt { return screenClasses.contains(type) }
        return externalSuperclass(of: type).map(TypeNames.isExternalScreenBase) ?? false
    }

    /// The codebase's type a name is another name for (see `declaredAliases`), else the name itself.
    func declaredType(_ name: String) -> String {
        declaredAliases.isEmpty ? name : declaredAliases[name] ?? name
    }

    /// The type a written type names through the codebase's `typealias` (looked up in `owner` first), or `nil` when it
    /// names none: `CompletionBlock?` gives `(Bool) -> Void`.
    func aliasedType(_ written: String, in owner: String) -> String? {
        guard !typeAliases.isEmpty else { return nil }
        var name = Substring(written)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        return typeAliases[owner + "." + name] ?? typeAliases[String(name)]
    }

    /// The properties of a type by name, from its declaration, extensions and project superclasses.
    package func properties(of type: String) -> [String: Member] { propertiesByType[type] ?? [:] }

    /// The properties of one of `variants(of:)`: its own declarations', then its project superclasses'.
    func properties(ofVariant decls: [TypeDecl]) -> [String: Member] {
        let own = Dictionary(
            decls.lazy.flatMap(\.members).filter { $0.kind == .property }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }
        )
        guard let start = decls.first(where: { $0.kind != .extension }), let superclass = superclass(declaredBy: start) else { return own }
        return own.merging(properties(of: superclass)) { own, _ in own }
    }

    package func contains(_ name: String) -> Bool { primary(name) != nil }

    /// The declaration of a type (not an extension), if the codebase has one.
    package func primary(_ name: String) -> TypeDecl? {
        declarations[name]?.first { $0.kind != .extension }
            ?? shortName(name).flatMap { declarations[$0]?.first { $0.kind != .extension } }
    }

    /// The last component of a qualified name (`Outer.Inner` gives `Inner`), or `nil` for a name without one.
    private func shortName(_ name: String) -> String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let after = name.utf8.index(after: dot)
        guard after < name.utf8.endIndex else { return name.split(separator: ".").last.map(String.init) }
        return String(name[after...])
    }

    package func isProtocol(_ name: String) -> Bool { primary(name)?.kind == .protocol }

    /// A protocol named for a delegate, or held as one (`weak var delegate: CallViewControllerDelegate?`), whose conformers
    /// lend its callers nothing. Not a data source: an app's `ProductsDataSource` is as often a repository whose conformers
    /// fetch for the screen.
    func isDelegateProtocol(_ name: String) -> Bool {
        ScreenAnalyzer.delegateSuffix(of: name).map { $0 != "DataSource" } ?? false || heldAsDelegate.contains(name)
    }

    /// An enum of the codebase that is only its cases (and nested types), in every declaration and extension of it
    /// (WooCommerce's `WooAnalyticsEvent.Orders.Flow`: `case creation, editing, list`): a value, which does nothing. An
    /// extension of a nested type is named by its last component (`extension Orders.Flow` is `Flow`), so those count too.
    func isCaseOnlyEnum(_ name: String) -> Bool {
        guard let decls = declarations[name], decls.contains(where: { $0.kind == .enum }) else { return false }
        let base = TypeNames.base(name)
        let extensions = base == name ? [] : (declarations[base] ?? []).filter { $0.kind == .extension }
        return (decls + extensions).allSatisfy { decl in
            (decl.kind == .enum || decl.kind == .extension) && decl.members.allSatisfy { $0.kind == .type }
        }
    }

    /// The types whose member of that name a call on `type` may run besides the type's own: its conformers and subclasses;
    /// none for an initializer, which makes that type and never one that inherits from it (`super.init()` in one of Pocket
    /// Casts' tasks is not a sibling task's initializer).
    func inheritors(of type: String, running member: String) -> [String] {
        guard member != "init", let found = conformers[type] else { return [] }
        // What a delegate's conformer does when told is the delegate's.
        return isDelegateProtocol(type) ? [] : found
    }

    /// The superclass a class declares, if its first inherited type is a class (a project protocol is not).
    func superclass(of name: String) -> String? {
        primary(name).flatMap(superclass(declaredBy:))
    }

    /// The superclass one declaration names (see `superclass(of:)`): of one of `variants(of:)`, whose superclasses differ.
    func superclass(declaredBy decl: TypeDecl) -> String? {
        guard decl.kind == .class, let first = decl.inherited.first else { return nil }
        if isProtocol(first) || Self.wellKnownProtocols.contains(first) { return nil }
        return decl.name.utf8.contains(UInt8(ascii: ".")) ? enclosingClass(named: first, around: decl.name) ?? first : first
    }

    /// The class a name means inside a nested type, as Swift looks it up, innermost scope first: in
    /// `FollowerListViewModel.State.Loading`, Mastodon's `class Loading: FollowerListViewModel.State` (the front end keeps
    /// the written name's last component) inherits `FollowerListViewModel.State`, not a top-level `State`.
    private func enclosingClass(named name: String, around nested: String) -> String? {
        Self.scopes(of: nested).dropFirst().lazy.map { $0 + "." + name }.first { candidate in
            declarations[candidate]?.contains { $0.kind == .class } == true
        }
    }

    private static let wellKnownProtocols: Set<String> = [
        "NSObjectProtocol", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable",
        "ObservableObject", "Sendable", "CustomStringConvertible", "Error", "View",
    ]

    /// The members a class inherits from its codebase superclasses and does not declare, with the nearest superclass that
    /// declares each (see `inheritedMembers`), and whether a class of the chain overrides a member of one above it.
    private func inheritance(of name: String) -> (inherited: [String: String], overrides: Bool) {
        guard let superclass = superclass(of: name), declarations[superclass] != nil else { return ([:], false) }
        /// What the classes below the one being read declare.
        var own = Self.declaredNames(declarations[name] ?? [])
        var result: [String: String] = [:]
        var overrides = false
        for (current, decls) in classChain(from: name).dropFirst() {
            let declared = Self.declaredNames(decls)
            for member in declared {
                if own.contains(member) { overrides = true } else { result[member] = current }
            }
            own.formUnion(declared)
        }
        return (result, overrides)
    }

    /// A type and its codebase superclasses, nearest first, each with its declarations; the chain ends at a cycle.
    func classChain(from name: String) -> [(name: String, decls: [TypeDecl])] {
        var result: [(name: String, decls: [TypeDecl])] = []
        var visited: Set<String> = []
        var current: String? = name
        while let type = current, visited.insert(type).inserted, let decls = declarations[type] {
            result.append((type, decls))
            current = superclass(of: type)
        }
        return result
    }

    /// The base names of the members declarations declare, initializers and nested types aside.
    private static func declaredNames(_ decls: [TypeDecl]) -> Set<String> {
        Set(decls.lazy.flatMap(\.members).filter { $0.kind != .initializer && $0.kind != .type }.map(\.baseName))
    }

    /// The codebase superclass whose member a call on `type` runs, when `type` inherits it (see `inheritedMembers`); `nil`
    /// when `type` declares it, or when the member reaches a member `type` overrides (see `reachesOverride(_:on:)`): then
    /// what it does is the subclass's (Pocket Casts' `ApiBaseTask.runTaskSynchronously()` runs each task's own
    /// `apiTokenAcquired(token:)`; a `BaseRequest.send` builds its URL from the `path` each request overrides).
    func inheritedDeclarer(of member: String, on type: String) -> String? {
        guard let declarer = inheritedMembers[type]?[member] else { return nil }
        return reachesOverride(member, on: type) ? nil : declarer
    }

    /// Whether a member `type` inherits reaches, through the calls it makes on itself and the properties it reads, a member
    /// `type` overrides: a template method, whose work differs from subclass to subclass.
    private func reachesOverride(_ member: String, on type: String) -> Bool {
        guard let declarer = inheritedMembers[type]?[member], overridingClasses.contains(type) else { return false }
        // What the classes below the declarer declare: the members they override, and those they add.
        let overridden = classChain(from: type).prefix { $0.name != declarer }.reduce(into: Set<String>()) {
            $0.formUnion(Self.declaredNames($1.decls))
        }
        // The superclass's members are gathered once for the walk, not once per name it reaches.
        let inherited = members(of: declarer)
        var pending = [member]
        var seen: Set<String> = [member]
        func reaches(_ name: String, in called: Member) -> Bool {
            guard called.locals[name] == nil else { return false }
            if overridden.contains(name) { return true }
            if seen.insert(name).inserted { pending.append(name) }
            return false
        }
        while let name = pending.popLast(), seen.count <= 64 {
            for called in inherited where called.baseName == name {
                for event in called.events {
                    // `send()`, `self.path`, `path.appending(…)`: a member of its own it calls or reads; `Self.name`, a class
                    // member, which a subclass overrides as it does an instance's (Stepik's `override class var name`).
                    let path = event.path.count > 1 && event.path[0] == "Self" ? event.path.dropFirst() : event.unqualifiedPath
                    if event.path.count > 1 && (event.path[0] == "self" || event.path[0] == "Self") || path.count == 1 && event.kind == .call
                        || path.count > 1 && !path[path.startIndex].startsUppercase,
                       let first = path.first, reaches(first, in: called) {
                        return true
                    }
                    for argument in event.arguments where argument.roots.contains(where: { reaches($0, in: called) }) { return true }
                }
                for local in called.locals.values where !local.isParameter && local.roots.contains(where: { reaches($0, in: called) }) {
                    return true
                }
            }
        }
        return false
    }

    /// The members `type` inherits whose work is its own, each with the file that declares it: those that reach
    /// a member it overrides (see `reachesOverride(_:on:)`). Read as `type`'s, they build the URL from its `path` and call
    /// its `apiTokenAcquired(token:)`. Of overloads that share a base name (Objective-C's `loadWithParams:start:success:
    /// failure:` and `loadWithParams:path:method:…`), the nearest declaration of each.
    func templateMethods(inheritedBy type: String) -> [(file: String, member: Member)] {
        guard let inherited = inheritedMembers[type], overridingClasses.contains(type) else { return [] }
        var result: [(file: String, member: Member)] = []
        for (name, declarer) in inherited.sorted(by: { $0.key < $1.key }) where reachesOverride(name, on: type) {
            var found: Set<String> = []
            for decl in classChain(from: declarer).lazy.flatMap(\.decls) {
                for member in decl.members where member.baseName == name && member.kind != .type && found.insert(member.name).inserted {
                    result.append((decl.file, member))
                }
            }
        }
        return result
    }

    /// The type's own members from its declaration and every extension, then its project superclasses'.
    package func members(of name: String) -> [Member] {
        // Walked here rather than through `classChain(from:)`: asked for many names, and the chain's array cost more.
        var result: [Member] = []
        var visited: Set<String> = []
        var current: String? = name
        while let type = current, visited.insert(type).inserted {
            if let decls = declarations[type] {
                result.append(contentsOf: decls.flatMap(\.members))
            } else if !extendsFrameworkClasses {
                break
            }
            current = memberSource(after: type)
        }
        return result
    }

    /// Whether the codebase extends one of UIKit's or AppKit's classes that its classes descend from (see
    /// `TypeNames.frameworkSuperclasses`): only then do the walks over a class's members go on past the codebase.
    private var extendsFrameworkClasses = false

    /// The next type a class's members come from, after `type`: its superclass; past the codebase, the framework class's
    /// own superclass (`UITableViewController` → `UIViewController` → `UIResponder` → `NSObject`), whose extensions the
    /// codebase may write (Amperfy's `extension NSObject { var appDelegate: AppDelegate }`).
    private func memberSource(after type: String) -> String? {
        if let next = superclass(of: type) { return next }
        guard extendsFrameworkClasses else { return nil }
        return TypeNames.frameworkSuperclasses[type]
    }

    /// The first member of a type, its extensions or its project superclasses that `matches`, in the order `members(of:)`
    /// lists them, found without collecting them: type resolution and the member roles ask this for many names.
    package func firstMember(of type: String, where matches: (Member) -> Bool) -> Member? {
        firstDeclaring(type, where: matches)?.member
    }

    /// The first of `type` and its project superclasses that declares a member `matches`, with that member: where
    /// `super.init(…)` goes when the superclass inherits its initializer.
    func firstDeclaring(_ type: String, where matches: (Member) -> Bool) -> (type: String, member: Member)? {
        // The set of types visited, against a cycle of superclasses, is only made when the walk goes up.
        var visited: Set<String> = []
        var current = type
        while true {
            if let decls = declarations[current] {
                for decl in decls {
                    if let found = decl.members.first(where: matches) { return (current, found) }
                }
            } else if !extendsFrameworkClasses {
                return nil
            }
            guard let next = memberSource(after: current) else { return nil }
            visited.insert(current)
            if visited.contains(next) { return nil }
            current = next
        }
    }

    /// A property of a type, its extensions or its project superclasses.
    package func property(_ name: String, of type: String) -> Member? {
        propertiesByType[type]?[name]
    }

    /// What a type answers by that name: its property (`var path: String { switch self … }`), else its method without
    /// parameters that answers case by case (`func path() -> String { switch self … } }`).
    func answer(_ name: String, of type: String) -> Member? {
        if let property = propertiesByType[type]?[name] { return property }
        let method = name + "()"
        return firstMember(of: type) { $0.kind == .method && $0.name == method && !$0.caseValues.isEmpty }
    }

    /// Whether a class descends from a screen base class through the codebase's own classes.
    package func isScreenClass(_ name: String) -> Bool { screenClasses.contains(name) }

    /// Whether the class one declaration starts descends from a screen base class (see `variants(of:)`).
    func isScreenClass(declaredBy decl: TypeDecl) -> Bool {
        externalSuperclass(declaredBy: decl).map(TypeNames.isExternalScreenBase) ?? false
    }

    /// The first superclass outside the codebase of the class one declaration starts.
    func externalSuperclass(declaredBy decl: TypeDecl) -> String? {
        guard let next = superclass(declaredBy: decl) else { return nil }
        return contains(next) ? externalSuperclass(of: next) : next
    }

    /// The distinct types the codebase declares under one name, each with its extensions; one, with every declaration,
    /// for most names.
    ///
    /// Two targets may each declare a type of the same name: NetNewsWire's iOS and Mac `FeedInspectorViewController`, an
    /// app's and its share extension's `ShareViewController`. Each file that declares the type (not an extension) starts
    /// one, and every other declaration goes with the one whose file shares the most folders with its own (the first, by
    /// path, on a tie). Declarations in one file (`#if os(iOS)` … `#else` … `#endif`) stay one type.
    func variants(of name: String) -> [[TypeDecl]] {
        guard let decls = declarations[name] else { return [] }
        // Most names: without collecting anything.
        guard let first = decls.first(where: { $0.kind != .extension }),
              decls.contains(where: { $0.kind != .extension && $0.file != first.file }) else { return [decls] }
        var starts: [TypeDecl] = []
        for decl in decls where decl.kind != .extension && !starts.contains(where: { $0.file == decl.file }) {
            starts.append(decl)
        }
        let startFolders = starts.map { Self.folders(of: $0.file) }
        var variants = starts.map { _ in [TypeDecl]() }
        for decl in decls {
            let folders = Self.folders(of: decl.file)
            var best = 0
            var bestShared = -1
            for (position, start) in starts.enumerated() {
                let shared = start.file == decl.file ? Int.max : zip(folders, startFolders[position]).prefix { $0 == $1 }.count
                if shared > bestShared { (best, bestShared) = (position, shared) }
            }
            variants[best].append(decl)
        }
        return variants
    }

    private static func folders(of path: String) -> [Substring] { path.split(separator: "/").dropLast() }

    /// The first of a type's superclasses that `matches`, the codebase's own included: a vendored AFNetworking's
    /// `AFHTTPRequestOperationManager`, which Coding's `CodingNetAPIClient` subclasses, is still AFNetworking's.
    func firstSuperclass(of name: String, where matches: (String) -> Bool) -> String? {
        var visited: Set<String> = []
        var current = name
        while let next = superclass(of: current), visited.insert(current).inserted {
            if matches(next) { return next }
            current = next
        }
        return nil
    }

    /// The first superclass outside the codebase (`UIViewController`, `NSViewController`), if any.
    func externalSuperclass(of name: String) -> String? {
        firstSuperclass(of: name) { !contains($0) }
    }
}
