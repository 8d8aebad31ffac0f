import StranglerSources

/// Constants and values the screen derives without work of its own: they go where the code that reads them works.
extension MemberRoles {
    /// A `let` given a literal (`private let cellID = "SettingCell"`, `let rowHeight: CGFloat = 44`): a constant, not state.
    static func isConstant(_ property: Member) -> Bool {
        property.hasAttribute("let") && isLiteral(property.initialValue)
    }

    /// A computed property or method with no work of its own that makes what the screen shows from its state: text or a
    /// colour (`var phaseTitle: String { switch phase { … } }`, `func formattedDuration(minutes:) -> String`), or the
    /// view models of rows and cells (`var rows: [FormRow]`). The Presenter's, whatever calls it.
    static func buildsDisplayValue(_ member: Member) -> String? {
        guard member.kind == .method || member.kind == .property && !member.isStored, !answersWithAConstant(member),
              let written = member.typeName else { return nil }
        let type = TypeNames.base(written)
        if displayValueTypes.contains(type) { return "formatting: makes the \(type) the screen shows from its state" }
        let element = type.hasPrefix("[") && type.hasSuffix("]") ? String(type.dropFirst().dropLast()) : type
        if viewModelSuffixes.contains(where: element.hasSuffix) { return "formatting: makes the view models the screen shows (\(written))" }
        return nil
    }

    private static let displayValueTypes: Set<String> = [
        "String", "NSString", "AttributedString", "NSAttributedString", "Color", "UIColor", "NSColor", "LocalizedStringKey", "Text",
    ]
    private static let viewModelSuffixes = ["ViewModel", "Row", "CellModel", "DisplayItem"]

    /// A computed property that returns a literal and does nothing else (`var canDismissFromKeyboard: Bool { true }`).
    static func answersWithAConstant(_ property: Member) -> Bool {
        !property.isStored && property.events.isEmpty && isLiteral(property.initialValue)
    }

    /// A value that reads no name and calls nothing: a literal.
    private static func isLiteral(_ value: LocalValue?) -> Bool {
        guard let value else { return false }
        return value.roots.isEmpty && value.typeMembers.isEmpty && value.chain.isEmpty && value.calledChain.isEmpty
    }

    /// A value the screen keeps constant or derives, with no work of its own (`private static let kSectionBasic = 0`,
    /// `chevronViewHeight`), goes where the code that reads it works: read only in statements of the
    /// ViewController's (a data source's `indexPath.section == Self.kSectionBasic`), it is the ViewController's; only in the
    /// Presenter's, the Presenter's. Read by business logic, or by nothing the screen shows, it stays business logic. Reads are
    /// found by name in each statement's first line and each call's arguments.
    static func placeDerivedValues(_ analyses: inout [MemberAnalysis], _ members: [MemberFacts]) {
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
}
