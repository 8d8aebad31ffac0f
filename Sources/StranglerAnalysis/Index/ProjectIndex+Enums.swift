import StranglerSources

/// The codebase's enums: the cases they declare, their raw values, and those that are only cases.
extension ProjectIndex {
    /// Whether the codebase's enum `type` declares the case (`ImageType.avatar`, a Moya target's `.auctionInfo`).
    func declaresCase(_ name: String, of type: String) -> Bool {
        declarations[type]?.contains { $0.cases.contains(name) } == true
    }

    /// The raw value of a `String` enum's case: the literal written (`case confirmBid = "Confirm Bid"`), else its name.
    func rawValue(ofCase name: String, of type: String) -> String? {
        guard let decls = declarations[type], let decl = decls.first(where: { $0.cases.contains(name) }) else { return nil }
        return decl.caseRawValues[name] ?? (decls.contains { $0.inherited.first == "String" } ? name : nil)
    }

    /// An enum of the codebase that is only its cases (and nested types), in every declaration and extension of it
    /// (`AnalyticsEvent.Orders.Flow`: `case creation, editing, list`): a value, which does nothing. An
    /// extension of a nested type is named by its last component (`extension Orders.Flow` is `Flow`), so those count too.
    func isCaseOnlyEnum(_ name: String) -> Bool {
        guard let decls = declarations[name], decls.contains(where: { $0.kind == .enum }) else { return false }
        let base = TypeNames.base(name)
        let extensions = base == name ? [] : (declarations[base] ?? []).filter { $0.kind == .extension }
        return (decls + extensions).allSatisfy { decl in
            (decl.kind == .enum || decl.kind == .extension) && decl.members.allSatisfy { $0.kind == .type }
        }
    }
}
