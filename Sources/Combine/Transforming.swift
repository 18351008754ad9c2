import Foundation

// Operators that change each value or the error: map, tryMap, mapError, setFailureType, scan, decode.

extension Publishers {
    /// Transforms each value.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What each value (or error) is turned into.
        public let transform: (Upstream.Output) -> Output

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber) { [transform] value, relay in
                relay.downstream.receive(transform(value))
            })
        }
    }

    /// Transforms each value with a closure that may throw; an error thrown fails the publisher.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What each value (or error) is turned into.
        public let transform: (Upstream.Output) throws -> Output

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(subscriber, input: { [transform] value, relay in
                do {
                    return relay.downstream.receive(try transform(value))
                } catch {
                    relay.end(with: .failure(error))
                    return .none
                }
            }, completion: { completion, relay in
                relay.downstream.receive(completion: completion.mapError { $0 })
            }))
        }
    }

    /// Transforms the error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// What each value (or error) is turned into.
        public let transform: (Upstream.Failure) -> Failure

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Output, Upstream.Failure, S>(subscriber, input: { value, relay in
                relay.downstream.receive(value)
            }, completion: { [transform] completion, relay in
                relay.downstream.receive(completion: completion.mapError(transform))
            }))
        }
    }

    /// A publisher that never fails given the error type its downstream expects.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        /// The publisher this one subscribes to.
        public let upstream: Upstream

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Output, Never, S>(subscriber, input: { value, relay in
                relay.downstream.receive(value)
            }, completion: { _, relay in
                relay.downstream.receive(completion: .finished)
            }))
        }
    }

    /// Publishes each value folded into an accumulated one.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        /// The value accumulated from.
        public let initialResult: Output
        /// Folds a value into the accumulated one.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initialResult
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber) { [nextPartialResult] value, relay in
                result = nextPartialResult(result, value)
                return relay.downstream.receive(result)
            })
        }
    }
}

extension Subscribers.Completion {
    /// The completion with its error transformed.
    fileprivate func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}

extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value with a closure that may throw.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Transforms the error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// Publishes each value folded into an accumulated one, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publisher where Failure == Never {
    /// This publisher, typed as failing with `failureType` (it never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

/// A decoder of values from a top-level representation (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
    /// The representation decoded from.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of values to a top-level representation (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
    /// The representation encoded to.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes each value with `decoder`; an error decoding fails the publisher.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Encodes each value with `encoder`; an error encoding fails the publisher.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
    where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publishers {
    /// Decodes each value; an error decoding fails the publisher.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        private let decoder: Coder

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    /// Encodes each value; an error encoding fails the publisher.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error

        /// The publisher this one subscribes to.
        public let upstream: Upstream
        private let encoder: Coder

        /// Makes this publisher over `upstream`, as the operator method of its name does.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.tryMap { [encoder] in try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }
}
