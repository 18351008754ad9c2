extension Subscribers {
    /// A subscriber that asks for every value and hands each, and the completion, to closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// Run with each value.
        public let receiveValue: (Input) -> Void
        /// Run with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?
        private var isCancelled = false

        /// A sink running `receiveValue` with each value and `receiveCompletion` at the end.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, !isCancelled else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !isCancelled { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isCancelled else { return }
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            isCancelled = true
            let subscription = self.subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }

    /// A subscriber that asks for every value and writes each to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The object written to, until the subscription ends.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: Subscription?

        /// A subscriber writing each value to `keyPath` of `object`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)" }

        public func receive(subscription: Subscription) {
            guard self.subscription == nil, object != nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            subscription = nil
            object = nil
        }

        public func cancel() {
            let subscription = self.subscription
            self.subscription = nil
            object = nil
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the completion and each value.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Subscribes the subject, which then sends what this publisher publishes.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to a property of `object`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
