// Operators that let some values through: filter, compactMap, removeDuplicates, dropFirst, first, last.

extension Publishers {
    /// Publishes the values that satisfy a predicate.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// Whether a value is published.
        public let isIncluded: (Output) -> Bool

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, isIncluded: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Output, Failure, S>(subscriber) { [isIncluded] value, relay in
                // A value left out is made up for by asking the upstream for one more.
                isIncluded(value) ? relay.downstream.receive(value) : .max(1)
            })
        }
    }

    /// Publishes the values a closure turns into something other than nil.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What each value (or error) is turned into.
        public let transform: (Upstream.Output) -> Output?

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber) { [transform] value, relay in
                transform(value).map { relay.downstream.receive($0) } ?? .max(1)
            })
        }
    }

    /// Publishes a value only when it differs from the one before.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What a value is tested with.
        public let predicate: (Output, Output) -> Bool

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var previous: Output?
            upstream.subscribe(Relay<Output, Failure, S>(subscriber) { [predicate] value, relay in
                if let previous, predicate(previous, value) { return .max(1) }
                previous = value
                return relay.downstream.receive(value)
            })
        }
    }

    /// Publishes the first value, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.first { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Publishes the first value that satisfies a predicate, then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What a value is tested with.
        public let predicate: (Output) -> Bool

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Output, Failure, S>(subscriber) { [predicate] value, relay in
                guard predicate(value) else { return .max(1) }
                _ = relay.downstream.receive(value)
                relay.end(with: .finished)
                return .none
            })
        }
    }

    /// Leaves out the first values, then publishes the rest.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var dropping = count
            upstream.subscribe(Relay<Output, Failure, S>(subscriber) { value, relay in
                guard dropping == 0 else {
                    dropping -= 1
                    return .max(1)
                }
                return relay.downstream.receive(value)
            })
        }
    }

    /// Publishes the last value, once the upstream finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.subscribe(Relay<Output, Failure, S>(subscriber, input: { value, _ in
                // Every value is needed to know the last: the first asks for all the rest.
                last = value
                return .unlimited
            }, completion: { completion, relay in
                if case .finished = completion, let last { _ = relay.downstream.receive(last) }
                relay.downstream.receive(completion: completion)
            }))
        }
    }
}

extension Publisher {
    /// Publishes the last value, once this publisher finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Publishes the values that satisfy `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Publishes the values `transform` turns into something other than nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Publishes a value only when `predicate` says it is not a duplicate of the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Leaves out the first `count` values (the current value of a `$published` property, by default).
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Publishes the first value, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the first value that satisfies `predicate`, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a value only when it differs from the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}
