// Operators that gather values: collect.

extension Publishers {
    /// Publishes every value in one array, once the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var collected: [Upstream.Output] = []
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, input: { value, _ in
                // Every value is gathered: the first asks for all the rest.
                collected.append(value)
                return .unlimited
            }, completion: { completion, relay in
                if case .finished = completion { _ = relay.downstream.receive(collected) }
                relay.downstream.receive(completion: completion)
            }))
        }
    }
}

extension Publisher {
    /// Publishes every value in one array, once this publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }
}
