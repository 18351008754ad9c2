#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SnapSupport
import Synchronization

/// Runs work items on several threads and returns their results in the items' order, so the
/// output is the same for any number of jobs. Shows a progress line on stderr when stderr is a
/// terminal.
struct ParallelRunner: Sendable {
    /// Threads to use, at least 1.
    let jobs: Int
    /// What the progress line calls the work, e.g. `verify`.
    let label: String

    /// The number of processors online (`sysconf(_SC_NPROCESSORS_ONLN)`): the default for `--jobs`.
    /// A CPU affinity mask (`taskset`) or a container's CPU quota is not taken into account:
    /// `sched_getaffinity` is not visible to Swift through Glibc; pass `--jobs` to use fewer.
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `work(item, &times)` for every item, `jobs` at a time; results in the items' order and
    /// the phase times summed.
    func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ work: @Sendable (Item, inout PhaseTimes) -> Result
    ) -> ([Result], PhaseTimes) {
        let next = Atomic<Int>(0)
        let state = Mutex<(results: [Result?], times: PhaseTimes, done: Int)>((Array(repeating: nil, count: items.count), PhaseTimes(), 0))
        let progress = StandardError.isTerminal && !items.isEmpty
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
            var times = PhaseTimes()
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { break }
                let result = work(items[index], &times)
                let done = state.withLock {
                    $0.results[index] = result
                    $0.done += 1
                    return $0.done
                }
                if progress { Self.showProgress("\(label) \(done)/\(items.count)") }
            }
            state.withLock { $0.times = $0.times + times }
        }
        if progress { Self.showProgress("") }
        return state.withLock { ($0.results.map { $0! }, $0.times) }
    }

    /// Replaces the terminal's current line on stderr with `text`.
    private static func showProgress(_ text: String) {
        StandardError.write("\r\u{1B}[2K" + text)
    }
}
