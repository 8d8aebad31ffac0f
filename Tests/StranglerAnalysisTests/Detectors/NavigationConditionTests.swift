import Testing
@testable import StranglerAnalysis

@Suite struct NavigationConditionTests {
    @Test func aConditionHeldTwiceIsSaidOnce() {
        let (screen, _) = screen(viewControllerBody: """
            var connected = false
            func go() {
                guard connected else { return }
                if connected { performSegue(withIdentifier: "next", sender: nil) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["connected"])
    }

    /// What follows an `if` whose branch returns runs only when the branch was not taken, also when the `if` has an `else`
    /// (`if (!uploadSupported) { …; return; } else { … }`, then the picker it presents).
    @Test func anEarlyReturnWithAnElseHoldsForWhatFollows() throws {
        let (screen, _) = screen(viewControllerBody: """
            var ok = false
            func attach() {
                if !ok {
                    present(UIAlertController(), animated: true)
                    return
                } else {
                    prepare()
                }
                present(UIImagePickerController(), animated: true)
            }
            func prepare() {}
            """)
        #expect(screen.navigation.map(\.condition) == ["!ok", "ok"])
        let report = analyze([
            "ChatViewController.m": """
                @interface ChatViewController : UIViewController
                @property (nonatomic, assign) BOOL uploadSupported;
                @end
                @implementation ChatViewController
                - (void)attach {
                    if (!self.uploadSupported) {
                        [self presentViewController:[UIAlertController new] animated:YES completion:nil];
                        return;
                    } else {
                        [self prepare];
                    }
                    [self presentViewController:[UIImagePickerController new] animated:YES completion:nil];
                }
                @end
                """,
        ])
        let chat = try #require(report.screens.first { $0.name == "ChatViewController" })
        #expect(chat.navigation.map(\.condition) == ["!self.uploadSupported", "self.uploadSupported"])
    }

    @Test func aWildcardBindingIsSaidByItsValue() {
        let (screen, _) = screen(viewControllerBody: """
            var note: Note?
            func share() {
                guard let _ = note?.content else {
                    dismiss(animated: true)
                    return
                }
                if let _ = note?.title { performSegue(withIdentifier: "share", sender: nil) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["note?.content == nil", "note?.content != nil && note?.title != nil"])
    }

    /// The rest of a body after `if !a || !b { return }` runs when `a && b`, and an `else` of `if a && count > 2` when
    /// `!a || count <= 2`: said as a reader would, not `!(!a || !b)`.
    @Test func anEarlyReturnsConditionIsTurnedRoundPartByPart() {
        let (screen, _) = screen(viewControllerBody: """
            var account: Account?
            var loading = false
            var count = 0
            func open() {
                if account == nil || !loading { return }
                performSegue(withIdentifier: "open", sender: nil)
            }
            func close() {
                if loading && count > 2 { print("busy") } else { dismiss(animated: true) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["account != nil && loading", "!loading || count <= 2"])
    }

    /// However the weak-self dance names `self`, it is no condition; a binding of something else is.
    @Test func bindingSelfIsNoCondition() {
        let (screen, _) = screen(viewControllerBody: """
            var delegate: Delegate?
            func a() { load { [weak self] in guard let `self` = self else { return }; self.dismiss(animated: true) } }
            func b() { load { [weak self] in guard let owner = self else { return }; owner.dismiss(animated: true) } }
            func c() { weak var weakSelf = self; load { if let strongSelf = weakSelf { strongSelf.dismiss(animated: true) } } }
            func d() { load { [weak self] in guard let owner = self?.delegate else { return }; self?.dismiss(animated: true) } }
            """)
        #expect(screen.navigation.map { "\($0.member) \($0.condition ?? "-")" } == ["a() -", "b() -", "c() -", "d() owner != nil"])
    }

    @Test func orPartsAreParenthesisedWhenJoined() {
        #expect(ScreenAnalyzer.condition(["a", "b || c"]) == "a && (b || c)")
        #expect(ScreenAnalyzer.condition(["!(b || c)"]) == "!(b || c)")
        #expect(ScreenAnalyzer.condition([]) == nil)
        #expect(ScreenAnalyzer.condition(["a && (b || c)", "d"]) == "a && (b || c) && d")
        #expect(ScreenAnalyzer.condition(["a || b && c"]) == "a || b && c")
        #expect(ScreenAnalyzer.condition(["a", "!([x isEqual:y] || [x is…)"]) == "a && !([x isEqual:y] || [x is…)")
        #expect(ScreenAnalyzer.condition(["a", "[x isEqual:y] || [x is…"]) == "a && ([x isEqual:y] || [x is…)")
    }

    /// An early exit's condition turned round (`done != true`) is not said again when a later `if` holds it with more.
    @Test func aPartHeldTwiceIsSaidOnce() {
        let (screen, _) = screen(viewControllerBody: """
            var state = 0
            var fresh = false
            func open() {
                if state == 2 { return }
                if state != 2, fresh { performSegue(withIdentifier: "welcome", sender: nil) }
                if state != 2 || fresh { dismiss(animated: true) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["state != 2 && fresh", "state != 2 && (state != 2 || fresh)"])
        #expect(ScreenAnalyzer.condition(["a && b", "b && c", "a"]) == "a && b && c")
    }
}
