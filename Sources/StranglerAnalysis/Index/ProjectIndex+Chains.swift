import StranglerSources

/// What a chain of reads (`AppDefaults.shared.articleTextSize`, `api.client.session`) leads to, step by step through
/// the codebase's declarations and the framework members `TypeNames` knows.
extension ProjectIndex {
    /// The type of a chain of reads that a member of `owner` starts with: the name the index knows it by, and the type
    /// as the declarations write it; `nil` where a step is not declared.
    func readType(_ chain: ArraySlice<String>, in owner: String) -> (type: String, written: String)? {
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
        // A chain keeps a call's name and drops its parentheses: `Utilities.jsonRPC().callMethod(…)`, Objective-C's
        // `[[Utilities getJsonRPC] callMethod:…]`, read on through what the codebase's method returns.
        if isBuilt, let returned = returnedType(of: component, on: type) {
            return .value(type: typeName(TypeNames.base(returned), in: type), written: returned)
        }
        return .unknown
    }

    /// `result(of:on:)` with `Self` (`Self?` included) and Objective-C's `instancetype` (`+[UIView viewFromNib]`)
    /// read as the type called.
    func returnedType(of method: String, on owner: String) -> String? {
        guard let returned = result(of: method, on: owner) else { return nil }
        if returned == "instancetype" { return owner }
        // An Objective-C shared instance declared before `instancetype` was: `+ (id)sharedClient`.
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

    /// The type a property of `type` (its extensions and project superclasses included) is declared with. While the
    /// index is being built its property table is not there yet, and the declarations are read instead.
    func propertyType(_ name: String, of type: String) -> String? {
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
}
