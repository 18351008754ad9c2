import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The publishers Foundation gives when Combine is imported: a timer's ticks, a notification centre's
// notifications and a URL session's data task.

extension Timer {
    /// A publisher of the date every `interval` on `runLoop` in `mode`, once connected
    /// (`.autoconnect()`). Its ticks come from the run loop, which a snapshot never runs: at rest it
    /// has published nothing.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher of a repeating timer's dates.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// The interval named (at rest, nothing waits for it).
        /// The time between ticks.
        public let interval: TimeInterval
        /// The tolerance named.
        /// How late a tick may be.
        public let tolerance: TimeInterval?
        /// The run loop the timer is scheduled on.
        public let runLoop: RunLoop
        /// The run loop mode the timer is scheduled in.
        public let mode: RunLoop.Mode
        /// The scheduler's options named.
        /// The scheduler options named.
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubscriberList<Date, Never>()

        /// A timer publisher firing every `interval` on `runLoop` in `mode`, once connected.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Schedules the timer on the run loop; cancelling the result invalidates it.
        public func connect() -> Cancellable {
            let tick = ScheduledAction { [weak self] in self?.subscribers.send(Date()) }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in tick.run() }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given), each delivered as it is posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher of a notification centre's notifications of one name.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification centre observed.
        public let center: NotificationCenter
        /// The name of the notifications published.
        public let name: Notification.Name
        /// The object whose notifications are published (nil: any).
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` if given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(name, from: object)
        }
    }
}

/// A subscription to a centre's notifications: each is delivered on the posting thread as it is
/// posted (as Foundation's publisher does), while the subscriber wants more; cancelling stops observing.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
    private let center: NotificationCenter
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var observer: NSObjectProtocol?

    init(center: NotificationCenter, downstream: AnySubscriber<Notification, Never>) {
        self.center = center
        self.downstream = downstream
    }

    func observe(_ name: Notification.Name, from object: AnyObject?) {
        guard downstream != nil else { return }
        observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] in self?.deliver($0) }
    }

    private func deliver(_ notification: Notification) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(notification)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
    }

    func cancel() {
        downstream = nil
        if let observer { center.removeObserver(observer) }
        observer = nil
    }
}

extension URLSession {
    /// A publisher of the data a request loads. A snapshot shows a screen at rest, before any network
    /// answers: it never publishes or completes.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data `request` loads (at rest, nothing: see `dataTaskPublisher(for:)`).
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher of a data task's data and response.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request that would be sent.
        public let request: URLRequest
        /// The session that would send it.
        public let session: URLSession

        /// A publisher of what `request` loads in `session` (at rest, nothing).
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Gives the subscriber a subscription that never delivers: the request is not sent.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }
}
