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

    /// The language of a file by its path's extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
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

    public init(
        path: String, language: SourceLanguage, lineCount: Int, imports: [String], types: [TypeDecl], functions: [Member] = [],
        importLines: [ImportLine] = [], suppressions: [SuppressionComment] = [], text: String = ""
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

    public init(module: String, line: Int, column: Int) {
        self.module = module
        self.line = line
        self.column = column
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

    public init(name: String, kind: Kind, inherited: [String], file: String, line: Int, endLine: Int, members: [Member]) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.file = file
        self.line = line
        self.endLine = endLine
        self.members = members
    }

    public var lineSpan: Int { endLine - line + 1 }
}

/// A method, property, initializer, subscript or nested type of a `TypeDecl`.
public struct Member: Sendable {
    public enum Kind: String, Sendable, Codable {
        case method, property, initializer, deinitializer, `subscript`, type
    }

    /// `loadProduct()`, `tableView(_:cellForRowAt:)`, `init(coder:)`, `price`.
    public var name: String
    public var kind: Kind
    public var line: Int
    public var endLine: Int
    public var isStatic: Bool
    /// Attributes and property wrappers without `@` (`IBOutlet`, `IBAction`, `State`, `objc`), and the modifiers
    /// `override`, `lazy`, `weak`, `unowned`, `private`, `fileprivate`, and `let` for a constant property.
    public var attributes: [String]
    /// Declared or inferred type of a property, or return type of a method.
    public var typeName: String?
    /// A stored property (no accessors, or only observers).
    public var isStored: Bool
    /// Cyclomatic complexity counted the way lizard counts this language.
    public var complexity: Int
    /// Deepest nesting of control-flow blocks and closures.
    public var maxNesting: Int
    /// Parameters, local variables and bindings with what is known of them.
    public var locals: [String: LocalValue]
    /// The initial value of a stored property, or the one expression a computed property returns (`var path: String { "/me" }`).
    public var initialValue: LocalValue?
    /// What a computed property returns for each case of its own enum, when its getter is a `switch self` whose cases
    /// return a literal or a constant, keyed by case name (`default` for the default): a Moya `TargetType`'s
    /// `path` (`case .user(let name): return "/users/\(name)"`) and `method`.
    public var caseValues: [String: LocalValue] = [:]
    public var statements: [Statement]
    public var events: [Event]

    public init(
        name: String, kind: Kind, line: Int, endLine: Int, isStatic: Bool = false, attributes: [String] = [],
        typeName: String? = nil, isStored: Bool = false, complexity: Int = 1, maxNesting: Int = 0,
        locals: [String: LocalValue] = [:], initialValue: LocalValue? = nil, statements: [Statement] = [],
        events: [Event] = []
    ) {
        self.name = name
        self.kind = kind
        self.line = line
        self.endLine = endLine
        self.isStatic = isStatic
        self.attributes = attributes
        self.typeName = typeName
        self.isStored = isStored
        self.complexity = complexity
        self.maxNesting = maxNesting
        self.locals = locals
        self.initialValue = initialValue
        self.statements = statements
        self.events = events
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
}

/// What is known of a parameter, local variable or stored property value without type checking.
public struct LocalValue: Sendable, Hashable {
    /// Declared type, or the type inferred from a literal, an initializer call or a cast.
    public var typeName: String?
    /// String literals in the initial value, interpolations kept as `\(expr)`.
    public var strings: [String]
    /// Other names the value is built from (`URLRequest(url: url)` → `url`), to follow one step further.
    public var roots: [String]
    /// The reference chain the value is read from, when it is one (`(x as! AppDelegate).api` → `AppDelegate.api`),
    /// so an analysis can resolve its type through the codebase's declarations.
    public var chain: [String]
    /// For an array of literals and names, its elements in order: a literal as written, a name as `\(name)`
    /// (`["repos", owner, "milestones"]` → `repos`, `\(owner)`, `milestones`), so a request's path components
    /// keep their places.
    public var elements: [String] = []
    /// Members of types the value reads (`ImgurClient.hostpath + path` → `ImgurClient.hostpath`), so an endpoint
    /// can be followed into a base URL kept in a type's constant (see `ValueSummary.typeMembers`).
    public var typeMembers: [String] = []
    /// A parameter of the member (or of a closure in it): its value is the caller's.
    public var isParameter = false
    /// For a value returned by a call whose type does not show (`SharingHelper.shared.makeShareController(…)`), the called
    /// chain, so an analysis can read the return type the codebase declares for that method.
    public var calledChain: [String] = []

    public init(typeName: String? = nil, strings: [String] = [], roots: [String] = [], chain: [String] = []) {
        self.typeName = typeName
        self.strings = strings
        self.roots = roots
        self.chain = chain
    }
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
public struct ValueSummary: Sendable, Hashable {
    /// The argument label; `nil` for an unlabelled argument.
    public var label: String?
    /// The expression, trimmed and cut to a readable length; `{…}` for a closure.
    public var text: String
    /// The type the expression evidently has (`Foo(…)`, `x as! Foo`, a local of known type).
    public var typeName: String?
    /// String literals anywhere in the expression.
    public var strings: [String]
    /// Names the expression reads (the first component of every reference chain).
    public var roots: [String]
    /// Members read on a type, written as the chain (`Constants.API.baseURL`, `Self.host`): not roots, which are the
    /// values a member holds, but where a constant such as a base URL is kept.
    public var typeMembers: [String] = []
    public var hasInterpolation: Bool
    /// A literal, a `.member` constant, or `nil`: nothing computed.
    public var isConstant: Bool
    /// A ternary or a comparison: a decision taken in the expression.
    public var isDecision: Bool
    public var isClosure: Bool

    public init(
        label: String? = nil, text: String, typeName: String? = nil, strings: [String] = [], roots: [String] = [],
        hasInterpolation: Bool = false, isConstant: Bool = false, isDecision: Bool = false, isClosure: Bool = false
    ) {
        self.label = label
        self.text = text
        self.typeName = typeName
        self.strings = strings
        self.roots = roots
        self.hasInterpolation = hasInterpolation
        self.isConstant = isConstant
        self.isDecision = isDecision
        self.isClosure = isClosure
    }
}

/// Something a member does, in source order.
public struct Event: Sendable, Hashable {
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

    public var kind: Kind
    public var path: [String]
    public var arguments: [ValueSummary]
    public var typeName: String?
    public var isForced: Bool
    public var count: Int
    public var `operator`: String?
    public var line: Int
    public var column: Int
    /// Index into `Member.statements` of the innermost statement holding the event.
    public var statement: Int?
    /// Branch conditions the event sits under, outermost first (`error != nil`).
    public var conditions: [String]
    /// Indices (into `Member.events`) of the calls whose closure arguments enclose this event, outermost first.
    public var enclosingCalls: [Int]
    /// How many escaping/completion closures enclose the event (collection callbacks such as `map` do not count).
    public var closureDepth: Int

    public init(
        kind: Kind, path: [String], arguments: [ValueSummary] = [], typeName: String? = nil, isForced: Bool = false,
        count: Int = 0, operator: String? = nil, line: Int, column: Int, statement: Int? = nil,
        conditions: [String] = [], enclosingCalls: [Int] = [], closureDepth: Int = 0
    ) {
        self.kind = kind
        self.path = path
        self.arguments = arguments
        self.typeName = typeName
        self.isForced = isForced
        self.count = count
        self.operator = `operator`
        self.line = line
        self.column = column
        self.statement = statement
        self.conditions = conditions
        self.enclosingCalls = enclosingCalls
        self.closureDepth = closureDepth
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
