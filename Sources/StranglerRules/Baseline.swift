import Foundation

/// Findings a team has accepted for now, matched by relative path, rule id and the offending line's text
/// (trimmed), never by line number: edits above a finding do not break the match, and each entry
/// accepts one finding, so a second copy of the same line is new.
public struct Baseline: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var path: String
        public var rule: String
        public var source: String

        public init(path: String, rule: String, source: String) {
            self.path = path
            self.rule = rule
            self.source = source
        }

        init(_ finding: Finding) {
            self.init(path: finding.path, rule: finding.ruleID, source: finding.lineText.trimmingCharacters(in: .whitespaces))
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.path, lhs.rule, lhs.source) < (rhs.path, rhs.rule, rhs.source) }
    }

    /// What a baseline leaves of a run.
    public struct Outcome: Sendable, Equatable {
        /// Findings the baseline does not hold: the ones that count.
        public var new: [Finding]
        /// Entries that matched a finding: what `--update-baseline` keeps.
        public var matched: [Entry]
        /// Entries no finding matched any more: fixed.
        public var fixed: [Entry]
    }

    public var version: Int
    public var entries: [Entry]

    public init(findings: [Finding]) {
        self.init(entries: findings.map(Entry.init))
    }

    public init(entries: [Entry]) {
        version = Self.currentVersion
        self.entries = entries.sorted()
    }

    public func apply(to findings: [Finding]) -> Outcome {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var new: [Finding] = []
        var matched: [Entry] = []
        for finding in findings {
            let entry = Entry(finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                matched.append(entry)
            } else {
                new.append(finding)
            }
        }
        let fixed = remaining.sorted { $0.key < $1.key }.flatMap { Array(repeating: $0.key, count: $0.value) }
        return Outcome(new: new, matched: matched.sorted(), fixed: fixed)
    }

    /// Sorted, pretty JSON: a baseline is reviewed in pull requests.
    public func rendered() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    public static func read(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RulesError.baselineUnreadable(path, reason: FileManager.default.fileExists(atPath: path) ? "it is not readable" : "it does not exist")
        }
        return try parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) throws -> Baseline {
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
            throw RulesError.notABaseline(path)
        }
        guard baseline.version == currentVersion else {
            throw RulesError.baselineUnreadable(path, reason: "version \(baseline.version) is not supported (expected \(currentVersion))")
        }
        return baseline
    }

    /// Whether a file holds a Strangler baseline (so `--write-baseline` may replace it without `--force`), or does not exist.
    public static func mayReplace(path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return !FileManager.default.fileExists(atPath: path) }
        return (try? parse(data, path: path)) != nil
    }
}
