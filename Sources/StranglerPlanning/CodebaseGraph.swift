import StranglerAnalysis
import StranglerConfiguration
import StranglerSources

/// Who references whom across a codebase, at the level of screens and types, and which test files mention
/// each type: the isolation and safety-net factors of a plan.
///
/// A type references another when it inherits from it, declares a property, parameter or local of its type,
/// calls it, casts to it or passes one, or when a storyboard draws a segue from its scene to the other's (shown,
/// presented, embedded, or a tab of a tab bar controller): replacing either screen means rewiring that segue.
/// A screen's declaration and extensions count as one entity; every other top-level type is its own. Test files are kept apart: they do not make a screen less isolated, they make
/// it better understood.
public struct CodebaseGraph: Sendable {
    /// Entities each screen or type references (other than itself), sorted.
    public private(set) var references: [String: [String]] = [:]
    /// Entities that reference each screen or type, sorted.
    public private(set) var referencedBy: [String: [String]] = [:]
    /// Test files, sorted.
    public private(set) var testFiles: [String] = []
    private var testMentions: [String: Set<String>] = [:]

    public init(units: [SourceUnit], storyboards: [Storyboard] = [], testPaths: [String] = PlanSettings.defaultTestPaths) {
        let matched = Analyzer.testFiles(units, testPaths)
        let code = units.filter { !matched.contains($0.path) }
        let tests = units.filter { matched.contains($0.path) }
        var known: Set<String> = []
        // Declared types only: `extension String` does not make `String` one of the codebase's types.
        for unit in code { for decl in unit.types where decl.kind != .extension { known.insert(Self.topLevel(decl.name)) } }
        var edges: [String: Set<String>] = [:]
        for unit in code {
            for decl in unit.types {
                let owner = Self.topLevel(decl.name)
                var names: Set<String> = []
                for inherited in decl.inherited { Self.collect(inherited, into: &names) }
                for member in decl.members { Self.collect(member, into: &names) }
                for name in names where name != owner && known.contains(name) {
                    edges[owner, default: []].insert(name)
                }
            }
        }
        for transition in StoryboardIndex(storyboards).transitions() {
            let (source, destination) = (Self.topLevel(transition.source), Self.topLevel(transition.destination))
            guard source != destination, known.contains(source), known.contains(destination) else { continue }
            edges[source, default: []].insert(destination)
        }
        var incoming: [String: Set<String>] = [:]
        for (from, targets) in edges {
            for target in targets { incoming[target, default: []].insert(from) }
        }
        references = edges.mapValues { $0.sorted() }
        referencedBy = incoming.mapValues { $0.sorted() }
        testFiles = tests.map(\.path).sorted()
        for unit in tests {
            for word in Self.identifiers(in: unit.text) where known.contains(word) {
                testMentions[word, default: []].insert(unit.path)
            }
        }
    }

    /// The test files that mention any of these type names, sorted.
    public func tests(mentioning names: [String]) -> [String] {
        var files: Set<String> = []
        for name in names { files.formUnion(testMentions[name] ?? []) }
        return files.sorted()
    }

    /// `Outer.Inner` → `Outer`.
    static func topLevel(_ name: String) -> String {
        name.split(separator: ".").first.map(String.init) ?? name
    }

    private static func collect(_ member: Member, into names: inout Set<String>) {
        if let type = member.typeName { collect(type, into: &names) }
        if let type = member.initialValue?.typeName { collect(type, into: &names) }
        for value in member.locals.values {
            if let type = value.typeName { collect(type, into: &names) }
        }
        for event in member.events {
            for component in event.path where component.startsUppercase { names.insert(component) }
            if let type = event.typeName { collect(type, into: &names) }
            for argument in event.arguments {
                if let type = argument.typeName { collect(type, into: &names) }
            }
        }
    }

    /// Every capitalised identifier in a written type: `[CartItem]?` → `CartItem`; `(A & B)?` → `A`, `B`.
    private static func collect(_ written: String, into names: inout Set<String>) {
        for word in identifiers(in: written) where word.startsUppercase { names.insert(word) }
    }

    /// The identifiers of a text, split at every character that cannot be part of one.
    static func identifiers(in text: String) -> Set<String> {
        var result: Set<String> = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            let isIdentifier = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
            if isIdentifier {
                current.append(byte)
            } else if !current.isEmpty {
                result.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)) }
        return result
    }
}
