#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Processor time spent in each phase of checking snapshots, summed over snapshots (so, with
/// several jobs, up to the jobs times the wall-clock time). It is the time of the thread doing the
/// work (`CLOCK_THREAD_CPUTIME_ID`), so time the thread waits for a processor on a busy machine is
/// not counted. Measured for `verify --timings` and the benchmark script.
public struct PhaseTimes: Sendable, Equatable {
    /// Layout and rasterising (the scene's render closure).
    public var render: Duration = .zero
    /// PNG encoding (artefacts and goldens written).
    public var encode: Duration = .zero
    /// Golden PNG decoding.
    public var decode: Duration = .zero
    /// Comparing pixels (byte equality, then pixelmatch when they differ).
    public var compare: Duration = .zero
    /// Snapshots measured.
    public var snapshots = 0

    public init() {}

    /// Runs `work`, adding its time to the phase at `phase`.
    mutating func measure<T, E: Error>(_ phase: WritableKeyPath<PhaseTimes, Duration>, _ work: () throws(E) -> T) throws(E) -> T {
        let start = Self.threadTime()
        defer { self[keyPath: phase] += Self.threadTime() - start }
        return try work()
    }

    /// The processor time the calling thread has used.
    private static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// Both sums added.
    static func + (a: PhaseTimes, b: PhaseTimes) -> PhaseTimes {
        var sum = PhaseTimes()
        sum.render = a.render + b.render
        sum.encode = a.encode + b.encode
        sum.decode = a.decode + b.decode
        sum.compare = a.compare + b.compare
        sum.snapshots = a.snapshots + b.snapshots
        return sum
    }

    /// `12 snapshots; processor time: total render 812.30 ms, …; per snapshot render 67.69 ms, …`.
    public var summary: String {
        let phases: [(String, Duration)] = [("render", render), ("encode", encode), ("decode", decode), ("compare", compare)]
        func ms(_ d: Duration, _ divisor: Int) -> String {
            let milliseconds = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
            return String(format: "%.2f ms", milliseconds / Double(max(divisor, 1)))
        }
        let totals = phases.map { "\($0.0) \(ms($0.1, 1))" }.joined(separator: ", ")
        let each = phases.map { "\($0.0) \(ms($0.1, snapshots))" }.joined(separator: ", ")
        return "\(snapshots) snapshots; processor time: total \(totals); per snapshot \(each)"
    }
}
