// Operators that combine publishers: merge, combineLatest, zip, flatMap, switchToLatest, prepend and append.

extension Publishers {
    /// Publishes the values of two publishers as they come; finishes when both have.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            var running = 2
            let finished = {
                running -= 1
                if running == 0 { funnel.finishWhenDrained() }
            }
            a.subscribe(funnel.inlet(transform: { $0 }, finished: finished))
            b.subscribe(funnel.inlet(transform: { $0 }, finished: finished))
        }
    }

    /// Publishes the values of many publishers of one type as they come; finishes when all have.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publishers merged.
        public let publishers: [Upstream]

        /// Merges the publishers given.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of a sequence.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            var running = publishers.count
            guard running > 0 else { return funnel.finishWhenDrained() }
            for publisher in publishers {
                publisher.subscribe(funnel.inlet(transform: { $0 }, finished: {
                    running -= 1
                    if running == 0 { funnel.finishWhenDrained() }
                }))
            }
        }
    }

    /// Publishes the latest value of each of two publishers, once both have one and whenever either
    /// publishes; finishes when both have.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            var latestA: A.Output?, latestB: B.Output?
            var running = 2
            let finished = {
                running -= 1
                if running == 0 { funnel.finishWhenDrained() }
            }
            a.subscribe(funnel.inlet(transform: { (value: A.Output) in
                latestA = value
                return latestB.map { (value, $0) }
            }, finished: finished))
            b.subscribe(funnel.inlet(transform: { (value: B.Output) in
                latestB = value
                return latestA.map { ($0, value) }
            }, finished: finished))
        }
    }

    /// Publishes the latest value of each of three publishers, once all have one and whenever any publishes.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Combines `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }

    /// Publishes pairs of values, the nth of one publisher with the nth of the other; finishes when
    /// either has finished and has nothing left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            var waitingA: [A.Output] = [], waitingB: [B.Output] = []
            var finishedA = false, finishedB = false
            func pair() -> Output? {
                guard !waitingA.isEmpty, !waitingB.isEmpty else { return nil }
                return (waitingA.removeFirst(), waitingB.removeFirst())
            }
            func finishIfDone() {
                if (finishedA && waitingA.isEmpty) || (finishedB && waitingB.isEmpty) { funnel.finishWhenDrained() }
            }
            a.subscribe(funnel.inlet(transform: { (value: A.Output) -> Output? in
                waitingA.append(value)
                return pair()
            }, finished: {
                finishedA = true
                finishIfDone()
            }))
            b.subscribe(funnel.inlet(transform: { (value: B.Output) -> Output? in
                waitingB.append(value)
                return pair()
            }, finished: {
                finishedB = true
                finishIfDone()
            }))
        }
    }

    /// Publishes the values of the latest publisher the upstream published, leaving the one before.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            var latest: Subscription?
            var generation = 0
            var upstreamFinished = false, innerRunning = false
            upstream.subscribe(AnySubscriber<P, Failure>(
                receiveSubscription: { funnel.attach($0) },
                receiveValue: { inner in
                    latest?.cancel()
                    latest = nil
                    generation += 1
                    let current = generation
                    innerRunning = true
                    inner.subscribe(AnySubscriber<Output, Failure>(
                        receiveSubscription: { subscription in
                            guard current == generation else { return subscription.cancel() }
                            latest = subscription
                            funnel.attach(subscription)
                        },
                        receiveValue: { value in
                            if current == generation { funnel.push(value) }
                            return .none
                        },
                        receiveCompletion: { completion in
                            guard current == generation else { return }
                            switch completion {
                            case .finished:
                                innerRunning = false
                                if upstreamFinished { funnel.finishWhenDrained() }
                            case .failure(let error):
                                funnel.fail(error)
                            }
                        }))
                    return .none
                },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished:
                        upstreamFinished = true
                        if !innerRunning { funnel.finishWhenDrained() }
                    case .failure(let error):
                        funnel.fail(error)
                    }
                }))
        }
    }

    /// Publishes the values of the publishers a closure makes from each upstream value.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// How many publishers may run at once.
        public let maxPublishers: Subscribers.Demand
        /// What each value (or error) is turned into.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            // The upstream counts as running until it finishes; each publisher made, until it does.
            var running = 1
            var upstreamSubscription: Subscription?
            let finished = { [maxPublishers] in
                running -= 1
                if running == 0 { funnel.finishWhenDrained() }
                if maxPublishers != .unlimited { upstreamSubscription?.request(.max(1)) }
            }
            upstream.subscribe(AnySubscriber<Upstream.Output, Failure>(
                receiveSubscription: { [maxPublishers] in
                    upstreamSubscription = $0
                    funnel.attach($0, asking: maxPublishers)
                },
                receiveValue: { [transform] value in
                    running += 1
                    transform(value).subscribe(funnel.inlet(transform: { $0 }, finished: finished))
                    return .none
                },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished:
                        running -= 1
                        if running == 0 { funnel.finishWhenDrained() }
                    case .failure(let error):
                        funnel.fail(error)
                    }
                }))
        }
    }

    /// Publishes a prefix publisher's values, then, once it finishes, a suffix publisher's.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        /// What the program stops with, before the error.
        public let prefix: Prefix
        /// The publisher published once the prefix finishes.
        public let suffix: Suffix

        /// Publishes `prefix`, then `suffix`.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let funnel = Funnel(subscriber)
            funnel.open()
            prefix.subscribe(funnel.inlet(transform: { $0 }, finished: { [suffix] in
                suffix.subscribe(funnel.inlet(transform: { $0 }, finished: funnel.finishWhenDrained))
            }))
        }
    }
}

extension Publisher {
    /// Publishes this publisher's values and `other`'s as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Publishes the latest values of this publisher and `other` together, whenever either publishes.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Publishes `transform` of the latest values of this publisher and `other`, whenever either publishes.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Publishes the latest values of this publisher and two others together, whenever any publishes.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Publishes pairs of this publisher's values and `other`'s, in order.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// Publishes `transform` of pairs of this publisher's values and `other`'s, in order.
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Publishes the values of the publishers `transform` makes from each value.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Publishes `elements` first, then this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Publishes `elements` first, then this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes `publisher`'s values first, then this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Publishes this publisher's values, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Publishes this publisher's values, then `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Publishes this publisher's values, then `publisher`'s.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Publishes the values of the latest publisher this one published, leaving the one before.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never {
    /// Publishes the values of the publishers `transform` makes from each value (which may fail).
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}

extension Publisher where Failure == Never {
    /// Publishes the values of the publishers `transform` makes from each value (none of which fails).
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
