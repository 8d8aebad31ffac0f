import Foundation

/// Writes into the user's tree the only way Strangler does: atomically (a temporary file in the same
/// folder, then a rename), never over an existing file unless forced, creating missing folders.
public enum SafeFileWriter {
    public enum WriteError: LocalizedError, Equatable {
        case exists(String)
        case notWritable(String, reason: String)

        public var errorDescription: String? {
            switch self {
            case .exists(let path): "'\(path)' already exists: pass --force to replace it"
            case .notWritable(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    public static func write(_ text: String, to path: String, force: Bool) throws {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw WriteError.notWritable(path, reason: "it is a folder") }
            if !force { throw WriteError.exists(path) }
        }
        let folder = url.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError.notWritable(path, reason: "cannot create folder '\(folder.path)'")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).strangler-\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            throw WriteError.notWritable(path, reason: "the folder is not writable")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw WriteError.notWritable(path, reason: reason)
        }
    }
}
