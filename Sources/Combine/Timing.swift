// Operators that wait or move work to a scheduler. A snapshot shows a screen at rest, when every wait is
// over and all work has run: each passes its upstream's values on as they come, so the state they lead
// to is the state the snapshot shows.

extension Publishers {
    /// Publishes a value once the upstream has been quiet for `dueTime` (at rest: each value as it comes).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The quiet time named (at rest, nothing waits for it).
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler named (at rest, values are not moved to it).
        public let scheduler: Context
        /// The scheduler's options named.
        public let options: Context.SchedulerOptions?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// Publishes at most one value per `interval` (at rest: each value as it comes).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The interval named (at rest, nothing waits for it).
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler named (at rest, values are not moved to it).
        public let scheduler: Context
        /// Whether the latest value in an interval is published, or the first.
        public let latest: Bool

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// Publishes each value `interval` later (at rest: each value as it comes).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The interval named (at rest, nothing waits for it).
        public let interval: Context.SchedulerTimeType.Stride
        /// The tolerance named.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler named (at rest, values are not moved to it).
        public let scheduler: Context
        /// The scheduler's options named.
        public let options: Context.SchedulerOptions?

        /// Makes this publisher over `upstream`, as `delay` does.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// Delivers values on a scheduler (at rest: as they come).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The scheduler named (at rest, values are not moved to it).
        public let scheduler: Context
        /// The scheduler's options named.
        public let options: Context.SchedulerOptions?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// Subscribes to the upstream on a scheduler (at rest: at once).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The scheduler named (at rest, values are not moved to it).
        public let scheduler: Context
        /// The scheduler's options named.
        public let options: Context.SchedulerOptions?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Publishes a value once this publisher has been quiet for `dueTime` (at rest: each as it comes).
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes at most one value per `interval`, the latest or the first (at rest: each as it comes).
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Publishes each value `interval` later (at rest: each as it comes).
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
            options: options)
    }

    /// Delivers values on `scheduler` (at rest: as they come).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes on `scheduler` (at rest: at once).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
