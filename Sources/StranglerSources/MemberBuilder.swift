/// Builds one `Member` while a front end walks its body: the statement, condition and closure
/// stacks that every event is tagged with, locals, complexity and nesting. Shared by front ends.
///
/// Every stored property is `@exclusivity(unchecked)`: a builder belongs to one walk on one thread and no two accesses
/// to it overlap, while the run-time checks of a class's properties would run on every access.
final class MemberBuilder {
    /// Identifies the declaration that opened the member, so the front end closes the right one. A plain
    /// integer: comparing `AnyHashable`s costs a dynamic cast for every declaration and call of a body.
    let id: Int
    @exclusivity(unchecked) var member: Member
    @exclusivity(unchecked) private(set) var locals: [String: LocalValue] = [:]
    /// The bindings of names bound more than once (see `Member.localBindings`).
    @exclusivity(unchecked) private var bindings: [String: [LocalBinding]] = [:]
    @exclusivity(unchecked) var complexity = 1
    /// Depth of functions nested in the member, and of string literals: complexity is not counted inside either.
    @exclusivity(unchecked) var nestedFunctions = 0
    @exclusivity(unchecked) var stringLiterals = 0
    /// Call event index by the front end's node identity, to attach closures to the call that owns them.
    @exclusivity(unchecked) var callIndexByNode: [Int: Int] = [:]

    @exclusivity(unchecked) private var events: [Event] = []
    @exclusivity(unchecked) private var statements: [Statement] = []
    @exclusivity(unchecked) private var statementStack: [Int] = []
    @exclusivity(unchecked) private var conditions: [String] = []
    @exclusivity(unchecked) private var blocks: [(conditionCount: Int, deeper: Bool)] = []
    @exclusivity(unchecked) private var closures: [(call: Int?, counts: Bool)] = [] {
        didSet {
            // Shared by every event until the next closure boundary, instead of rebuilt per event.
            enclosingCalls = closures.compactMap(\.call)
            closureDepth = closures.reduce(0) { $0 + ($1.counts ? 1 : 0) }
        }
    }
    @exclusivity(unchecked) private var enclosingCalls: [Int] = []
    @exclusivity(unchecked) private var closureDepth = 0
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var maxDepth = 0

    init(id: Int, member: Member) {
        self.id = id
        self.member = member
    }

    var currentStatement: Int? { statementStack.last }

    func pushStatement(_ statement: Statement) {
        statements.append(statement)
        statementStack.append(statements.count - 1)
    }

    func popStatement() {
        if !statementStack.isEmpty { statementStack.removeLast() }
    }

    /// Consuming: the event is moved into the list, not copied (with each of its arrays retained) on the way.
    @discardableResult
    func add(_ event: consuming Event) -> Int {
        event.statement = statementStack.last
        event.conditions = conditions
        event.enclosingCalls = enclosingCalls
        event.closureDepth = closureDepth
        events.append(consume event)
        return events.count - 1
    }

    /// The index of the event added last.
    var lastEventIndex: Int { events.count - 1 }

    /// The symbol of an event recorded so far (`api.fetch`).
    func symbol(ofEvent index: Int) -> String { events[index].symbol }

    /// Completes an event added before its arguments were read (a call whose arguments hold closures).
    func updateEvent(_ index: Int, _ change: (inout Event) -> Void) {
        guard events.indices.contains(index) else { return }
        change(&events[index])
    }

    func enterBlock(conditions newConditions: [String], deeper: Bool) {
        conditions.append(contentsOf: newConditions)
        blocks.append((newConditions.count, deeper))
        if deeper { enterNesting() }
    }

    func leaveBlock() {
        guard let block = blocks.popLast() else { return }
        conditions.removeLast(block.conditionCount)
        if block.deeper { depth -= 1 }
    }

    /// A closure passed to `call`; `condition` is what holds when it runs, if its label says (see `Callbacks.failureCondition`).
    func enterClosure(ownedBy call: Int?, condition: String? = nil) {
        let counts = call.map { !Callbacks.isCollection(events[$0].name) } ?? false
        closures.append((call, counts))
        conditions.append(contentsOf: condition.map { [$0] } ?? [])
        blocks.append((condition == nil ? 0 : 1, false))
        enterNesting()
    }

    func leaveClosure() {
        guard closures.popLast() != nil else { return }
        if let block = blocks.popLast() { conditions.removeLast(block.conditionCount) }
        depth -= 1
    }

    /// A condition that holds for the rest of the current block: after `guard x else { return }`,
    /// or after `if error != nil { …; return }`.
    func addContinuation(_ condition: String) {
        guard !blocks.isEmpty else { return }
        conditions.append(condition)
        blocks[blocks.count - 1].conditionCount += 1
    }

    private func enterNesting() {
        depth += 1
        maxDepth = max(maxDepth, depth)
    }

    /// Binds a parameter; `position` is its place in the member's own parameter list (none for a block's or a closure's).
    func addParameter(name: String, typeName: String?, position: Int? = nil) {
        guard name != "_" else { return }
        declare(name, Self.parameter(typeName: typeName, position: position), line: 0)
    }

    private static func parameter(typeName: String?, position: Int?) -> LocalValue {
        var value = LocalValue(typeName: typeName)
        value.isParameter = true
        value.parameterPosition = position
        return value
    }

    /// Binds a block's parameters from the block's first line to its last (`^(NSURL *downloadURL, …) { … }`): the code
    /// inside reads them, and a local of the same name the method bound before holds again after the block (see
    /// `Member.local(_:at:)`). The block's body is read in `body`.
    func withBlockParameters(_ parameters: [(name: String, typeName: String?)], from line: Int, to endLine: () -> Int, body: () -> Void) {
        var outer: [(String, LocalValue)] = []
        for (name, typeName) in parameters where name != "_" {
            if let earlier = locals[name] { outer.append((name, earlier)) }
            declare(name, Self.parameter(typeName: typeName, position: nil), line: line)
        }
        body()
        guard !outer.isEmpty else { return }
        let end = endLine()
        for (name, value) in outer { declare(name, value, line: end) }
    }

    /// Binds a local name on a line. A name bound again with another value keeps each binding, so the code between
    /// two bindings reads the first (see `Member.local(_:at:)`). The line is worked out only for a name bound again.
    func declare(_ name: String, _ value: LocalValue, line: @autoclosure () -> Int) {
        if let earlier = locals.updateValue(value, forKey: name), earlier != value {
            bindings[name, default: [LocalBinding(line: 0, value: earlier)]].append(LocalBinding(line: line(), value: value))
        }
    }

    /// Gives the current binding of a name the type an assignment shows (`x = Foo()` after `var x`).
    func refine(_ name: String, typeName: String) {
        guard var local = locals[name], local.typeName == nil else { return }
        local.typeName = typeName
        locals[name] = local
        if let last = bindings[name]?.indices.last { bindings[name]?[last].value = local }
    }

    func finish() -> Member {
        var result = member
        result.complexity = complexity
        result.maxNesting = maxDepth
        result.locals = locals
        if !bindings.isEmpty { result.localBindings = bindings }
        result.statements = statements
        result.events = events
        return result
    }
}

/// Which closures are callbacks: a closure given to a collection operation runs in place and is not
/// a level of a callback pyramid.
public enum Callbacks {
    public static let collection: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "reduce", "forEach", "sorted", "sort", "first", "firstIndex",
        "last", "lastIndex", "contains", "allSatisfy", "min", "max", "removeAll", "partition", "drop", "prefix",
        "split", "mapValues", "compactMapValues", "lazy", "enumerateObjects", "enumerateKeysAndObjects",
        "sortedArrayUsingComparator", "sortUsingComparator", "indexOfObjectPassingTest", "withUnsafeBytes",
        "withUnsafeMutableBytes", "withUnsafeBufferPointer", "withLock", "sync",
    ]

    public static func isCollection(_ name: String) -> Bool { collection.contains(name) }

    /// The labels of a callback that runs when the call fails (`failure: { error in … }`, Objective-C's `failure:^(NSError *e){ … }`).
    static let failureLabels: Set<String> = [
        "failure", "onFailure", "failureHandler", "failureBlock", "failed", "onError", "error", "errorHandler", "errorBlock",
        "errorCallback", "failureCallback", "onFail",
    ]

    /// What holds inside a failure callback of `call`: `api.fetch failed`, so what it shows or where it goes says it is
    /// the error path.
    static func failureCondition(label: String?, call: String) -> String? {
        guard let label, failureLabels.contains(label), !call.isEmpty else { return nil }
        return call + " failed"
    }
}
