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

    /// Writes several files or none: every target is checked first (an existing file without `force`, a
    /// folder in the way, a folder that cannot be created or written), so a refusal writes nothing. Should a
    /// write still fail midway (a full disk), the files this call created are removed again.
    public static func writeAll(_ files: [(path: String, text: String)], force: Bool) throws {
        for file in files { try check(file.path, force: force) }
        var created: [String] = []
        do {
            for file in files {
                let isNew = !FileManager.default.fileExists(atPath: file.path)
                try write(file.text, to: file.path, force: force)
                if isNew { created.append(file.path) }
            }
        } catch {
            for path in created { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }

    /// Why writing `path` would fail, found without writing anything: a command that works long before it
    /// writes asks first, so a refusal does not come after the work.
    public static func check(_ path: String, force: Bool) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw WriteError.notWritable(path, reason: "it is a folder") }
            if !force { throw WriteError.exists(path) }
        }
        // The nearest folder that exists must be a folder we may create entries in.
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        if !isDirectory.boolValue {
            throw WriteError.notWritable(path, reason: "'\(folder.path)' is not a folder")
        }
        if !manager.isWritableFile(atPath: folder.path) {
            throw WriteError.notWritable(path, reason: "the folder '\(folder.path)' is not writable")
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
