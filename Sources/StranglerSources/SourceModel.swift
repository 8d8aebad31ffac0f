/// The language-neutral model every front end produces and every analysis reads.
///
/// A front end (Swift through SwiftSyntax, later Objective-C) lowers one file into a
/// `SourceUnit`: its types, their members, and for each member a flat list of `Event`s
/// (calls, accesses, assignments, casts, …) in source order, each tagged with the
/// statement, branch conditions and closures it sits in. Detectors classify events;
/// they never see syntax, so one detector serves every language.

/// The language a source file is written in.
public enum SourceLanguage: String, Sendable, Codable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language a file belongs to by its extension, or `nil` when Strangler does not read it.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }

    /// The language of a file by its path's extension. Read on bytes: the analysis asks it for every member of a
    /// screen, and `contains("/")` on a `Substring` went through Foundation's string search.
    public init?(path: String) {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) else { return nil }
        self.init(pathExtension: String(path[path.index(after: dot)...]))
    }
}

/// One parsed file.
public struct SourceUnit: Sendable {
    /// Path relative to the analysed root, with `/` separators.
    public var path: String
    public var language: SourceLanguage
    public var lineCount: Int
    public var imports: [String]
    /// Every type and extension in the file, nested ones included (with qualified names), in source order.
    public var types: [TypeDecl]
    /// Functions declared outside any type.
    public var functions: [Member]
    /// Each `import`, with its line, in source order (`imports` holds the same names).
    public var importLines: [ImportLine]
    /// `strangler:disable…` / `strangler:enable…` comments, in source order.
    public var suppressions: [SuppressionComment]
    /// The file's text, kept so a finding can quote its line without reading the file again.
    public var text: String
    /// Each `typealias`, by name (qualified inside a type: `Outer.Completion`), with the type it names as written.
    public var typeAliases: [String: String]
    /// The file's string constants by name, with their literal: Objective-C's `NSString *const ARMyInfoURL = @"/api/v1/me";`
    /// and `#define kBaseURL @"…"`, which other files read through a header's `extern`; Swift's top-level
    /// `let kAPIBase = "https://api.example.com"`.
    public var stringConstants: [String: String]

    public init(
        path: String, language: SourceLanguage, lineCount: Int, imports: [String], types: [TypeDecl], functions: [Member] = [],
        importLines: [ImportLine] = [], suppressions: [SuppressionComment] = [], text: String = "", typeAliases: [String: String] = [:],
        stringConstants: [String: String] = [:]
    ) {
        self.path = path
        self.language = language
        self.lineCount = lineCount
        self.imports = imports
        self.types = types
        self.functions = functions
        self.importLines = importLines
        self.suppressions = suppressions
        self.text = text
        self.typeAliases = typeAliases
        self.stringConstants = stringConstants
    }

    /// The file's lines without their line breaks (`\n` or `\r\n`).
    public func lines() -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            return String(decoding: trimmed, as: UTF8.self)
        }
    }

    /// The text of a 1-based line without its line break, or `""` past the end.
    public func lineText(_ line: Int) -> String {
        let all = lines()
        return all.indices.contains(line - 1) ? all[line - 1] : ""
    }
}

/// One `import` declaration.
public struct ImportLine: Sendable, Hashable {
    /// `UIKit`, `Foundation.NSURL` for a scoped import.
    public var module: String
    public var line: Int
    public var column: Int
    /// `@testable import App`: test code, which reads the module's internal members.
    public var isTestable: Bool

    public init(module: String, line: Int, column: Int, isTestable: Bool = false) {
        self.module = module
        self.line = line
        self.column = column
        self.isTestable = isTestable
    }
}

/// A comment that turns rules off or on, as SwiftLint's `swiftlint:disable` does:
/// `// strangler:disable:next rule_id`, `// strangler:disable:this rule_id`,
/// `// strangler:disable rule_id` … `// strangler:enable rule_id`; `all` names every rule.
public struct SuppressionComment: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable {
        case disable, enable
        /// Only the line after the comment.
        case disableNext = "disable:next"
        /// Only the comment's own line.
        case disableThis = "disable:this"
    }

    public var action: Action
    public var ruleIDs: [String]
    public var line: Int

    public init(action: Action, ruleIDs: [String], line: Int) {
        self.action = action
        self.ruleIDs = ruleIDs
        self.line = line
    }

    /// Reads one comment's text (`// strangler:disable:next a b`), or `nil` when it is not a suppression.
    public init?(comment: String, line: Int) {
        var body = Substring(comment)
        for prefix in ["///", "//", "/*"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: \.isWhitespace)
        guard let command = words.first, command.hasPrefix("strangler:"),
              let action = Action(rawValue: String(command.dropFirst("strangler:".count)))
        else { return nil }
        let ids = words.dropFirst().prefix { !$0.hasPrefix("-") }.map(String.init)
        guard !ids.isEmpty else { return nil }
        self.init(action: action, ruleIDs: ids, line: line)
    }
}

/// A type declaration or an extension.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    }

    /// Qualified name (`Outer.Inner`); for an extension, the extended type as written.
    public var name: String
    public var kind: Kind
    /// The inheritance clause in order, generic arguments stripped (`ASDKViewController<ASDisplayNode>` → `ASDKViewController`).
    public var inherited: [String]
    public var file: String
    public var line: Int
    public var endLine: Int
    public var members: [Member]
    /// The cases an enum declares, in source order (`case avatar, banner`); empty for other types.
    public var cases: [String]
    /// The string literal each case has as its raw value, where one is written (`case confirmBid = "Confirm Bid"`); a
    /// `String` enum's other cases have their names.
    public var caseRawValues: [String: String]
    /// The types of the values an enum's cases carry, as written, in order (`case view(UIView)` → `UIView`).
    public var caseValueTypes: [String]
    /// The generic parameters a class, struct, enum or actor declares, in order (`struct SceneType<T: UIViewController>`
    /// → `T`); empty for other types.
    public var genericParameters: [String]

    public init(
        name: String, kind: Kind, inherited: [String], file: String, line: Int, endLine: Int, members: [Member], cases: [String] = [],
        caseRawValues: [String: String] = [:], caseValueTypes: [String] = [], genericParameters: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.file = file
        self.line = line
        self.endLine = endLine
        self.members = members
        self.cases = cases
        self.caseRawValues = caseRawValues
        self.caseValueTypes = caseValueTypes
        self.genericParameters = genericParameters
    }

    public var lineSpan: Int { endLine - line + 1 }
}

/// A method, property, initializer, subscript or nested type of a `TypeDecl`.
public struct Member: Sendable, CopyOnWrite {
    public enum Kind: String, Sendable, Codable {
        case method, property, initializer, deinitializer, `subscript`, type
    }

    /// The fields, kept in one box shared by copies and copied on the first change (copy-on-write): copying
    /// the struct retained each of its strings and arrays, and the analysis copies these values often.
    @usableFromInline
    struct Fields {
        @usableFromInline var name: String
        @usableFromInline var kind: Kind
        @usableFromInline var line: Int
        @usableFromInline var endLine: Int
        @usableFromInline var isStatic: Bool
        @usableFromInline var attributes: [String]
        @usableFromInline var typeName: String?
        @usableFromInline var isStored: Bool
        @usableFromInline var complexity: Int
        @usableFromInline var maxNesting: Int
        @usableFromInline var locals: [String: LocalValue]
        @usableFromInline var localBindings: [String: [LocalBinding]] = [:]
        @usableFromInline var initialValue: LocalValue?
        @usableFromInline var caseValues: [String: LocalValue] = [:]
        @usableFromInline var statements: [Statement]
        @usableFromInline var events: [Event]
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// `loadProduct()`, `tableView(_:cellForRowAt:)`, `init(coder:)`, `price`.
    @inlinable public var name: String {
        get { box.fields.name }
        _modify { makeUnique(); yield &box.fields.name }
    }

    @inlinable public var kind: Kind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }

    @inlinable public var line: Int {
        get { box.fields.line }
        _modify { makeUnique(); yield &box.fields.line }
    }

    @inlinable public var endLine: Int {
        get { box.fields.endLine }
        _modify { makeUnique(); yield &box.fields.endLine }
    }

    @inlinable public var isStatic: Bool {
        get { box.fields.isStatic }
        _modify { makeUnique(); yield &box.fields.isStatic }
    }

    /// Attributes and property wrappers without `@` (`IBOutlet`, `IBAction`, `State`, `objc`), and the modifiers
    /// `override`, `lazy`, `weak`, `unowned`, `private`, `fileprivate`, and `let` for a constant property.
    @inlinable public var attributes: [String] {
        get { box.fields.attributes }
        _modify { makeUnique(); yield &box.fields.attributes }
    }

    /// Declared or inferred type of a property, or return type of a method.
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// A stored property (no accessors, or only observers).
    @inlinable public var isStored: Bool {
        get { box.fields.isStored }
        _modify { makeUnique(); yield &box.fields.isStored }
    }

    /// Cyclomatic complexity counted the way lizard counts this language.
    @inlinable public var complexity: Int {
        get { box.fields.complexity }
        _modify { makeUnique(); yield &box.fields.complexity }
    }

    /// Deepest nesting of control-flow blocks and closures.
    @inlinable public var maxNesting: Int {
        get { box.fields.maxNesting }
        _modify { makeUnique(); yield &box.fields.maxNesting }
    }

    /// Parameters, local variables and bindings with what is known of them.
    @inlinable public var locals: [String: LocalValue] {
        get { box.fields.locals }
        _modify { makeUnique(); yield &box.fields.locals }
    }

    /// For a name bound more than once in the body (`let navVC = …` in two branches, a parameter shadowed by
    /// `guard let url = url`), each binding from the line it is made on, in source order; `locals` holds the last.
    @inlinable public var localBindings: [String: [LocalBinding]] {
        get { box.fields.localBindings }
        _modify { makeUnique(); yield &box.fields.localBindings }
    }

    /// What is known of a local name as the code at `line` sees it: the nearest binding made before the line when the
    /// name is bound more than once, else the one binding. A block that starts on the line is not yet entered: the call it
    /// is handed to reads the binding made before its parameters (Artsy Folio's `JSONRequestOperationWithRequest:request
    /// success:^(NSURLRequest *request, …)`). Reads the box's fields in place: a copy of `Fields` retained each of its
    /// strings and arrays.
    public func local(_ name: String, at line: Int) -> LocalValue? {
        if !box.fields.localBindings.isEmpty, let bindings = box.fields.localBindings[name] {
            return (bindings.last { $0.line < line || $0.line == line && !$0.value.isBlockParameter } ?? bindings.first)?.value
        }
        return box.fields.locals[name]
    }

    /// The initial value of a stored property, or the one expression a computed property returns (`var path: String { "/me" }`).
    @inlinable public var initialValue: LocalValue? {
        get { box.fields.initialValue }
        _modify { makeUnique(); yield &box.fields.initialValue }
    }

    /// What a computed property (or a method without parameters) returns for each case of its own enum, when its body is
    /// a `switch self` whose cases return a literal or a constant, keyed by case name (`default` for the default): a Moya
    /// `TargetType`'s `path` (`case .user(let name): return "/users/\(name)"`) and `method`, an endpoint enum's `path()`.
    @inlinable public var caseValues: [String: LocalValue] {
        get { box.fields.caseValues }
        _modify { makeUnique(); yield &box.fields.caseValues }
    }

    @inlinable public var statements: [Statement] {
        get { box.fields.statements }
        _modify { makeUnique(); yield &box.fields.statements }
    }

    @inlinable public var events: [Event] {
        get { box.fields.events }
        _modify { makeUnique(); yield &box.fields.events }
    }

    public init(
        name: String, kind: Kind, line: Int, endLine: Int, isStatic: Bool = false, attributes: [String] = [],
        typeName: String? = nil, isStored: Bool = false, complexity: Int = 1, maxNesting: Int = 0,
        locals: [String: LocalValue] = [:], initialValue: LocalValue? = nil, statements: [Statement] = [],
        events: [Event] = []
    ) {
        box = CopyOnWriteBox(
            Fields(
                name: name, kind: kind, line: line, endLine: endLine, isStatic: isStatic, attributes: attributes, typeName: typeName,
                isStored: isStored, complexity: complexity, maxNesting: maxNesting, locals: locals, initialValue: initialValue,
                statements: statements, events: events
            )
        )
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
}

/// What is known of a parameter, local variable or stored property value without type checking.
public struct LocalValue: Sendable, Hashable, CopyOnWrite {
    /// The fields, kept in one box shared by copies and copied on the first change (copy-on-write): copying
    /// the struct retained each of its strings and arrays, and the analysis copies these values often.
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var typeName: String?
        @usableFromInline var strings: [String]
        @usableFromInline var roots: [String]
        @usableFromInline var chain: [String]
        @usableFromInline var elements: [String] = []
        @usableFromInline var typeMembers: [String] = []
        @usableFromInline var isParameter = false
        @usableFromInline var parameterPosition: Int?
        @usableFromInline var calledChain: [String] = []
        @usableFromInline var isDecision = false
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// Declared type, or the type inferred from a literal, an initializer call or a cast.
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// String literals in the initial value, interpolations kept as `\(expr)`.
    @inlinable public var strings: [String] {
        get { box.fields.strings }
        _modify { makeUnique(); yield &box.fields.strings }
    }

    /// Other names the value is built from (`URLRequest(url: url)` → `url`), to follow one step further.
    @inlinable public var roots: [String] {
        get { box.fields.roots }
        _modify { makeUnique(); yield &box.fields.roots }
    }

    /// The reference chain the value is read from, when it is one (`(x as! AppDelegate).api` → `AppDelegate.api`),
    /// so an analysis can resolve its type through the codebase's declarations.
    @inlinable public var chain: [String] {
        get { box.fields.chain }
        _modify { makeUnique(); yield &box.fields.chain }
    }

    /// For an array of literals and names, its elements in order: a literal as written, a name as `\(name)`
    /// (`["repos", owner, "milestones"]` → `repos`, `\(owner)`, `milestones`), so a request's path components
    /// keep their places.
    @inlinable public var elements: [String] {
        get { box.fields.elements }
        _modify { makeUnique(); yield &box.fields.elements }
    }

    /// Members of types the value reads (`ImgurClient.hostpath + path` → `ImgurClient.hostpath`), so an endpoint
    /// can be followed into a base URL kept in a type's constant (see `ValueSummary.typeMembers`).
    @inlinable public var typeMembers: [String] {
        get { box.fields.typeMembers }
        _modify { makeUnique(); yield &box.fields.typeMembers }
    }

    /// A value chosen by a decision (`isMonthly ? "setup-intent" : "payment-intent"`): its literals are alternatives, not
    /// pieces of one text.
    @inlinable public var isDecision: Bool {
        get { box.fields.isDecision }
        _modify { makeUnique(); yield &box.fields.isDecision }
    }

    /// A parameter of the member (or of a closure in it): its value is the caller's.
    @inlinable public var isParameter: Bool {
        get { box.fields.isParameter }
        _modify { makeUnique(); yield &box.fields.isParameter }
    }

    /// For a parameter of the member itself, its place in the parameter list (0 for the first), so an analysis can
    /// read the caller's argument for it; `nil` for a closure's or a block's parameter and for any other local.
    @inlinable public var parameterPosition: Int? {
        get { box.fields.parameterPosition }
        _modify { makeUnique(); yield &box.fields.parameterPosition }
    }

    /// A closure's or a block's parameter, which no caller of the member hands.
    @inlinable public var isBlockParameter: Bool { isParameter && parameterPosition == nil }

    /// For a value returned by a call whose type does not show (`SharingHelper.shared.makeShareController(…)`), the called
    /// chain, so an analysis can read the return type the codebase declares for that method; also for a call under a
    /// written type (`let endpoint: ArtsyAPI = .auctionInfo(auctionID: id)` → `["", "auctionInfo"]`), which case it makes.
    @inlinable public var calledChain: [String] {
        get { box.fields.calledChain }
        _modify { makeUnique(); yield &box.fields.calledChain }
    }

    /// The last piece of a `chain` that reads an element of the sequence before it (`for button in buttons`).
    public static let elementMarker = "[]"

    public init(typeName: String? = nil, strings: [String] = [], roots: [String] = [], chain: [String] = []) {
        box = CopyOnWriteBox(Fields(typeName: typeName, strings: strings, roots: roots, chain: chain))
    }

}

/// One binding of a local name (see `Member.localBindings`).
public struct LocalBinding: Sendable, Hashable {
    /// The line the binding is made on; 0 for the name's first binding, which holds from the start of the body.
    public var line: Int
    public var value: LocalValue
}

/// A statement at any depth of a member body.
public struct Statement: Sendable, Hashable {
    public var line: Int
    public var endLine: Int
    /// The statement's first line, trimmed.
    public var text: String
    /// Index of the enclosing statement in `Member.statements`.
    public var parent: Int?

    public init(line: Int, endLine: Int, text: String, parent: Int?) {
        self.line = line
        self.endLine = endLine
        self.text = text
        self.parent = parent
    }
}

/// One expression argument (or an assigned value), summarised.
public struct ValueSummary: Sendable, Hashable, CopyOnWrite {
    /// The fields, kept in one box shared by copies and copied on the first change (copy-on-write): copying
    /// the struct retained each of its strings and arrays, and the analysis copies these values often.
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var label: String?
        @usableFromInline var text: String
        @usableFromInline var typeName: String?
        @usableFromInline var strings: [String]
        @usableFromInline var roots: [String]
        @usableFromInline var typeMembers: [String] = []
        @usableFromInline var hasInterpolation: Bool
        @usableFromInline var isConstant: Bool
        @usableFromInline var isDecision: Bool
        @usableFromInline var isClosure: Bool
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// The argument label; `nil` for an unlabelled argument.
    @inlinable public var label: String? {
        get { box.fields.label }
        _modify { makeUnique(); yield &box.fields.label }
    }

    /// The expression, trimmed and cut to a readable length; `{…}` for a closure.
    @inlinable public var text: String {
        get { box.fields.text }
        _modify { makeUnique(); yield &box.fields.text }
    }

    /// The type the expression evidently has (`Foo(…)`, `x as! Foo`, a local of known type).
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// String literals anywhere in the expression.
    @inlinable public var strings: [String] {
        get { box.fields.strings }
        _modify { makeUnique(); yield &box.fields.strings }
    }

    /// Names the expression reads (the first component of every reference chain).
    @inlinable public var roots: [String] {
        get { box.fields.roots }
        _modify { makeUnique(); yield &box.fields.roots }
    }

    /// Members read on a type, written as the chain (`Constants.API.baseURL`, `Self.host`): not roots, which are the
    /// values a member holds, but where a constant such as a base URL is kept.
    @inlinable public var typeMembers: [String] {
        get { box.fields.typeMembers }
        _modify { makeUnique(); yield &box.fields.typeMembers }
    }

    @inlinable public var hasInterpolation: Bool {
        get { box.fields.hasInterpolation }
        _modify { makeUnique(); yield &box.fields.hasInterpolation }
    }

    /// A literal, a `.member` constant, or `nil`: nothing computed.
    @inlinable public var isConstant: Bool {
        get { box.fields.isConstant }
        _modify { makeUnique(); yield &box.fields.isConstant }
    }

    /// A ternary or a comparison: a decision taken in the expression.
    @inlinable public var isDecision: Bool {
        get { box.fields.isDecision }
        _modify { makeUnique(); yield &box.fields.isDecision }
    }

    @inlinable public var isClosure: Bool {
        get { box.fields.isClosure }
        _modify { makeUnique(); yield &box.fields.isClosure }
    }

    public init(
        label: String? = nil, text: String, typeName: String? = nil, strings: [String] = [], roots: [String] = [],
        hasInterpolation: Bool = false, isConstant: Bool = false, isDecision: Bool = false, isClosure: Bool = false
    ) {
        box = CopyOnWriteBox(
            Fields(
                label: label, text: text, typeName: typeName, strings: strings, roots: roots, hasInterpolation: hasInterpolation,
                isConstant: isConstant, isDecision: isDecision, isClosure: isClosure
            )
        )
    }

}

/// Something a member does, in source order.
public struct Event: Sendable, Hashable, CopyOnWrite {
    public enum Kind: String, Sendable, Codable {
        /// `path` is the receiver chain plus the called name; a type's initializer ends in `init`.
        case call
        /// A reference chain on a type that is not called (`UIApplication.shared.delegate`).
        case access
        /// `path` is the target; `arguments[0]` the value; `operator` `=` or a compound one.
        case assignment
        /// `path` is the cast expression, `typeName` the target type, `isForced` for `as!`.
        case cast
        case forceUnwrap
        case forceTry
        /// `count` is the number of cases.
        case `switch`
    }

    /// The fields, kept in one box shared by copies and copied on the first change (copy-on-write): copying
    /// the struct retained each of its strings and arrays, and the analysis copies these values often.
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var kind: Kind
        @usableFromInline var path: [String]
        @usableFromInline var arguments: [ValueSummary]
        @usableFromInline var typeName: String?
        @usableFromInline var isForced: Bool
        @usableFromInline var count: Int
        @usableFromInline var `operator`: String?
        @usableFromInline var line: Int
        @usableFromInline var column: Int
        @usableFromInline var statement: Int?
        @usableFromInline var conditions: [String]
        @usableFromInline var enclosingCalls: [Int]
        @usableFromInline var closureDepth: Int
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    @inlinable public var kind: Kind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }

    @inlinable public var path: [String] {
        get { box.fields.path }
        _modify { makeUnique(); yield &box.fields.path }
    }

    @inlinable public var arguments: [ValueSummary] {
        get { box.fields.arguments }
        _modify { makeUnique(); yield &box.fields.arguments }
    }

    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    @inlinable public var isForced: Bool {
        get { box.fields.isForced }
        _modify { makeUnique(); yield &box.fields.isForced }
    }

    @inlinable public var count: Int {
        get { box.fields.count }
        _modify { makeUnique(); yield &box.fields.count }
    }

    @inlinable public var `operator`: String? {
        get { box.fields.`operator` }
        _modify { makeUnique(); yield &box.fields.`operator` }
    }

    @inlinable public var line: Int {
        get { box.fields.line }
        _modify { makeUnique(); yield &box.fields.line }
    }

    @inlinable public var column: Int {
        get { box.fields.column }
        _modify { makeUnique(); yield &box.fields.column }
    }

    /// Index into `Member.statements` of the innermost statement holding the event.
    @inlinable public var statement: Int? {
        get { box.fields.statement }
        _modify { makeUnique(); yield &box.fields.statement }
    }

    /// Branch conditions the event sits under, outermost first (`error != nil`).
    @inlinable public var conditions: [String] {
        get { box.fields.conditions }
        _modify { makeUnique(); yield &box.fields.conditions }
    }

    /// Indices (into `Member.events`) of the calls whose closure arguments enclose this event, outermost first.
    @inlinable public var enclosingCalls: [Int] {
        get { box.fields.enclosingCalls }
        _modify { makeUnique(); yield &box.fields.enclosingCalls }
    }

    /// How many escaping/completion closures enclose the event (collection callbacks such as `map` do not count).
    @inlinable public var closureDepth: Int {
        get { box.fields.closureDepth }
        _modify { makeUnique(); yield &box.fields.closureDepth }
    }

    public init(
        kind: Kind, path: [String], arguments: [ValueSummary] = [], typeName: String? = nil, isForced: Bool = false,
        count: Int = 0, operator: String? = nil, line: Int, column: Int, statement: Int? = nil,
        conditions: [String] = [], enclosingCalls: [Int] = [], closureDepth: Int = 0
    ) {
        box = CopyOnWriteBox(
            Fields(
                kind: kind, path: path, arguments: arguments, typeName: typeName, isForced: isForced, count: count,
                operator: `operator`, line: line, column: column, statement: statement, conditions: conditions,
                enclosingCalls: enclosingCalls, closureDepth: closureDepth
            )
        )
    }

    /// The last component: the called or assigned name.
    public var name: String { path.last ?? "" }
    /// Everything before the last component.
    public var receiver: ArraySlice<String> { path.dropLast() }
    /// `URLSession.shared.dataTask` as one string, without a leading `self.`. Built by hand: the standard
    /// library's `joined(separator:)` on a slice runs unspecialised, and detectors ask this of many events.
    public var symbol: String {
        let parts = unqualifiedPath
        guard parts.count > 1 else { return parts.first ?? "" }
        var result = parts[parts.startIndex]
        result.reserveCapacity(parts.reduce(parts.count - 1) { $0 + $1.utf8.count })
        for part in parts.dropFirst() {
            result.append(".")
            result.append(part)
        }
        return result
    }
    /// The path without a leading `self` (which a front end keeps, so an explicit `self.x` is not mistaken for a local `x`).
    public var unqualifiedPath: ArraySlice<String> {
        path.count > 1 && path.first == "self" ? path.dropFirst() : path[...]
    }
    public var labels: [String?] { arguments.map(\.label) }
}

extension String {
    /// Whether the name starts with an uppercase letter, as type names do. ASCII is decided without
    /// Unicode tables: this runs for nearly every name the analysis reads.
    public var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
        return first?.isUppercase ?? false
    }
}

/// The box a value type keeps its fields in, shared by its copies (see `CopyOnWrite`).
@usableFromInline
final class CopyOnWriteBox<Fields>: @unchecked Sendable {
    /// Unchecked: a box is changed only while one value holds it (`makeUnique`), and read-only once shared.
    @usableFromInline @exclusivity(unchecked) var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
}

/// A value type whose fields live in one box, copied on the first change (copy-on-write), as `Array` keeps its
/// elements. The model's values hold many strings and arrays, and the analysis copies them often: a copy retained
/// each one, where it now retains the box.
@usableFromInline
protocol CopyOnWrite {
    associatedtype Fields
    var box: CopyOnWriteBox<Fields> { get set }
}

extension CopyOnWrite {
    /// Gives the value a box of its own before a change, unless it already has one.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    }
}

extension LocalValue {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}

extension ValueSummary {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}

extension Event {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}
