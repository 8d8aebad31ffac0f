import StranglerAnalysis
import StranglerSources

/// A heuristic, and labelled as one wherever it is shown: the words of a described change ("add birthdays to the
/// calendar events") matched against member and type names split at camel case, both sides reduced to a simple
/// stem (plural and verb endings dropped), so "birthdays" finds `birthday` and "events" finds `loadEvents()`.
struct ChangePointMatcher {
    /// The words of the description that can match a name, stemmed, with the word as written.
    let words: [(stem: String, written: String)]

    init(description: String) {
        var seen: Set<String> = []
        var words: [(String, String)] = []
        for word in description.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map({ $0.lowercased() }) {
            guard word.count > 2, !Self.stopWords.contains(word) else { continue }
            let stem = Self.stem(word)
            if seen.insert(stem).inserted { words.append((stem, word)) }
        }
        self.words = words
    }

    /// Words that say what to do rather than where.
    static let stopWords: Set<String> = [
        "the", "and", "for", "with", "from", "into", "onto", "that", "this", "when", "then", "than", "them", "they", "their",
        "add", "adds", "adding", "remove", "change", "changes", "update", "fix", "make", "new", "should", "must", "can",
        "all", "each", "every", "some", "also", "our", "your", "its", "not", "but", "are", "was", "were", "has", "have",
        "show", "shows", "let", "allow", "support", "use", "user", "users",
    ]

    /// `birthdays` → `birthday`, `categories` → `category`, `loading` → `load`, `tapped` → `tap`, `events` → `event`.
    static func stem(_ word: String) -> String {
        var word = word.lowercased()
        func drop(_ suffix: String, add: String = "") -> Bool {
            guard word.hasSuffix(suffix), word.count - suffix.count >= 3 else { return false }
            word = String(word.dropLast(suffix.count)) + add
            return true
        }
        if drop("ies", add: "y") || drop("sses", add: "ss") || drop("ches", add: "ch") || drop("shes", add: "sh") || drop("xes", add: "x") {
        } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            _ = drop("s")
        } else if drop("ing") || drop("ed") {
            // `tapped` → `tapp` → `tap`: a doubled final consonant goes with the ending.
            if let last = word.last, word.count >= 4, word.dropLast().last == last, !"aeiouls".contains(last) { word.removeLast() }
        }
        return word
    }

    /// `loadCalendarEvents(for:)` → `load`, `calendar`, `events`, `for`; `URLSession` → `url`, `session`.
    static func nameWords(_ name: String) -> [String] {
        NameWords.split(name).map { $0.lowercased() }
    }

    /// The words of the description a name holds, as written in the description.
    func matches(_ name: String) -> [String] {
        let stems = Set(Self.nameWords(name).map(Self.stem))
        return words.filter { stems.contains($0.stem) }.map(\.written)
    }

    /// Members of the type, then other types of the codebase, best match first.
    func changePoints(type: String, members: [Member], file: String, index: ProjectIndex) -> [ChangePoint] {
        var result: [ChangePoint] = []
        var seen: Set<String> = []
        for member in members where member.kind != .type && seen.insert(member.name).inserted {
            let matched = matches(member.name)
            guard !matched.isEmpty else { continue }
            result.append(ChangePoint(kind: "member", name: member.name, file: file, line: member.line, matchedWords: matched, reason: reason(matched)))
        }
        var types: [ChangePoint] = []
        for (name, decls) in index.declarations where name != type && ProjectIndex.isTypeName(name) {
            guard let decl = decls.first(where: { $0.kind != .extension }) else { continue }
            let matched = matches(name)
            guard !matched.isEmpty else { continue }
            types.append(ChangePoint(kind: "type", name: name, file: decl.file, line: decl.line, matchedWords: matched, reason: reason(matched)))
        }
        // "delete all history" on `HistoryViewController`: 'history' is in nearly every name around the screen, so a
        // name with the description's other words (`performDeleteAll()`) comes before one with the type's own.
        let own = Set(Self.nameWords(type).map(Self.stem))
        let telling = { (point: ChangePoint) in point.matchedWords.count { !own.contains(Self.stem($0)) } }
        let ranked = { (lhs: ChangePoint, rhs: ChangePoint) in
            (-telling(lhs), -lhs.matchedWords.count, lhs.file, lhs.line, lhs.name)
                < (-telling(rhs), -rhs.matchedWords.count, rhs.file, rhs.line, rhs.name)
        }
        return result.sorted(by: ranked) + types.sorted(by: ranked).prefix(Self.maxTypes)
    }

    /// Other types are listed only up to this many: the type's own members come first.
    static let maxTypes = 10

    private func reason(_ matched: [String]) -> String {
        "its name has " + matched.map { "'\($0)'" }.joined(separator: ", ")
    }
}
