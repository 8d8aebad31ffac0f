import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on up to `maxConcurrency` threads and returns the results in input order.
    ///
    /// Workers pull the next index from one shared counter, so a few large files do not
    /// leave a core idle; each result is written once, into its own slot.
    public func parallelMap<T: Sendable>(
        maxConcurrency: Int = ProcessInfo.activeCores,
        _ transform: @Sendable (Element) -> T
    ) -> [T] {
        let workers = Swift.max(1, Swift.min(maxConcurrency, count))
        if workers == 1 { return map(transform) }
        let next = Locked(0)
        let slots = Locked<[T?]>(Array<T?>(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in drain(next, into: slots, transform) }
        return slots.withLock { $0.map { $0! } }
    }

    /// What each worker does: takes the next index until none is left, and writes each result into its own slot.
    fileprivate func drain<T>(_ next: Locked<Int>, into slots: Locked<[T?]>, _ transform: (Element) -> T) {
        while true {
            let index = next.withLock { next in
                defer { next += 1 }
                return next
            }
            guard index < count else { return }
            let result = transform(self[index])
            slots.withLock { $0[index] = result }
        }
    }
}

import Foundation

extension Array where Element: Sendable {
    /// `parallelMap` on threads of its own, each with `stackSize` bytes of stack: parsing deeply nested code recurses
    /// deeper than a dispatch worker's stack allows (512 KB on macOS), and a debug build of the parser deeper still.
    public func parallelMap<T: Sendable>(
        maxConcurrency: Int = ProcessInfo.activeCores, stackSize: Int,
        _ transform: @Sendable (Element) -> T
    ) -> [T] {
        let workers = Swift.max(1, Swift.min(maxConcurrency, count))
        let next = Locked(0)
        let slots = Locked<[T?]>(Array<T?>(repeating: nil, count: count))
        let done = DispatchGroup()
        withoutActuallyEscaping(transform) { transform in
            // The threads hold the box, not the closure, so that the closure is let go once they are done, however long
            // the threads themselves live on.
            let work = WorkBox(transform)
            for _ in 0..<workers {
                done.enter()
                let thread = Thread {
                    if let transform = work.transform { drain(next, into: slots, transform) }
                    done.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            done.wait()
            work.transform = nil
        }
        return slots.withLock { $0.map { $0! } }
    }
}

extension ProcessInfo {
    /// The number of cores to use by default.
    public static var activeCores: Int { ProcessInfo.processInfo.activeProcessorCount }
}

extension Array where Element: Sendable {
    /// Frees the elements on up to `maxConcurrency` threads instead of the caller's alone: tearing down a large
    /// codebase's model (every unit's types, members, events and strings) on one thread leaves the other cores idle.
    ///
    /// The elements are copied into chunks (which only retains what they hold), the array itself is let go (which
    /// only releases), and each worker then drops one chunk at a time, freeing what nothing else holds.
    public consuming func releaseInParallel(maxConcurrency: Int = ProcessInfo.activeCores) {
        let workers = Swift.max(1, Swift.min(maxConcurrency, count))
        guard workers > 1 else { return }
        let chunkSize = Swift.max(1, (count + workers * 8 - 1) / (workers * 8))
        let chunks = stride(from: 0, to: count, by: chunkSize).map { start in
            ReleasedChunk(Array(self[start..<Swift.min(start + chunkSize, count)]))
        }
        self = []
        _ = chunks.parallelMap(maxConcurrency: workers) { $0.release() }
    }
}

/// One chunk of elements a worker frees (see `releaseInParallel`): a class, so the worker can drop the last
/// reference to the chunk's array itself. Each chunk is touched by one worker only.
private final class ReleasedChunk<Element>: @unchecked Sendable {
    private var elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    func release() { elements = [] }
}

/// The work the threads of `parallelMap(maxConcurrency:stackSize:_:)` share; cleared once they are done.
private final class WorkBox<Element, T>: @unchecked Sendable {
    var transform: ((Element) -> T)?

    init(_ transform: @escaping (Element) -> T) { self.transform = transform }
}
