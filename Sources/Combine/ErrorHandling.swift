// Operators that handle a failure: replaceError, catch, retry and assertNoFailure.

extension Publishers {
    /// Replaces a failure with a last value, then finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        /// The value published.
        public let output: Output
        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(Relay<Output, Upstream.Failure, S>(subscriber, input: { value, relay in
                relay.downstream.receive(value)
            }, completion: { [output] completion, relay in
                if case .failure = completion { _ = relay.downstream.receive(output) }
                relay.downstream.receive(completion: .finished)
            }))
        }
    }

    /// Replaces a failure with the publisher a handler makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// Makes the replacement publisher from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CatchSubscription(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            upstream.subscribe(AnySubscriber<Output, Upstream.Failure>(
                receiveSubscription: subscription.switchTo,
                receiveValue: subscription.deliver,
                receiveCompletion: { [handler] completion in
                    switch completion {
                    case .finished:
                        subscription.finish(.finished)
                    case .failure(let error):
                        handler(error).subscribe(AnySubscriber<Output, Failure>(
                            receiveSubscription: subscription.switchTo, receiveValue: subscription.deliver,
                            receiveCompletion: subscription.finish))
                    }
                }))
        }
    }
}

extension Publishers {
    /// Subscribes to the upstream again when it fails, up to a number of times (nil: always). A
    /// publisher that fails each time it is subscribed to, with no limit, is subscribed to forever, as on iOS.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// How many times the upstream is subscribed to again (nil: always).
        public let retries: Int?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if retries == 0 { return upstream.receive(subscriber: subscriber) }
            upstream.catch { [upstream, retries] _ in Retry(upstream: upstream, retries: retries.map { $0 - 1 }) }
                .receive(subscriber: subscriber)
        }
    }

    /// Stops the program if the upstream fails: for publishers that cannot.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What the program stops with, before the error.
        public let prefix: String
        /// The file named in the message.
        public let file: StaticString
        /// The line named in the message.
        public let line: UInt

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(Relay<Output, Upstream.Failure, S>(subscriber, input: { value, relay in
                relay.downstream.receive(value)
            }, completion: { [prefix, file, line] completion, relay in
                if case .failure(let error) = completion {
                    preconditionFailure("\(prefix)\(prefix.isEmpty ? "" : " ")\(error)", file: file, line: line)
                }
                relay.downstream.receive(completion: .finished)
            }))
        }
    }
}

/// The downstream's one subscription through a `catch`: the demand it asked for and not yet
/// received goes up to the upstream, then to the replacement after a failure.
private final class CatchSubscription<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var current: Subscription?
    private var outstanding = Subscribers.Demand.none

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func switchTo(_ subscription: Subscription) {
        guard downstream != nil else {
            subscription.cancel()
            return
        }
        current = subscription
        if outstanding > 0 { subscription.request(outstanding) }
    }

    func deliver(_ value: Downstream.Input) -> Subscribers.Demand {
        guard let downstream else { return .none }
        outstanding -= 1
        let more = downstream.receive(value)
        outstanding += more
        return more
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream = self.downstream
        self.downstream = nil
        current = nil
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outstanding += demand
        current?.request(demand)
    }

    func cancel() {
        downstream = nil
        let current = self.current
        self.current = nil
        current?.cancel()
    }
}

extension Publisher {
    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Subscribes again when this publisher fails, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }

    /// Stops the program if this publisher fails.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }

    /// Replaces a failure with the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
