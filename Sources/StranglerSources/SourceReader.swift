import Foundation

/// Reads one discovered file, or says in a few words why it cannot be analysed.
public enum SourceReader {
    /// A file's text, and whether bytes that are not UTF-8 were replaced to read it.
    public struct Text: Sendable, Equatable {
        public var text: String
        /// The file is not valid UTF-8 (a legacy Latin-1 or Mac Roman file): its invalid bytes are U+FFFD in `text`.
        public var hasInvalidUTF8: Bool
    }

    public static func read(_ file: DiscoveredFile, maxSize: Int) -> Result<SourceFile, SkippedFile> {
        readText(absolutePath: file.absolutePath, path: file.path, maxSize: maxSize).map { read in
            SourceFile(path: file.path, language: file.language, text: read.text, hasInvalidUTF8: read.hasInvalidUTF8)
        }
    }

    /// A file's text, checked as every input is: readable, within the size limit, text, not empty; `path` is the one
    /// a skip reports. A byte-order mark is dropped, and bytes that are not UTF-8 become U+FFFD (legacy files were
    /// often saved as Latin-1), decoded from the bytes already read: a valid file is read and decoded once.
    public static func readText(absolutePath: String, path: String, maxSize: Int) -> Result<Text, SkippedFile> {
        func skip(_ reason: String, _ kind: SkippedFile.Kind) -> Result<Text, SkippedFile> {
            .failure(SkippedFile(path: path, reason: reason, kind: kind))
        }
        let manager = FileManager.default
        guard let attributes = try? manager.attributesOfItem(atPath: absolutePath) else {
            return skip("cannot be read", .unreadable)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > maxSize {
            return skip("larger than \(maxSize / 1_000_000) MB (\(String(format: "%.1f", Double(size) / 1_000_000)) MB)", .tooLarge)
        }
        guard manager.isReadableFile(atPath: absolutePath), let data = manager.contents(atPath: absolutePath) else {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: absolutePath, isDirectory: &isDirectory), isDirectory.boolValue {
                return skip("is a folder, not a file", .unreadable)
            }
            return skip("not readable (permission denied)", .unreadable)
        }
        if data.count > maxSize {
            return skip("larger than \(maxSize / 1_000_000) MB", .tooLarge)
        }
        var read: Text
        if let valid = String(validating: data, as: UTF8.self) {
            read = Text(text: valid, hasInvalidUTF8: false)
        } else {
            // A NUL byte is no legacy 8-bit encoding's: a binary, or UTF-16, which U+FFFD would turn to noise.
            if data.contains(0) { return skip("not text (it holds NUL bytes: a binary or UTF-16 file)", .notText) }
            read = Text(text: String(decoding: data, as: UTF8.self), hasInvalidUTF8: true)
        }
        if read.text.hasPrefix("\u{FEFF}") { read.text.removeFirst() }
        if read.text.allSatisfy(\.isWhitespace) {
            return skip("empty file", .empty)
        }
        return .success(read)
    }
}
