import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The processors to share work between: frames are independent until they are encoded.
package let workerCount = max(1, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 8))

/// `body` of 0 ..< count on `workerCount` threads; the results in order.
package func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    parallelMap(count) { k, _ in body(k) }
}

/// `body(k, worker)`: as `parallelMap`, with the number (0 ..< min(workerCount, count)) of the
/// worker that runs index `k`, so that a worker can keep what it reuses between its indices.
/// Each worker takes the next index not yet taken: pictures differ in cost (the first GIF frame
/// is a whole screen, the others what changed), and a worker may start late, while the renderer
/// sets up on another thread (Docs/performance.md#the-renderer-set-up-beside-the-layout). Which
/// worker runs an index changes nothing in its result.
package func parallelMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int, Int) -> T) -> [T] {
    let results = ResultSlots<T>(count)
    let workers = min(workerCount, count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { w in
        while true {
            let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard k < count else { return }
            results.set(k, body(k, w))
        }
    }
    return results.values
}

/// One slot a result, each written by one thread only, read once all are done: raw memory, so
/// that no exclusivity check on a shared array stands between the threads.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<T?>
    private let count: Int
    init(_ count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }
    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    func set(_ k: Int, _ value: T) { slots[k] = value }
    var values: [T] { (0..<count).map { slots[$0]! } }
}
