/// Byte offsets of line starts in one file, for cheap offset → line/column lookups and line slices.
struct LineTable {
    let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 30)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// Lines in the file; a final line without a newline counts, an empty file has none.
    var lineCount: Int {
        guard !bytes.isEmpty else { return 0 }
        return bytes.last == UInt8(ascii: "\n") ? starts.count - 1 : starts.count
    }

    /// 1-based line of a UTF-8 offset.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    func column(of offset: Int, line: Int) -> Int { offset - starts[line - 1] + 1 }

    /// The text from `offset` to the end of its line, trimmed.
    func restOfLine(from offset: Int, upTo end: Int) -> String {
        var stop = offset
        let limit = min(end, bytes.count)
        while stop < limit, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
        return String(decoding: bytes[offset..<stop], as: UTF8.self).trimmingWhitespace()
    }

    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// One line, at most `limit` characters, with `…` where it was cut.
    public func oneLine(limit: Int = 120) -> String {
        var result = ""
        var lastWasSpace = false
        for character in self {
            if character.isWhitespace {
                if !lastWasSpace, !result.isEmpty { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
            if result.count >= limit { return result + "…" }
        }
        return result.trimmingWhitespace()
    }
}
