import StranglerSources

/// The rules that give a property written without a type (`lazy var dataSource = makeDataSource()`) the type its
/// declaration implies, each read while the index is built (see `ProjectIndex.inferPropertyTypes()`).
extension ProjectIndex {
    /// A property whose type is a `typealias` its type (or one it is nested in) declares has the type the alias names:
    /// a view controller that declares `typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>` and keeps
    /// `var dataSource: DataSource!` holds a UI element, not state for the Interactor. Only an alias of a named type: not
    /// of a function type or a composition, which `aliasedType(_:in:)` reads where it matters, nor of a tuple or a
    /// collection, whose name says more in the state than its text would (a `State?`). Not a top-level alias, whose name
    /// the codebase's other types share.
    func propertyTypesThroughNestedAliases() -> [InferredType] {
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
        return found
    }

    /// A property that one of the codebase's property wrappers wraps, written without a type, has the type the
    /// wrapper's `wrappedValue` declares: `@Router private var router` is the `Router.Wrapper` that `Router.wrappedValue`
    /// is, whose `route(to:)` pushes onto its navigation coordinator. Not a generic wrapper's parameter, which the
    /// property's own type would have said.
    func wrappedType(of member: Member) -> String? {
        for wrapper in member.attributes where propertyWrappers.contains(wrapper) {
            guard let wrapped = firstMember(of: wrapper, where: { $0.kind == .property && $0.name == "wrappedValue" })?.typeName,
                  !genericParameters(of: wrapper).contains(TypeNames.base(wrapped)) else { continue }
            return TypeNames.base(wrapped) == wrapped ? typeName(wrapped, in: wrapper) : wrapped
        }
        return nil
    }

    /// A property written without a type whose value a codebase method makes has the type that method declares:
    /// `lazy var dataSource = makeDataSource()`, `let separator = UIView.separator()` (the codebase's extension of
    /// `UIView`), `Settings.shared.makeLogic(tld:)`, and a few framework methods
    /// (`Bundle.main.url(forResource:withExtension:)`). `Self` is the type called.
    func typeMade(by member: Member, in name: String) -> String? {
        guard let called = member.initialValue?.calledChain, let method = called.last,
              let owner = called.count == 1 ? name : readType(called.dropLast(), in: name)?.type else { return nil }
        return returnedType(of: method, on: owner)
    }

    /// A property written without a type whose value is read from another type's member has the type the codebase
    /// declares for that member: `AppDefaults.shared.articleTextSize`, `UIView.separatorLine` (the codebase's extension of
    /// `UIView`), `ImageType.avatar` (a case of the codebase's enum), `view.frame.size`.
    func typeRead(by member: Member, in name: String) -> String? {
        guard let chain = member.initialValue?.chain, chain.count > 1 else { return nil }
        // The Defaults library's `@Default(.webViewPageZoom)` holds the value its key is declared for, `Key<Double>(…)`,
        // in the codebase's `extension Defaults.Keys` (named by its last component, as extensions are).
        if chain[0] == DefaultsLibrary.keys {
            // A key nested in a type of the extension (`.Customization.itemViewType`) is declared in that type, which goes
            // by the extended type's whole name (`Defaults.Keys.Customization`).
            let owner = chain.count > 2 ? ([DefaultsLibrary.keys] + chain.dropFirst().dropLast()).joined(separator: ".") : DefaultsLibrary.keysExtension
            let keys = declarations[owner] ?? []
            guard let key = keys.lazy.flatMap(\.members).first(where: { $0.name == chain.last && $0.isStatic })?.typeName,
                  let open = key.firstIndex(of: "<"), key.hasSuffix(">"), key[..<open].hasSuffix("Key") else { return nil }
            return String(key[key.index(after: open)..<key.index(before: key.endIndex)])
        }
        if chain[0].first == KeyPathWrapper.marker { return keyPathWrappedType(chain) }
        return readType(chain[...], in: name)?.written
    }

    /// The value a property wrapper given a key path holds (see `KeyPathWrapper`): the type of the property the path reads,
    /// from the root the path names, or the one the wrapper reads. Factory's `@Injected(\.currentUserSession)` reads the
    /// codebase's `extension Container { var currentUserSession: Factory<UserSession?> }` and holds a `UserSession?`; the
    /// Composable Architecture's `@Dependency(\.apiClient)` reads `DependencyValues`; SwiftUI's `@FocusedValue(\.item)`
    /// `FocusedValues`. A wrapper of the codebase holds what it says: `@AppSettings(\.general.fileIconStyle)`, whose
    /// `wrappedValue: T` is read through its `init(_ keyPath: WritableKeyPath<SettingsData, T>)`.
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
}
