import Testing
@testable import StranglerAnalysis

@Suite struct NavigationConditionTests {
    /// A binding is said by the value it tests: a later `if let` of the same name is another value, so the two never read
    /// as `url == nil && url != nil`, and a binding that failed bound no name.
    @Test func sameNamedBindingsInOtherScopesAreOtherValues() {
        let (screen, _) = screen(viewControllerBody: """
            var primary: String?
            var fallback: String?
            var error: Error?
            func open() {
                if let url = URL(string: primary ?? "") {
                    UIApplication.shared.open(url)
                    return
                }
                if let url = URL(string: fallback ?? "") { UIApplication.shared.open(url) }
            }
            func close() {
                if let error = error { print(error) } else { dismiss(animated: true) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == [
            #"URL(string: primary ?? "") != nil"#, #"URL(string: primary ?? "") == nil && URL(string: fallback ?? "") != nil"#, "error == nil",
        ])
    }

    /// What a failure callback shows or where it goes runs when the call failed, in Swift and in Objective-C.
    @Test func navigationInAFailureCallbackSaysSo() throws {
        let (screen, _) = screen(viewControllerBody: """
            let api = API()
            func load() {
                api.fetch(success: { _ in self.dismiss(animated: true) }, failure: { error in
                    self.present(UIAlertController(), animated: true)
                })
            }
            """)
        #expect(screen.navigation.map(\.condition) == [nil, "api.fetch failed"])
        let report = analyze([
            "LoginViewController.m": """
                @interface LoginViewController : UIViewController
                @end
                @implementation LoginViewController
                - (void)login {
                    [self.client POST:@"/login" parameters:@{} success:^(id response) {
                        [self.navigationController popToRootViewControllerAnimated:YES];
                    } failure:^(NSError *error) {
                        dispatch_async(dispatch_get_main_queue(), ^{
                            [self presentViewController:[UIAlertController new] animated:YES completion:nil];
                        });
                    }];
                }
                @end
                """,
        ])
        let login = try #require(report.screens.first { $0.name == "LoginViewController" })
        #expect(login.navigation.map(\.condition) == [nil, "self.client.POST failed"])
        #expect(login.navigation.map(\.action) == ["popToRoot", "present"])
    }

    /// Back to the stack's first screen is its own kind: a route back to the root, not one screen back.
    @Test func popToRootIsNotPop() {
        let (screen, _) = screen(viewControllerBody: """
            func signOut() { navigationController?.popToRootViewController(animated: true) }
            func close() { navigationController?.popViewController(animated: true) }
            """)
        #expect(screen.navigation.map(\.action) == ["popToRoot", "pop"])
    }

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
        #expect(screen.navigation.map { "\($0.member) \($0.condition ?? "-")" } == ["a() -", "b() -", "c() -", "d() self?.delegate != nil"])
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
