import StranglerSources

/// Concurrency: Grand Central Dispatch, operation queues, threads and unstructured tasks.
struct ConcurrencyDetector: Detector {
    let responsibility = Responsibility.concurrency

    static let types: NameSet = [
        "DispatchQueue", "OperationQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "Thread",
        "NSOperationQueue", "NSThread", "MainActor",
    ]

    static let functions: NameSet = [
        "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "dispatch_async", "dispatch_after", "dispatch_sync", "performSelectorOnMainThread", "performSelectorInBackground",
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call else { return nil }
        if let root = event.typeRoot, Self.types.contains(root) || root == "Task" { return event.symbol }
        if let type = context.receiverType(event), Self.types.contains(type) { return event.symbol }
        if event.path.count == 1, Self.functions.contains(event.name) { return event.name }
        if event.name == "performSelector", event.labels.contains("onMainThread") || event.labels.contains("inBackground") {
            return event.symbol
        }
        return nil
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func update() {
                ↓DispatchQueue.main.async { }
            }
            """,
            """
            func start() { ↓Task { await load() } }
            """,
        ],
        nonTriggering: [
            """
            var queue: [Job] = []
            func next() -> Job? { queue.first }
            """,
        ]
    )
}
