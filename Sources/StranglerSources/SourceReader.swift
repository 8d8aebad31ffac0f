import Foundation

/// Reads one discovered file, or says in a few words why it cannot be analysed.
public enum SourceReader {
    public static func read(_ file: DiscoveredFile, maxSize: Int) -> Result<SourceFile, SkippedFile> {
        readText(absolutePath: file.absolutePath, path: file.path, maxSize: maxSize).map { text in
            SourceFile(path: file.path, language: file.language, text: text)
        }
    }

    /// A file's text, checked as every input is: readable, within the size limit, UTF-8 (a byte-order mark
    /// dropped), not empty; `path` is the one a skip reports.
    public static func readText(absolutePath: String, path: String, maxSize: Int) -> Result<String, SkippedFile> {
        func skip(_ reason: String, _ kind: SkippedFile.Kind) -> Result<String, SkippedFile> {
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
        guard var text = String(validating: data, as: UTF8.self) else {
            return skip("not UTF-8 text", .notText)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if text.allSatisfy(\.isWhitespace) {
            return skip("empty file", .empty)
        }
        return .success(text)
    }
}
