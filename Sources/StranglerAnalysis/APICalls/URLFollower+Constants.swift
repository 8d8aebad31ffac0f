import StranglerSources

/// The values a URL reads that hold one literal for good: the type's constants and properties, a file's constants.
extension URLFollower {
    /// The one literal a name holds for good, read where this member reads it: a local bound to it, a `let` or computed
    /// property of the type (the nearest declaration, so a subclass's override), a type's (`Self.name`, `Paths.orders`),
    /// or a file's constant.
    func constant(named name: String, at line: Int) -> String? {
        // An empty one (a base class's `class var name: String { "" }`) names no piece of a path.
        func single(_ value: LocalValue?) -> String? {
            guard let value, value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, !value.strings[0].isEmpty,
                  !value.isDecision else { return nil }
            return value.strings[0]
        }
        if name.startsUppercase, name.contains(".") { return single(typeConstant(name)) }
        let property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        if property == name, let local = context.member.local(name, at: line) {
            // A local set again (`var path = ""`, then `path = reward.path ?? ""`) holds no one value.
            let reassigned = context.member.events.contains { $0.kind == .assignment && $0.path.count == 1 && $0.path[0] == name }
            return local.isParameter || reassigned ? nil : single(local)
        }
        guard !property.contains(".") else { return nil }
        let declared = context.index.firstMember(of: context.typeName) { member in
            member.name == property && member.kind == .property
        }
        if let declared { return declared.isStored && !declared.hasAttribute("let") ? nil : single(declared.initialValue) }
        return context.index.stringConstants[property]
    }

    /// The literals with each interpolation of a type's constant (`\(Self.name)`), or of a file's named in capitals, written in as
    /// its one literal.
    func writingTypeConstants(in string: String) -> String {
        guard Endpoint.range(of: "\\(", in: string[...]) != nil else { return string }
        return Endpoint.replacingInterpolations(in: string) { content in
            // A file's constant named in capitals (`"\(BASEURL)_captcha"`), which a value reads as no root.
            if content.startsUppercase, let constant = context.index.stringConstants[content] { return constant }
            guard content.hasPrefix("Self."), let value = typeConstant(content), value.roots.isEmpty, value.typeMembers.isEmpty,
                  value.strings.count == 1, !value.isDecision else { return nil }
            return value.strings[0]
        }
    }

    /// The value of `Type.member` (`Self.member` on the type being read), declared on the type or its extensions.
    func typeConstant(_ chain: String) -> LocalValue? {
        guard let dot = chain.lastIndex(of: ".") else { return nil }
        let owner = chain[..<dot] == "Self" ? context.typeName : String(chain[..<dot])
        let name = String(chain[chain.index(after: dot)...])
        let nested = owner.lastIndex(of: ".").map { String(owner[owner.index(after: $0)...]) }
        let found = Self.typeNames(owner, nestedIn: context.typeName).lazy.compactMap { context.index.property(name, of: $0) }.first
        return (found ?? nested.flatMap { context.index.property(name, of: $0) })?.initialValue
    }

    /// The types a name written in a member of `type` may be: one nested in `type` (a remote that keeps a `private enum
    /// Path` of its paths), before one of that name elsewhere.
    static func typeNames(_ written: String, nestedIn type: String) -> [String] {
        type.isEmpty || written == type ? [written] : [type + "." + written, written]
    }

    /// The value of a property of the type: its initial or written-out value, or what the getter method of that name returns
    /// (Objective-C's `- (NSString *)path { return @"/login"; }`), the nearest declaration's, which a subclass overrides.
    func propertyValue(_ name: String) -> LocalValue? {
        // Objective-C's getter, named without parentheses, may override a superclass's `@property` of that name.
        let nearest = context.index.firstMember(of: context.typeName) { member in
            member.name == name && !member.isStatic && (member.kind == .method || member.kind == .property)
        }
        if let nearest { return nearest.initialValue }
        return context.properties[name]?.initialValue
    }
}
