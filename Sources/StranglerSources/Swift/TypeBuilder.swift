/// A type or extension `SwiftUnitBuilder` is inside: it gathers the members and cases the walk meets until it leaves.
final class TypeBuilder {
    let name: String
    /// The name the types declared inside go under: the qualified name of a type, and the whole written name of the type an
    /// extension extends (`extension FollowerListViewModel.State { class Loading … }` declares
    /// `FollowerListViewModel.State.Loading`), though the extension goes by its last component.
    var nestingName: String
    let kind: TypeDecl.Kind
    let inherited: [String]
    let line: Int
    let endLine: Int
    var members: [Member] = []
    var cases: [String] = []
    var caseRawValues: [String: String] = [:]
    var caseValueTypes: [String] = []
    let genericParameters: [String]

    init(name: String, kind: TypeDecl.Kind, inherited: [String], line: Int, endLine: Int, genericParameters: [String] = []) {
        self.name = name
        self.nestingName = name
        self.kind = kind
        self.inherited = inherited
        self.line = line
        self.endLine = endLine
        self.genericParameters = genericParameters
    }
}
