// Operators that act beside the chain: handleEvents (a loading flag, logging) and share.

extension Publishers {
    /// Runs closures as events pass: the subscription, each value, the completion, a cancellation
    /// and each request.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// Run with the subscription.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// Run with each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Run with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Run when the subscription is cancelled.
        public var receiveCancel: (() -> Void)?
        /// Run with each demand.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Makes this publisher over `upstream`, as `handleEvents` does.
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(EventsRelay(handlers: self, downstream: subscriber))
        }
    }

    /// Shares one subscription to the upstream among its subscribers, made when the first attaches:
    /// a later subscriber receives what the upstream publishes from then on.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public final let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
            guard connection == nil else { return }
            let subject = self.subject
            connection = upstream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

/// The subscriber and subscription behind `handleEvents`.
private final class EventsRelay<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let handlers: Publishers.HandleEvents<Upstream>
    private let downstream: Downstream
    private var upstream: Subscription?

    init(handlers: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.handlers = handlers
        self.downstream = downstream
    }

    func receive(subscription: Subscription) {
        upstream = subscription
        handlers.receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        handlers.receiveOutput?(input)
        let demand = downstream.receive(input)
        if demand > 0 { handlers.receiveRequest?(demand) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        upstream = nil
        handlers.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        handlers.receiveRequest?(demand)
        upstream?.request(demand)
    }

    func cancel() {
        guard let upstream else { return }
        self.upstream = nil
        handlers.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Runs the closures given as events pass.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Shares one subscription to this publisher among all subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
