/// Temporal coupling as code-maat computes it: entities that change in the same commits.
///
/// For two entities A and B, `degree = shared revisions / average(revisions of A, revisions of B)`, in percent.
/// A pair is kept when its average revisions, its shared revisions and its degree reach the thresholds;
/// changesets larger than `maxChangesetSize` are left out (a mass rename or reformat couples nothing).
/// The defaults are code-maat's: 5, 5, 30 %, 30.
public enum TemporalCoupling {
    public struct Thresholds: Sendable, Equatable {
        public var minRevisions: Int
        public var minSharedRevisions: Int
        public var minDegree: Int
        public var maxChangesetSize: Int

        public init(minRevisions: Int = 5, minSharedRevisions: Int = 5, minDegree: Int = 30, maxChangesetSize: Int = 30) {
            self.minRevisions = minRevisions
            self.minSharedRevisions = minSharedRevisions
            self.minDegree = minDegree
            self.maxChangesetSize = maxChangesetSize
        }
    }

    public struct Pair: Sendable, Hashable {
        public var first: String
        public var second: String
        /// Percent, rounded down to a whole number as code-maat prints it.
        public var degree: Int
        /// The average of the two entities' revisions.
        public var averageRevisions: Int
        public var sharedRevisions: Int
    }

    /// Pairs above the thresholds, strongest first (then by name), `first < second` in each.
    public static func pairs(changesets: [Set<String>], thresholds: Thresholds = Thresholds()) -> [Pair] {
        var revisions: [String: Int] = [:]
        var shared: [PairKey: Int] = [:]
        for changeset in changesets where changeset.count <= thresholds.maxChangesetSize {
            let entities = changeset.sorted()
            for (position, entity) in entities.enumerated() {
                revisions[entity, default: 0] += 1
                for other in entities[(position + 1)...] { shared[PairKey(first: entity, second: other), default: 0] += 1 }
            }
        }
        var result: [Pair] = []
        for (key, count) in shared where count >= thresholds.minSharedRevisions {
            let average = Double(revisions[key.first, default: 0] + revisions[key.second, default: 0]) / 2
            guard average >= Double(thresholds.minRevisions) else { continue }
            let degree = Int((Double(count) / average * 100).rounded(.down))
            guard degree >= thresholds.minDegree else { continue }
            result.append(Pair(first: key.first, second: key.second, degree: degree, averageRevisions: Int(average.rounded()), sharedRevisions: count))
        }
        return result.sorted { ($1.degree, $0.first, $0.second) < ($0.degree, $1.first, $1.second) }
    }

    private struct PairKey: Hashable {
        var first: String
        var second: String
    }
}
