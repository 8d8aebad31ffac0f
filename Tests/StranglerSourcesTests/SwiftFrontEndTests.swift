import Testing
@testable import StranglerSources

@Suite struct SwiftFrontEndTests {
    func unit(_ text: String) throws -> SourceUnit {
        try SwiftFrontEnd.parse(SourceFile(path: "A.swift", language: .swift, text: text)).get()
    }

    func member(_ name: String, in text: String) throws -> Member {
        try #require(try unit(text).types.flatMap(\.members).first { $0.name == name })
    }

    /// What a generic type's methods return is read through its parameters (SwiftGen's `SceneType<T>.instantiate() -> T`).
    @Test func genericTypesKeepTheirParameterNames() throws {
        let types = try unit("""
            struct SceneType<T: UIViewController> {}
            final class Cache<Key: Hashable, Value> where Key: Sendable {}
            enum Either<A, B> { case left(A), right(B) }
            protocol Loading {}
            class Plain {}
            extension SceneType {}
            """).types
        #expect(types.map(\.genericParameters) == [["T"], ["Key", "Value"], ["A", "B"], [], [], []])
    }

    /// Legacy apps are Swift 5 code, which compiles a space before an attribute's arguments with a warning
    /// (`@available (iOS 15.0, *)`, `@objc (OTRGravity)`): the file is read, not skipped.
    @Test func swift5AttributeSpacingIsNoSyntaxError() throws {
        let types = try unit("""
            @available (iOS 15.0, *)
            final class PillViewController: UIViewController {
                @objc (OTRGravity) public enum Gravity: Int { case top = 0 }
                @objc (reloadWithSender:) func reload(sender: Any) {}
            }
            """).types
        #expect(types.map(\.name) == ["PillViewController", "PillViewController.Gravity"])
        #expect(types.first?.members.first { $0.name == "reload(sender:)" }?.hasAttribute("objc") == true)
        // A real syntax error is still one.
        #expect(throws: (any Error).self) { try unit("class A { func f( }") }
    }

    /// A value added to a literal is written where it is added, in a binding and in an assignment alike; the base added
    /// to is a root, and so is a plain name added last, which may be the rest of a path.
    @Test func aConcatenationReadsAsOneText() throws {
        let member = try member("load(id:)", in: """
            final class Loader {
                var path = ""
                func load(id: String) {
                    let url = base + "/items/" + id.lowercased()
                    path = base + "/items/" + id.lowercased()
                    let rest = base + "/items/" + id
                    let endpoint = "users"
                    let users = base + "/api/" + endpoint
                    let other = base + "/api/" + path
                }
            }
            """)
        #expect(member.locals["url"]?.strings == ["/items/\\(id.lowercased())"])
        let assignment = try #require(member.events.first { $0.kind == .assignment })
        #expect(assignment.arguments.map(\.strings) == [["/items/\\(id.lowercased())"]])
        #expect(assignment.arguments.map(\.roots) == [["base", "id"]])
        // A parameter added last that names no location is a value of the path, as a local bound to a literal is; another
        // name is followed (see `ExpressionFacts.addConcatenation`).
        #expect(member.locals["rest"]?.strings == ["/items/\\(id)"])
        #expect(member.locals["rest"]?.roots == ["base", "id"])
        #expect(member.locals["users"]?.strings == ["/api/\\(endpoint)"])
        #expect(member.locals["other"]?.strings == ["/api/"])
        #expect(member.locals["other"]?.roots == ["base", "path"])
    }

    /// A subscript's key picks a value out (`json["next"]`): the value is not made of it. Literals elsewhere stay.
    @Test func aSubscriptKeyIsNoStringOfTheValue() throws {
        let member = try member("load()", in: """
            final class Loader {
                func load() {
                    let next = links["next"]
                    let url = base + "/items/" + ids[0]
                    send(next, url, headers["Accept"] ?? "application/json")
                }
            }
            """)
        #expect(member.locals["next"]?.strings == [])
        // Added to a base, the literal is written with what follows it, as an interpolation would be.
        #expect(member.locals["url"]?.strings == ["/items/\\(ids[0])"])
        #expect(member.events.first { $0.name == "send" }?.arguments.map(\.strings) == [[], [], ["application/json"]])
    }

    @Test func membersAreNamedWithTheirArgumentLabels() throws {
        let types = try unit("""
            class A: UIViewController, UITableViewDataSource {
                @IBOutlet weak var label: UILabel!
                var count = 0, total = 0.0
                var title2: String { "x" }
                var observed: Int = 0 { didSet { print(observed) } }
                static let shared = A()
                init?(coder: NSCoder) { super.init(coder: coder) }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                @IBAction func buyTapped(_ sender: UIButton) {}
                subscript(index: Int) -> Int { index }
                deinit {}
                struct Row {}
            }
            extension A { func more() {} }
            """).types
        #expect(types.map(\.name) == ["A", "A.Row", "A"])
        #expect(types[0].inherited == ["UIViewController", "UITableViewDataSource"])
        let members = types[0].members
        #expect(members.map(\.name) == [
            "label", "count", "total", "title2", "observed", "shared", "init(coder:)", "tableView(_:cellForRowAt:)",
            "buyTapped(_:)", "subscript(index:)", "deinit", "Row",
        ])
        let byName = Dictionary(uniqueKeysWithValues: members.map { ($0.name, $0) })
        #expect(byName["label"]?.attributes.contains("IBOutlet") == true)
        #expect(byName["label"]?.typeName == "UILabel!")
        #expect(byName["count"]?.typeName == "Int" && byName["total"]?.typeName == "Double")
        #expect(byName["title2"]?.isStored == false)
        #expect(byName["observed"]?.isStored == true)
        #expect(byName["shared"]?.isStatic == true && byName["shared"]?.typeName == "A")
        #expect(byName["buyTapped(_:)"]?.attributes.contains("IBAction") == true)
        #expect(byName["Row"]?.kind == .type)
        #expect(types[2].kind == .extension && types[2].members.map(\.name) == ["more()"])
    }

    @Test func callsKeepTheirReceiverChainAndArguments() throws {
        let load = try member("load()", in: """
            class A {
                func load() {
                    let url = URL(string: "https://api.example.com/v1/items/\\(id)")!
                    self.session.dataTask(with: url) { data, _, _ in }.resume()
                    (UIApplication.shared.delegate as! AppDelegate).api.fetch()
                }
            }
            """)
        let calls = load.events.filter { $0.kind == .call }.map(\.path)
        #expect(calls.contains(["URL", "init"]))
        #expect(calls.contains(["self", "session", "dataTask"]))
        #expect(calls.contains(["self", "session", "dataTask", "resume"]))
        #expect(calls.contains(["AppDelegate", "api", "fetch"]))
        let cast = try #require(load.events.first { $0.kind == .cast })
        #expect(cast.path == ["UIApplication", "shared", "delegate"] && cast.typeName == "AppDelegate" && cast.isForced)
        #expect(load.locals["url"]?.typeName == "URL")
        #expect(load.locals["url"]?.strings == ["https://api.example.com/v1/items/\\(id)"])
        #expect(load.events.contains { $0.kind == .forceUnwrap && $0.line == 3 })
    }

    /// A type qualified by its module or its outer type is made, not called: `Networking.Product(…)` makes a `Product`,
    /// no call on a type named `Networking`, an API client by its name. A member in capitals after a type
    /// (AFNetworking's `GET`) or after a value stays a call.
    @Test func aQualifiedTypeIsMade() throws {
        let copy = try member("copy()", in: """
            extension Networking.Product {
                func copy() -> Networking.Product {
                    let options = UIImage.SymbolConfiguration(pointSize: 3)
                    Manager.GET("/items")
                    manager.Thing()
                    return Networking.Product(id: id)
                }
            }
            """)
        let calls = copy.events.filter { $0.kind == .call }.map(\.path)
        #expect(calls == [["UIImage", "SymbolConfiguration", "init"], ["Manager", "GET"], ["manager", "Thing"], ["Networking", "Product", "init"]])
    }

    /// A type declared in an extension of a nested type goes by the whole name Swift gives it (`extension
    /// FollowerListViewModel.State { class Loading … }` declares `FollowerListViewModel.State.Loading`); the extension goes
    /// by its last component, as every extension does.
    @Test func aTypeInAnExtensionOfANestedTypeHasItsWholeName() throws {
        let types = try unit("""
            extension FollowerListViewModel {
                class State {}
            }
            extension FollowerListViewModel.State {
                class Loading: FollowerListViewModel.State {}
            }
            extension Array<Int> {
                struct Page {}
            }
            """).types
        #expect(types.map(\.name) == [
            "FollowerListViewModel", "FollowerListViewModel.State", "State", "FollowerListViewModel.State.Loading", "Array", "Array.Page",
        ])
    }

    /// Entering a GameplayKit state runs that state's `didEnter(from:)`:
    /// `viewModel.stateMachine.enter(FollowerListViewModel.State.Loading.self)` is read as that call. Not a method of the
    /// codebase's that takes a state by a label (`enter(state: NoMore.self)`), nor an `enter` given a value.
    @Test func enteringAStateCallsItsDidEnter() throws {
        let load = try member("load()", in: """
            final class Screen {
                func load() {
                    viewModel.stateMachine.enter(FollowerListViewModel.State.Loading.self)
                    stateMachine?.enter(Idle.self)
                    enter(state: NoMore.self)
                    door.enter(room)
                }
            }
            """)
        #expect(load.events.filter { $0.kind == .call }.map(\.path) == [
            ["FollowerListViewModel", "State", "Loading", "didEnter"], ["Idle", "didEnter"], ["enter"], ["door", "enter"],
        ])
    }

    /// A type's subscript read on its own is an access of the type (the Defaults library's `let texts =
    /// Defaults[.recentSearchTexts]`); assigned to, it is the assignment alone; read on, the chain it starts.
    @Test func aTypesSubscriptIsAnAccessOfTheType() throws {
        let recent = try member("recent()", in: """
            final class Screen {
                func recent() {
                    let texts = Defaults[.recentSearchTexts]
                    Defaults[.recentSearchTexts] = []
                    let count = Defaults[.libraryLanguageCodes].count
                    let first = items[0]
                }
            }
            """)
        #expect(recent.events.map { "\($0.kind) \($0.path.joined(separator: "."))" } == [
            "access Defaults.subscript", "assignment Defaults", "access Defaults.count",
        ])
    }

    /// A constant read off a type is kept when its name, or its type's, is named for where requests go (`Constants.baseURL`,
    /// `Path.orders`); not every member of a type with a word of networking (`URLSession.shared`).
    @Test func constantsNamedForPathsAreKept() throws {
        let load = try member("load()", in: #"""
            class A {
                func load() {
                    let orders = "\(Path.orders)/\(id)"
                    let base = Constants.baseURL
                    let session = URLSession.shared
                    let routes = API.Routes.login
                }
            }
            """#)
        #expect(load.locals["orders"]?.typeMembers == ["Path.orders"])
        #expect(load.locals["base"]?.typeMembers == ["Constants.baseURL"])
        #expect(load.locals["session"]?.typeMembers == [])
        #expect(load.locals["routes"]?.typeMembers == ["API.Routes.login"])
    }

    @Test func argumentSummariesRecordLiteralsRootsCallsAndDecisions() throws {
        let show = try member("show()", in: #"""
            class A {
                func show() {
                    log("\(user.name) has \(count(of: items)) items: \("nested")", self.total + tax, label.text)
                    log(flag ? "a\tb" : #"raw"#, !isHidden, format(price), items.map { $0.price + rate })
                    log("plain", """
                        block
                        """, self.view.title, x == y)
                }
            }
            """#)
        let calls = show.events.filter { $0.name == "log" }
        try #require(calls.count == 3)
        let first = calls[0].arguments, second = calls[1].arguments, third = calls[2].arguments
        #expect(first[0].strings == [#"\(user.name) has \(count(of: items)) items: \("nested")"#, "nested"])
        #expect(first[0].roots == ["user", "items"] && first[0].hasInterpolation && !first[0].isConstant)
        #expect(first[1].roots == ["total", "tax"] && !first[1].isDecision && !first[1].isConstant)
        #expect(first[2].roots == ["label"] && first[2].isConstant == false)
        #expect(second[0].strings == [#"a\tb"#, "raw"] && second[0].roots == ["flag"] && second[0].isDecision)
        #expect(second[1].roots == ["isHidden"] && second[1].isDecision)
        #expect(second[2].roots == ["price"] && !second[2].isConstant && second[2].typeName == nil)
        // A closure is not entered: only the receiver is read.
        #expect(second[3].roots == ["items"] && second[3].strings.isEmpty)
        #expect(third[0].strings == ["plain"] && third[0].isConstant && third[0].typeName == "String")
        #expect(third[1].strings.count == 1 && third[1].isConstant && !third[1].hasInterpolation)
        #expect(third[2].roots == ["view"] && third[3].roots == ["x", "y"] && third[3].isDecision)
    }

    /// A base URL kept on a type is followed from `typeMembers`; of a list of thousands of a type's constants (icons),
    /// only the first few are kept, so lowering a value stays cheap.
    @Test func typeMembersAreTheConstantsAValueReadsAndAtMostAFew() throws {
        let url = try member("url", in: """
            enum API {
                static let host = "https://api.example.com/3/"
                static let url = API.host + path + Constants.API.baseURL + UIColor.red.description + L10n.title
            }
            """)
        // Only constants named for a location: `UIColor.red` and `L10n.title` are none.
        #expect(url.initialValue?.typeMembers == ["API.host", "Constants.API.baseURL"])
        let icons = (0..<200).map { "Icon.path\($0)" }.joined(separator: ", ")
        let all = try member("all", in: "enum Icon {\n    static let all = [\(icons)]\n}\n")
        #expect(all.initialValue?.typeMembers.count == ExpressionFacts.maximumTypeMembers)
    }

    @Test func eventsKnowTheConditionsTheySitUnder() throws {
        let load = try member("load(error:product:result:)", in: """
            class A {
                func load(error: Error?, product: Product?, result: Result<Int, Error>) {
                    if let error = error { a() } else { b() }
                    guard let product = product else { c(); return }
                    d()
                    if product.stock == 0 { e(); return }
                    f()
                    switch result {
                    case .failure: g()
                    case .success: h()
                    }
                    api.fetch { [weak self] value in
                        guard let self = self else { return }
                        i()
                    }
                    do { try j() } catch { k() }
                }
            }
            """)
        func conditions(_ name: String) -> [String]? { load.events.first { $0.name == name }?.conditions }
        #expect(conditions("a") == ["error != nil"])
        #expect(conditions("b") == ["error == nil"])
        #expect(conditions("c") == ["product == nil"])
        #expect(conditions("d") == ["product != nil"])
        #expect(conditions("e") == ["product != nil", "product.stock == 0"])
        #expect(conditions("f") == ["product != nil", "product.stock != 0"])
        #expect(conditions("g") == ["product != nil", "product.stock != 0", "result: case .failure"])
        #expect(conditions("i") == ["product != nil", "product.stock != 0"], "the weak-self dance is no condition")
        #expect(conditions("k") == ["product != nil", "product.stock != 0", "error thrown"])
    }

    @Test func closureDepthCountsCallbacksButNotCollectionOperations() throws {
        let login = try member("login()", in: """
            class A {
                func login() {
                    auth.login { token in
                        auth.profile(token) { profile in
                            profile.items.map { $0 }.forEach { item in
                                DispatchQueue.main.async { self.show(item) }
                            }
                        }
                    }
                }
            }
            """)
        let show = try #require(login.events.first { $0.name == "show" })
        #expect(show.closureDepth == 3)
        #expect(show.enclosingCalls.map { login.events[$0].name } == ["login", "profile", "forEach", "async"])
        #expect(login.maxNesting == 4)
    }

    @Test func complexityCountsWhatLizardCounts() throws {
        let decide = try member("decide(_:)", in: """
            class A {
                func decide(_ x: Int?) -> Int {
                    // if while for: comments do not count, nor "if && ||" in strings
                    guard let x = x, x > 0 || x < -10 else { return 0 }
                    for i in 0..<x where i % 2 == 0 { print(i) }
                    switch x { case 1: return 1; case 2, 3: return 2; default: break }
                    let y = x > 5 ? x : 5
                    let z = Optional(y)?.description ?? ""
                    if case .some = Optional(z), let w = try? parse(z) { return w }
                    while false {}
                    do { try run() } catch { return -1 }
                    return y && true
                }
            }
            """)
        // 1 + guard + || + for + case + case + ?: + if + case + while + catch + &&
        #expect(decide.complexity == 12)
    }

    @Test func aFileWithASyntaxErrorIsSkippedWithItsLine() {
        let result = SwiftFrontEnd.parse(SourceFile(path: "Broken.swift", language: .swift, text: "class A {\n  func f( {\n}\n"))
        guard case .failure(let skipped) = result else {
            Issue.record("a syntax error must skip the file")
            return
        }
        #expect(skipped.path == "Broken.swift")
        #expect(skipped.reason.hasPrefix("syntax error at line 2"))
    }

    @Test func statementsCarryTheirFirstLine() throws {
        let f = try member("f()", in: "class A {\n  func f() {\n    api.load { r in\n      show(r)\n    }\n  }\n}\n")
        #expect(f.statements.map(\.text) == ["api.load { r in", "show(r)"])
        #expect(f.statements[1].parent == 0)
        #expect(f.events.first { $0.name == "show" }?.statement == 1)
    }

    @Test func importsWithTheirPositions() throws {
        let parsed = try unit("import Foundation\n@testable import UIKit\nimport struct SwiftUI.Color\n")
        #expect(parsed.importLines == [
            ImportLine(module: "Foundation", line: 1, column: 8), ImportLine(module: "UIKit", line: 2, column: 18, isTestable: true),
            ImportLine(module: "SwiftUI.Color", line: 3, column: 15),
        ])
    }

    @Test func suppressionCommentsFromTheTriviaOnly() throws {
        let parsed = try unit("""
            // strangler:disable:next presenter_strong_view - owned elsewhere
            var a = 1 // strangler:disable:this all
            let s = "// strangler:disable x"
            /* strangler:disable a b */
            // strangler:enable a
            // strangler:nonsense a
            // strangler:disable
            """)
        #expect(parsed.suppressions == [
            SuppressionComment(action: .disableNext, ruleIDs: ["presenter_strong_view"], line: 1),
            SuppressionComment(action: .disableThis, ruleIDs: ["all"], line: 2),
            SuppressionComment(action: .disable, ruleIDs: ["a", "b"], line: 4),
            SuppressionComment(action: .enable, ruleIDs: ["a"], line: 5),
        ])
        #expect(try unit("let a = 1\n").suppressions.isEmpty)
    }

    @Test func theUnitQuotesItsLines() throws {
        let parsed = try unit("let a = 1\r\n  let b = 2\nlet c = 3")
        #expect(parsed.lineText(2) == "  let b = 2" && parsed.lineText(1) == "let a = 1" && parsed.lineText(3) == "let c = 3")
        #expect(parsed.lineText(0) == "" && parsed.lineText(9) == "")
    }
}
