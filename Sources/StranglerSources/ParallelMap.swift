import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// Maps every element on up to `maxConcurrency` threads and returns the results in input order.
    ///
    /// Workers pull the next index from one atomic counter, so a few large files do not
    /// leave a core idle; each result is written once, into its own slot.
    public func parallelMap<T: Sendable>(
        maxConcurrency: Int = ProcessInfo.activeCores,
        _ transform: @Sendable (Element) -> T
    ) -> [T] {
        let workers = Swift.max(1, Swift.min(maxConcurrency, count))
        if workers == 1 { return map(transform) }
        let next = Atomic<Int>(0)
        let slots = Mutex<[T?]>(Array<T?>(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = transform(self[index])
                slots.withLock { $0[index] = result }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}

import Foundation

extension ProcessInfo {
    /// The number of cores to use by default.
    public static var activeCores: Int { ProcessInfo.processInfo.activeProcessorCount }
}
