import Foundation

// Schedulers: where and when a publisher's work runs. A snapshot shows a screen at rest, so the
// operators that wait (`debounce`, `throttle`, `delay`) or move work to a scheduler (`receive(on:)`,
// `subscribe(on:)`) pass values on at once: the state they lead to is the state at rest.

/// A type that says how long a scheduler's interval is in common units.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// What runs work at a time: `DispatchQueue.main`, `RunLoop.main`, `ImmediateScheduler.shared`.
public protocol Scheduler<SchedulerTimeType> {
    /// A time on this scheduler's clock.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for a piece of work.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The least tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as it can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or soon after.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Runs `action` at `date`, then every `interval`, until cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A closure handed to Dispatch or a run loop, which run it on the thread the scheduler stands for,
/// as Combine's schedulers do.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// Work repeated on a scheduler until cancelled.
final class RepeatingWork: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}

/// A stride of nanoseconds, the form of `DispatchQueue`'s and `ImmediateScheduler`'s intervals.
public protocol NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
    ExpressibleByFloatLiteral where Magnitude == Int, IntegerLiteralType == Int, FloatLiteralType == Double {
    /// The stride of `nanoseconds`.
    init(nanoseconds: Int)
    /// The length in nanoseconds.
    var magnitude: Int { get }
}

extension NanosecondStride {
    public init(integerLiteral value: Int) { self.init(nanoseconds: value * 1_000_000_000) }
    public init(floatLiteral value: Double) { self.init(nanoseconds: Int(value * 1_000_000_000)) }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(nanoseconds: seconds * 1_000_000_000)
    }

    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1_000_000_000)) }
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude / 1_000_000_000) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

extension DispatchQueue: Scheduler {
    /// Options for work on a dispatch queue.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        /// Options with a quality of service, flags and a group.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// A time on a dispatch queue's clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time, in nanoseconds of uptime.
        private let uptimeNanoseconds: UInt64

        /// The dispatch time.
        public var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: uptimeNanoseconds) }

        /// The time `time`.
        public init(_ time: DispatchTime) {
            uptimeNanoseconds = time.uptimeNanoseconds
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(Int64(bitPattern: other.uptimeNanoseconds &- uptimeNanoseconds)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(Int64(uptimeNanoseconds) + Int64(n.magnitude))))
        }

        /// An interval on a dispatch queue's clock, in nanoseconds.
        public struct Stride: NanosecondStride, Sendable {
            public let magnitude: Int

            public init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            /// The interval as Dispatch speaks it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let repeating = RepeatingWork()
        let work = ScheduledAction(run: action)
        let queue = self
        @Sendable func next(at time: SchedulerTimeType) {
            queue.asyncAfter(deadline: time.dispatchTime) {
                guard !repeating.isCancelled else { return }
                work.run()
                next(at: time.advanced(by: interval))
            }
        }
        next(at: date)
        return repeating
    }
}

extension RunLoop: Scheduler {
    /// Options for work on a run loop (it has none).
    public struct SchedulerOptions {}

    /// A time on a run loop's clock.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The time.
        public var date: Date

        /// The time `date`.
        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// An interval on a run loop's clock, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable {
            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            public init(integerLiteral value: Int) { self.init(TimeInterval(value)) }
            public init(floatLiteral value: Double) { self.init(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                self.init(value)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(run: action)
        perform { work.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledAction(run: action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let work = ScheduledAction(run: action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

/// A scheduler that runs work at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Options for work (it has none).
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// A time on the immediate scheduler's clock, which never moves.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(nanoseconds: 0) }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// An interval on the immediate scheduler's clock.
        public struct Stride: NanosecondStride, Sendable {
            public let magnitude: Int

            public init(nanoseconds: Int) {
                magnitude = nanoseconds
            }
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
