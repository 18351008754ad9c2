import Foundation

/// Time spent in each phase of checking snapshots, summed over snapshots (so, with several jobs,
/// more than the wall-clock time). Measured for `verify --timings` and the benchmark script.
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
        let start = ContinuousClock.now
        defer { self[keyPath: phase] += ContinuousClock.now - start }
        return try work()
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

    /// `12 snapshots; total render 812.30 ms, …; per snapshot render 67.69 ms, …`.
    public var summary: String {
        let phases: [(String, Duration)] = [("render", render), ("encode", encode), ("decode", decode), ("compare", compare)]
        func ms(_ d: Duration, _ divisor: Int) -> String {
            let milliseconds = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
            return String(format: "%.2f ms", milliseconds / Double(max(divisor, 1)))
        }
        let totals = phases.map { "\($0.0) \(ms($0.1, 1))" }.joined(separator: ", ")
        let each = phases.map { "\($0.0) \(ms($0.1, snapshots))" }.joined(separator: ", ")
        return "\(snapshots) snapshots; total \(totals); per snapshot \(each)"
    }
}
