// The publishers that start a chain: `Just`, `Empty`, `Fail`, `Future`, `Deferred` and a sequence's `publisher`.

/// A publisher that emits one value, on the subscriber's first demand, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value published.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ValuesSubscription(values: [output], ending: .finished, downstream: subscriber))
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes a value, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes at once (or never does).
    public let completeImmediately: Bool

    /// A publisher of nothing that finishes at once, or never.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// A publisher of nothing, of the types named.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of the type named that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) {
        self.init(error: failure)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}

/// A publisher of one value that a closure, run at once, promises: every subscriber receives that
/// result, when it comes (a promise kept synchronously is there for the first subscriber).
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private let waiting = SubscriberList<Output, Failure>()

    /// Runs `attemptToFulfill` at once with the promise it keeps.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        switch result {
        case .success(let value):
            waiting.sendLast(value)
        case .failure(let error):
            waiting.finish(.failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        switch result {
        case .success(let value)?:
            subscriber.receive(subscription: ValuesSubscription(values: [value], ending: .finished, downstream: subscriber))
        case .failure(let error)?:
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .failure(error))
        case nil:
            waiting.attach(subscriber)
        }
    }
}

/// A publisher made afresh, by a closure, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher a subscriber attaches to.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publishers {
    /// A publisher of a sequence's elements, one per demand, then finished.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The elements published.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: ValuesSubscription(values: sequence, ending: .finished, downstream: subscriber))
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Gives a subscriber values from a sequence as it asks for them, then a completion.
final class ValuesSubscription<Values: Sequence, Downstream: Subscriber>: Subscription
where Downstream.Input == Values.Element {
    private var iterator: Values.Iterator
    private var next: Values.Element?
    private let ending: Subscribers.Completion<Downstream.Failure>
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(values: Values, ending: Subscribers.Completion<Downstream.Failure>, downstream: Downstream) {
        iterator = values.makeIterator()
        next = iterator.next()
        self.ending = ending
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        // A subscriber that asks again from inside `receive` is answered by the loop already running.
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let downstream, self.demand > 0, let value = next {
            next = iterator.next()
            self.demand -= 1
            self.demand += downstream.receive(value)
        }
        if let downstream, next == nil {
            self.downstream = nil
            downstream.receive(completion: ending)
        }
    }

    func cancel() {
        downstream = nil
    }
}
