/// A unified diff of two texts, in the format `diff -u` and `git diff` print (three lines of context, hunks
/// headed `@@ -start,count +start,count @@`), over the standard library's `CollectionDifference`.
public enum UnifiedDiff {
    /// The diff, headed `--- a/PATH` / `+++ b/PATH` as git prints it; `""` when the texts are equal.
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        let hunks = self.hunks(old: old, new: new, context: context)
        guard !hunks.isEmpty else { return "" }
        return "--- a/\(path)\n+++ b/\(path)\n" + hunks
    }

    /// Only the hunks, without the file header.
    public static func hunks(old: String, new: String, context: Int = 3) -> String {
        let before = Lines(old), after = Lines(new)
        let ops = operations(before.keys, after.keys)
        let changed = ops.indices.filter { ops[$0].kind != .equal }
        guard !changed.isEmpty else { return "" }
        // Changes closer than twice the context share a hunk, as in diff -u.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        var out = ""
        for group in groups {
            let range = max(0, group.lowerBound - context)...min(ops.count - 1, group.upperBound + context)
            let slice = ops[range]
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            let oldStart = slice.first { $0.kind != .insert }.map { $0.old + 1 } ?? (ops[range.lowerBound].old)
            let newStart = slice.first { $0.kind != .delete }.map { $0.new + 1 } ?? (ops[range.lowerBound].new)
            out += "@@ -\(header(oldStart, oldCount)) +\(header(newStart, newCount)) @@\n"
            for op in slice {
                switch op.kind {
                case .equal: out += " " + before.lines[op.old] + "\n" + before.marker(op.old)
                case .delete: out += "-" + before.lines[op.old] + "\n" + before.marker(op.old)
                case .insert: out += "+" + after.lines[op.new] + "\n" + after.marker(op.new)
                }
            }
        }
        return out
    }

    /// `start,count`, with `,1` left out and an empty range starting at the line before it, as diff -u writes them.
    private static func header(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start - 1 < 0 ? 0 : start - 1),0"
        case 1: "\(start)"
        default: "\(start),\(count)"
        }
    }

    private struct Operation {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// The old line's index (for an insert: the old line it comes before).
        var old: Int
        /// The new line's index (for a delete: the new line it comes before).
        var new: Int
    }

    /// The edit script: removed old offsets and inserted new offsets from `CollectionDifference`, the rest equal.
    private static func operations(_ old: [String], _ new: [String]) -> [Operation] {
        let difference = new.difference(from: old)
        var removed: Set<Int> = [], inserted: Set<Int> = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var ops: [Operation] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                ops.append(Operation(kind: .delete, old: i, new: j))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                ops.append(Operation(kind: .insert, old: i, new: j))
                j += 1
            } else {
                ops.append(Operation(kind: .equal, old: i, new: j))
                i += 1
                j += 1
            }
        }
        return ops
    }

    /// A text's lines, and whether its last line lacks a line break (`\ No newline at end of file`).
    private struct Lines {
        var lines: [String]
        var lastLacksNewline: Bool

        init(_ text: String) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lastLacksNewline = !text.isEmpty && !text.hasSuffix("\n")
            if !lastLacksNewline { lines.removeLast() }
            self.lines = lines
        }

        /// The lines to compare: a last line without its line break differs from the same line with one, as in diff -u.
        var keys: [String] {
            lastLacksNewline ? lines.dropLast() + [lines[lines.count - 1] + "\u{0}"] : lines
        }

        func marker(_ index: Int) -> String {
            lastLacksNewline && index == lines.count - 1 ? "\\ No newline at end of file\n" : ""
        }
    }
}
