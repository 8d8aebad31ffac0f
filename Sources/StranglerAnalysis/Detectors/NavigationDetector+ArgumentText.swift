import StranglerSources

/// How a navigation's arguments and statements are written: a chain of members, a called chain, an assignment.
extension NavigationDetector {
    /// The member names after a root, when the rest of an argument is only that (`.localesViewController`, `?.detail!`);
    /// `nil` for anything else (nothing, a call, a subscript, an operator).
    static func memberChain(_ rest: Substring) -> [String]? {
        var members: [String] = []
        var rest = rest
        while let dot = rest.firstIndex(of: ".") {
            guard rest[..<dot].allSatisfy({ $0 == "?" || $0 == "!" }) else { return nil }
            let name = rest[rest.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { return nil }
            members.append(String(name))
            rest = rest[name.endIndex...]
        }
        return rest.allSatisfy({ $0 == "?" || $0 == "!" }) && !members.isEmpty ? members : nil
    }

    /// The chain a call is made on, with the called name last, when an argument is one call of a reference chain
    /// (`StoryboardScene.Main.itemsViewController.instantiate()` → `StoryboardScene`, `Main`, `itemsViewController`,
    /// `instantiate`; `makeDetail()` → `makeDetail`); `nil` for anything else (a call on a call's result, a closure).
    static func calledChain(_ text: String) -> [String]? {
        guard text.utf8.last == UInt8(ascii: ")"), let open = text.utf8.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        let callee = text.utf8[..<open]
        guard !callee.isEmpty, !text.utf8[open...].dropLast().contains(UInt8(ascii: ")")) else { return nil }
        guard callee.allSatisfy({ $0 == UInt8(ascii: ".") || $0 >= 0x80 || TypeNames.isNameByte($0) }) else { return nil }
        let chain = Substring(text)[..<open].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return chain.contains(where: \.isEmpty) ? nil : chain
    }

    /// Whether a statement declares or assigns a name: `let nav = …`, `guard let controller = … else {`,
    /// `UIViewController *settings = […]`, `self.detail = …`.
    static func assigns(_ name: String, _ statement: String) -> Bool {
        guard let equals = statement.firstIndex(of: "=") else { return false }
        let target = statement[..<equals].reversed().drop { $0 == " " }
        let identifier = target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return identifier.count == name.count && identifier.elementsEqual(name.reversed())
    }
}
