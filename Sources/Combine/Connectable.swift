/// A publisher that publishes only once connected (`Timer.publish`): `connect()` starts it, or
/// `autoconnect()` starts it with its first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when its first subscriber attaches.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher that connects when its first subscriber attaches, and stays connected
    /// for as long as it lives.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public final let upstream: Upstream
        private var connection: Cancellable?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        deinit {
            connection?.cancel()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
            if connection == nil { connection = upstream.connect() }
        }
    }
}
