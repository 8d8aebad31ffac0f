/// A member of another codebase type that a member calls.
struct Callee: Hashable, Sendable {
    var type: String
    var member: String
}
