import Foundation

/// A value that threads share, read and written only under its lock.
///
/// Not `Synchronization.Mutex`, which needs macOS 15 while the package supports macOS 13; `NSLock` is there on every
/// platform we build for, so Linux CI runs the one code path.
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
