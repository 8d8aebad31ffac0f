#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte offsets of line starts in one file, for cheap offset → line/column lookups and line slices.
struct LineTable {
    let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 30)
        // `memchr` finds each line break with vector instructions, far cheaper than a loop over the bytes.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
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

    /// The source from `start` to `end` on one line: whitespace runs folded, at most `limit` bytes
    /// (cut on a character boundary, with `…`), optionally stopping at the first line break. One pass.
    func snippet(from start: Int, to end: Int, limit: Int = 120, firstLineOnly: Bool = false) -> String {
        bytes[max(0, min(start, bytes.count))..<max(0, min(end, bytes.count))].foldedLine(limit: limit, firstLineOnly: firstLineOnly)
    }

}

extension String {
    /// One line, runs of whitespace folded to one space, at most `limit` bytes, with `…` where it was cut.
    public func oneLine(limit: Int = 120) -> String {
        utf8.foldedLine(limit: limit, firstLineOnly: false)
    }
}

extension Collection<UInt8> {
    /// UTF-8 text on one line: whitespace runs folded to one space, at most `limit` bytes (cut on a
    /// character boundary, with `…`), optionally stopping at the first line break. Linear: this runs
    /// for every statement and condition of a codebase.
    func foldedLine(limit: Int, firstLineOnly: Bool) -> String {
        if let folded = withContiguousStorageIfAvailable({ Self.fold($0, limit: limit, firstLineOnly: firstLineOnly) }) {
            return folded
        }
        return Array(self).withUnsafeBufferPointer { Self.fold($0, limit: limit, firstLineOnly: firstLineOnly) }
    }

    /// `foldedLine` on contiguous bytes, written straight into the string's storage: one allocation at most.
    private static func fold(_ input: UnsafeBufferPointer<UInt8>, limit: Int, firstLineOnly: Bool) -> String {
        if let end = alreadyFolded(input, limit: limit, firstLineOnly: firstLineOnly) {
            return String(decoding: UnsafeBufferPointer(rebasing: input[..<end]), as: UTF8.self)
        }
        var cut = false
        // Folding never lengthens the text; past `limit` at most a space and a character's last bytes are added.
        let capacity = Swift.min(input.count, Swift.max(0, limit) + 4)
        let text = String(unsafeUninitializedCapacity: capacity) { output in
            var count = 0
            var pendingSpace = false
            for byte in input {
                if byte.isASCIIWhitespace {
                    if firstLineOnly, byte == 0x0A, count > 0 { break }
                    pendingSpace = count > 0
                    continue
                }
                // Only invalid UTF-8 (a run of continuation bytes past `limit`) could reach the end of the storage.
                guard count + (pendingSpace ? 2 : 1) <= output.count else {
                    cut = true
                    break
                }
                if pendingSpace {
                    output[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                output[count] = byte
                count += 1
                if count >= limit, byte & 0xC0 != 0x80 {
                    // A lead byte whose continuation bytes did not fit goes too.
                    if byte >= 0xC0 { count -= 1 }
                    cut = true
                    break
                }
            }
            return count
        }
        return cut ? text + "…" : text
    }

    /// Where the text ends when folding would copy it unchanged (no leading, trailing or doubled whitespace, no tab
    /// or line break inside, shorter than `limit`), or `nil`. Most statements' first lines are: a scan that only
    /// compares each byte with a space is cheaper than folding byte by byte.
    private static func alreadyFolded(_ input: UnsafeBufferPointer<UInt8>, limit: Int, firstLineOnly: Bool) -> Int? {
        guard let first = input.first, first > 0x20 else { return nil }
        var index = 1
        var end = input.count
        while index < input.count {
            let byte = input[index]
            if byte > 0x20 {
                index += 1
                continue
            }
            // A line break ends the text when only the first line is wanted; the byte before it was no whitespace.
            if byte == 0x0A, firstLineOnly {
                end = index
                break
            }
            // A single space between two other bytes is kept as it is; anything else needs folding.
            guard byte == 0x20, index + 1 < input.count, input[index + 1] > 0x20 else { return nil }
            index += 2
        }
        return end < limit ? end : nil
    }
}

extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x09 || self == 0x0D || self == 0x0B || self == 0x0C }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs anywhere: a cheap test before a closer look.
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        // `memchr` finds each candidate with vector instructions, far cheaper than a loop over every byte of every file.
        return withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
                let last = haystack.count - needle.count
                var offset = 0
                while offset <= last, let found = memchr(base + offset, Int32(first), last - offset + 1) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + index, pattern, needle.count) == 0 { return true }
                    offset = index + 1
                }
                return false
            }
        }
    }
}
