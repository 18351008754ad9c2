/// A subscriber of any kind, or one made of closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: ((Subscription) -> Void)?
    private let receiveValue: ((Input) -> Subscribers.Demand)?
    private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    /// Wraps `s`.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
    }

    /// A subscriber that runs the closures given; one left out does nothing (and asks for nothing more).
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    public var description: String { "AnySubscriber" }

    public func receive(subscription: Subscription) {
        receiveSubscription?(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValue?(value) ?? .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletion?(completion)
    }
}

/// A publisher of any kind, its type erased: what a view model exposes.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeWith: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        subscribeWith = { publisher.receive(subscriber: $0) }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeWith(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
