import StranglerSources

/// How a screen hands control back to whoever built it: a closure handed in, or a delegate.
struct WayBack {
    enum Kind: String {
        case callback, delegate
    }

    let kind: Kind
    /// A delegate's protocol, whose requirements say which calls tell it something.
    var delegateProtocol: String?

    /// Stored properties through which the screen hands control back to whoever built it, which the Router takes:
    /// - a closure that returns nothing (`onInfoBarButtonItemTap: () -> Void`, passed in by a coordinator; a
    ///   `completion`, an `onDismiss`, or a `typealias` of one), but not one the screen fills with a closure of its own
    ///   (a `didFocusWebViewCompletion` it keeps until its web view has focus, a timer handle), which is its state;
    /// - a delegate typed by one of the codebase's protocols (`weak var delegate: TokensViewControllerDelegate?`, which
    ///   a coordinator adopts), nested in the screen or not (`weak var delegate: (any Delegate)?`), but not a delegate
    ///   object the screen owns (`keyboardDelegate: DetailKeyboardDelegate`, which it makes and hands to its web view).
    static func ways(of members: [Member], in scope: EventContext.Scope) -> [String: WayBack] {
        let (index, typeName) = (scope.index, scope.typeName)
        var result: [String: WayBack] = [:]
        for member in members where member.kind == .property && member.isStored && !member.isStatic {
            guard let type = member.typeName else { continue }
            // SwiftUI's `@Environment(\.dismiss) var dismiss` is a callback its presenter provides.
            if TypeNames.isCallback(type) || type == "DismissAction"
                || index.aliasedType(type, in: typeName).map(TypeNames.isCallback) == true {
                result[member.name] = WayBack(kind: .callback)
            } else if member.name.hasSuffix("delegate") || member.name.hasSuffix("Delegate") {
                let written = TypeNames.delegateProtocol(type)
                let named = scope.nestedTypes[written] ?? written
                if index.isProtocol(named) { result[member.name] = WayBack(kind: .delegate, delegateProtocol: named) }
            }
        }
        guard result.values.contains(where: { $0.kind == .callback }) else { return result }
        for member in members {
            for event in member.events where event.kind == .assignment {
                guard let value = event.arguments.first, isMadeByTheScreen(value, in: member, at: event.line) else { continue }
                if let (name, way, _) = taken(by: event, in: member, ways: result, index), way.kind == .callback {
                    result[name] = nil
                }
            }
        }
        return result
    }

    /// A closure the screen fills a property with itself: one written in place, or one a call makes that reads none of the
    /// member's parameters (`_scrollToBottomTimer = createQueuedTimer(0.1, queue, ^{ … })`, a handle that cancels its
    /// timer). Not `nil`, nor what a method is handed (`self.onClose = onClose`).
    private static func isMadeByTheScreen(_ value: ValueSummary, in member: Member, at line: Int) -> Bool {
        if value.isClosure { return true }
        guard !value.isConstant, value.text.utf8.contains(UInt8(ascii: "(")) else { return false }
        return !value.roots.contains { member.local($0, at: line)?.isParameter == true }
    }

    /// The way back an event uses, unless a local of the name hides it: a callback called (`onDismiss()`,
    /// `self.completion?(true)`), or a delegate told something (`delegate?.didSelect(token)`, `[self.delegate cancel:self]`,
    /// `[_delegate cancel:self]`, whose instance variable the front end reads as the property, and
    /// `strongSelf.delegate?.didAction(…)` in a closure that bound `self` again), with the symbol a reason shows
    /// (`completion`, `delegate.didSelect`). Asking a delegate for something is no way back: a requirement that returns a
    /// value (`pagingDelegate.artworkAtIndex:`), or whether it responds to a selector.
    static func taken(
        by event: Event, in member: Member, ways: [String: WayBack], _ index: ProjectIndex
    ) -> (name: String, way: WayBack, symbol: String)? {
        guard let first = event.path.first else { return nil }
        let throughSelf = first == "self" || event.path.count > 1 && member.local(first, at: event.line).map(isSelf) == true
        let path = throughSelf ? event.path.dropFirst() : event.path[...]
        guard let name = path.first, let way = ways[name], throughSelf || member.local(name, at: event.line) == nil else { return nil }
        switch way.kind {
        case .callback:
            return path.count == 1 ? (name, way, name) : nil
        case .delegate:
            guard path.count >= 2 else { return nil }
            let called = path[path.startIndex + 1]
            if introspection.contains(where: called.hasPrefix) { return nil }
            if let requirement = way.delegateProtocol.flatMap({ index.firstMember(of: $0) { $0.baseName == called || $0.name == called } }),
               let returned = requirement.typeName, !["Void", "void", "()"].contains(returned) {
                return nil
            }
            return (name, way, name + "." + called)
        }
    }

    /// A local bound to `self` (`guard let strongSelf = self`, `__strong typeof(weakSelf) strongSelf = weakSelf` read back
    /// to `self`).
    private static func isSelf(_ local: LocalValue) -> Bool {
        local.typeName == nil && local.chain == ["self"]
    }

    private static let introspection = ["respondsToSelector", "responds", "conformsToProtocol", "conforms", "isKindOfClass", "isEqual"]
}

extension EventContext {
    /// The way back the event takes, if it takes one of the screen's (see `WayBack.taken(by:in:ways:_:)`).
    func wayBack(_ event: Event) -> (name: String, way: WayBack, symbol: String)? {
        scope.waysBack.isEmpty ? nil : WayBack.taken(by: event, in: member, ways: scope.waysBack, index)
    }
}
