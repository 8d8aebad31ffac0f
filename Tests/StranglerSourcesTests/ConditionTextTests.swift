import Testing
@testable import StranglerSources

/// The condition that holds after an early return or in an `else`, as a reader would say it.
struct ConditionTextTests {
    @Test(arguments: [
        // De Morgan, as `if (!account || !buddy) return;` and `if (!a || b || c) return;` need.
        ("!account || !buddy", "account && buddy"),
        ("!OTRBranding.allowsDonation || self.hasPresentedOnboarding || TransactionObserver.hasValidReceipt",
         "OTRBranding.allowsDonation && !self.hasPresentedOnboarding && !TransactionObserver.hasValidReceipt"),
        ("self.loading && _retries > 2", "!self.loading || _retries <= 2"),
        ("error != nil || [items count] == 0", "error == nil && [items count] != 0"),
        // A parenthesized `&&` is turned round whole, not only its comparison (`… && error.code != NSURLErrorCancelled`
        // would say something else).
        ("([error.domain isEqualToString:NSURLErrorDomain] && error.code == NSURLErrorCancelled)",
         "![error.domain isEqualToString:NSURLErrorDomain] || error.code != NSURLErrorCancelled"),
        ("item.transferProgress != 1 && item.isIncoming", "item.transferProgress == 1 || !item.isIncoming"),
        // One operand.
        ("!self.loading", "self.loading"),
        ("![name isEqualToString:@\"x\"]", "[name isEqualToString:@\"x\"]"),
        ("!(a || b)", "a || b"),
        ("a == b", "a != b"),
        ("count >= 3", "count < 3"),
        ("x === y", "x !== y"),
        ("loading", "!loading"),
        ("[self isLoading]", "![self isLoading]"),
        // An `||` inside a part keeps its parentheses; a mixed text is only wrapped.
        ("!(a || b) || c", "(a || b) && !c"),
        ("a && b || c", "!(a && b) && !c"),
        ("(a) && (b)", "!(a) || !(b)"),
    ])
    func negationReadsAsWritten(_ condition: String, _ expected: String) {
        #expect(ConditionText.negated(condition) == expected)
    }

    /// What the reading cannot trust is only wrapped: a ternary, an assignment, a cut text, and operators inside
    /// strings, brackets and generics are no top-level operators.
    @Test(arguments: [
        ("a ? b : c", "!(a ? b : c)"),
        ("(x = next())", "!(x = next())"),
        ("a || b…", "!(a || b…)"),
        ("[s hasPrefix:@\"a || b\"]", "![s hasPrefix:@\"a || b\"]"),
        ("title == \"\\(a ?? \"x\") || y\"", "title != \"\\(a ?? \"x\") || y\""),
        ("Set<Int>().isEmpty", "!Set<Int>().isEmpty"),
        ("a->b", "!a->b"),
        ("f(a || b)", "!f(a || b)"),
    ])
    func whatItCannotReadIsWrapped(_ condition: String, _ expected: String) {
        #expect(ConditionText.negated(condition) == expected)
    }

    /// The weak-self dance's checks go (`sself` holds); what they do not test, or cannot be read, stays as written.
    @Test(arguments: [
        ("sself", nil),
        ("!sself", "!sself"),
        ("(strongSelf != nil)", nil),
        ("sself && sself.navigationController", "sself.navigationController"),
        ("!sself.navigationController && sself", "!sself.navigationController"),
        ("!sself || !sself.view.window", "!sself.view.window"),
        ("nil == sself || done", "done"),
        ("sself || done", nil),
        ("!sself && done", "!sself && done"),
        // Not the name itself: a member of it, another name, a mixed text, a cut text.
        ("sself.loading", "sself.loading"),
        ("selfish", "selfish"),
        ("sself && a || b", "sself && a || b"),
        ("sself && [a b…", "sself && [a b…"),
    ] as [(String, String?)])
    func checksOfSelfAreDropped(_ condition: String, _ expected: String?) {
        #expect(ConditionText.assuming(["sself", "strongSelf"], areNotNil: condition) == expected)
    }

    /// A case is said by the pattern it matches, not by the names it binds.
    @Test(arguments: [
        ("case .failure(let error)", "case .failure"),
        ("case .success(let message), .cached(let message)", "case .success(let message), .cached(let message)"),
        ("case let .loaded(items, _)", "case .loaded"),
        ("case .loaded(_)", "case .loaded"),
        ("case .failure(.timeout)", "case .failure(.timeout)"),
        ("case .some(let value) where value > 2", "case .some where value > 2"),
        ("default", "default"),
    ])
    func bindingsLeaveCasePatterns(_ label: String, _ expected: String) {
        #expect(ConditionText.withoutBindings(label) == expected)
    }
}
