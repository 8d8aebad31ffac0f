import Foundation

/// Errors that stop loading before any file is read.
public enum SourcesError: LocalizedError, Equatable {
    case pathNotFound(String)
    case notASourceFile(String)
    case unreadableRoot(String, reason: String)
    case fileSkipped(SkippedFile)

    public var errorDescription: String? {
        switch self {
        case .pathNotFound(let path):
            "no such file or folder '\(path)': pass the folder of an iOS project or one source file"
        case .notASourceFile(let path):
            "'\(path)' is not a Swift or Objective-C file: pass a folder or a .swift, .h or .m file"
        case .unreadableRoot(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .fileSkipped(let skipped):
            "cannot analyse '\(skipped.path)': \(skipped.reason)"
        }
    }
}
