import Foundation

/// The migration priority of a legacy screen, from 0 to 100: the method's "frequently changed, bug-prone,
/// well understood and isolated", plus the complexity that makes a screen worth the work.
///
/// `score = 100 × Σ weight × factor ÷ Σ weights present`, each factor between 0 and 1 and relative to the
/// legacy screen that has the most of it:
/// - change (0.30): commits that touched the screen ÷ the most commits;
/// - bugs (0.25): bug-fix commits ÷ the most;
/// - complexity (0.20): ½ total cyclomatic complexity ÷ the most + ¼ lines ÷ the most + ¼ smells ÷ the most;
/// - isolation (0.15): 1 − (types and screens it references, is referenced by or changes with) ÷ the most;
/// - tests (0.10): 1 when a test file mentions the screen or its scene, else 0.
/// Without a git history, change and bugs are absent and the other weights share the 100 points.
public enum PriorityScore {
    public enum Factor: String, Codable, Sendable, CaseIterable {
        case change, bugs, complexity, isolation, tests

        public var weight: Double {
            switch self {
            case .change: 0.30
            case .bugs: 0.25
            case .complexity: 0.20
            case .isolation: 0.15
            case .tests: 0.10
            }
        }

        /// Whether the factor comes from git history.
        public var needsHistory: Bool { self == .change || self == .bugs }
    }

    public static let formula = "score = 100 × (0.30·change + 0.25·bugs + 0.20·complexity + 0.15·isolation + 0.10·tests) ÷ (sum of the weights present)"

    /// One factor of one screen: its value (0…1), the points it gives, and the facts behind it.
    public struct Term: Codable, Sendable, Equatable {
        public var factor: Factor
        public var weight: Double
        public var value: Double
        public var points: Double
        public var detail: String
    }

    /// What a screen brings to the score, before it is compared with the others.
    public struct Inputs: Sendable, Equatable {
        public var revisions: Int?
        public var bugFixes: Int?
        public var totalComplexity: Int
        public var lines: Int
        public var smells: Int
        public var dependencies: Int
        public var tested: Bool
    }

    /// The terms and score of every screen, in the order given.
    public static func score(_ inputs: [Inputs]) -> [(score: Double, terms: [Term])] {
        func most(_ key: (Inputs) -> Int) -> Int { inputs.map(key).max() ?? 0 }
        let maxRevisions = most { $0.revisions ?? 0 }, maxFixes = most { $0.bugFixes ?? 0 }
        let maxComplexity = most(\.totalComplexity), maxLines = most(\.lines), maxSmells = most(\.smells)
        let maxDependencies = most(\.dependencies)
        func ratio(_ value: Int, _ max: Int) -> Double { max == 0 ? 0 : Double(value) / Double(max) }
        return inputs.map { input in
            var terms: [Term] = []
            func add(_ factor: Factor, _ value: Double, _ detail: String) {
                let value = (value * 100).rounded() / 100
                terms.append(Term(factor: factor, weight: factor.weight, value: value, points: 0, detail: detail))
            }
            if let revisions = input.revisions, let fixes = input.bugFixes {
                add(.change, ratio(revisions, maxRevisions), "\(revisions) of the most \(maxRevisions) commits")
                add(.bugs, ratio(fixes, maxFixes), "\(fixes) of the most \(maxFixes) bug fixes")
            }
            let complexity = 0.5 * ratio(input.totalComplexity, maxComplexity) + 0.25 * ratio(input.lines, maxLines)
                + 0.25 * ratio(input.smells, maxSmells)
            add(.complexity, complexity, "total complexity \(input.totalComplexity) of \(maxComplexity), \(input.lines) lines of \(maxLines), \(input.smells) smells of \(maxSmells)")
            add(.isolation, maxDependencies == 0 ? 1 : 1 - ratio(input.dependencies, maxDependencies), "\(input.dependencies) dependencies of the most \(maxDependencies)")
            add(.tests, input.tested ? 1 : 0, input.tested ? "tests mention it" : "no test mentions it")
            let totalWeight = terms.reduce(0) { $0 + $1.weight }
            for index in terms.indices {
                terms[index].points = (100 * terms[index].weight * terms[index].value / totalWeight * 10).rounded() / 10
            }
            let score = terms.reduce(0) { $0 + 100 * $1.weight * $1.value } / totalWeight
            return ((score * 10).rounded() / 10, terms)
        }
    }
}
