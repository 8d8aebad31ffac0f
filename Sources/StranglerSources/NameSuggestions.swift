/// The names a mistyped one probably meant, for "did you mean …?" in one-line errors: same letters in another
/// case, a prefix, a part of the name, or a few typing mistakes away (`ProductViewControler`).
public enum NameSuggestions {
    /// The one name a "did you mean" offers: the closest of `candidates`, if any is close.
    public static func suggestion(for name: String, in candidates: some Sequence<String>) -> String? {
        closest(to: name, in: candidates, limit: 1).first
    }

    /// The one shape of every command's unknown-name error: `no screen named 'X' was found: did you mean 'Y'?`, or,
    /// with nothing close, `no screen named 'X' was found; ` and what to do (`otherwise`).
    public static func notFound(_ what: String, named name: String, suggestion: String?, otherwise: String) -> String {
        "no \(what) named '\(name)' was found" + (suggestion.map { ": did you mean '\($0)'?" } ?? "; " + otherwise)
    }

    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let lowered = name.lowercased()
        guard !lowered.isEmpty else { return [] }
        let allowed = max(2, lowered.count / 5)
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            let other = candidate.lowercased()
            if other == lowered { return (0, candidate) }
            let distance = editDistance(lowered, other, atMost: allowed)
            if distance <= allowed { return (distance, candidate) }
            // A part of the name comes after every near miss, the closest in length first.
            if other.contains(lowered) || lowered.contains(other) { return (allowed + 1 + abs(other.count - lowered.count), candidate) }
            return nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance, or `atMost + 1` as soon as it must exceed `atMost`.
    static func editDistance(_ a: String, _ b: String, atMost: Int) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if abs(a.count - b.count) > atMost { return atMost + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > atMost { return atMost + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
