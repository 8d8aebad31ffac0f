import Foundation

/// A value that threads share, read and written only under its lock.
///
/// The standard library's `Synchronization.Mutex` says the same, but it needs macOS 15, and the package supports
/// macOS 13 (Xcode 16 on Sonoma, and CI's `macos-14` runners). `NSLock` is there on every platform we build for, so the
/// one code path is the one this project's Linux CI compiles and runs.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, alone: no other thread reads or writes it meanwhile.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
