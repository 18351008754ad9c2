import Synchronization

// Combine's core protocols, as Apple declares them: a publisher delivers values to a subscriber, which
// asks for them through a subscription. Everything here runs synchronously: a value sent is delivered
// before `send` returns, so what a snapshot shows is the state once every synchronous publisher has spoken.

/// A type that delivers a sequence of values over time to subscribers.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error published.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher gives it a subscription, then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A type that receives values from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values received.
    associatedtype Input
    /// The kind of error received.
    associatedtype Failure: Error

    /// The publisher confirms the subscription; the subscriber asks for values through it.
    func receive(subscription: Subscription)
    /// A value; returns how many more values the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher has finished, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The connection between a subscriber and a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// An activity that can be cancelled.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

/// A type that identifies itself in a chain of publishers and subscribers.
public protocol CustomCombineIdentifierConvertible {
    /// The unique identifier of this instance.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier of a publisher, subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// A new identifier, unlike any other.
    public init() {
        rawValue = nextCombineIdentifier.add(1, ordering: .relaxed).newValue
    }

    /// The identifier of an object.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

// Identifiers made with `CombineIdentifier()`: numbered past the top half, so they never meet an address.
private let nextCombineIdentifier = Atomic<UInt64>(1 << 63)

/// Namespace of subscriber types and what subscribers exchange with publishers.
public enum Subscribers {}

/// Namespace of the publishers that operators return.
public enum Publishers {}

extension Subscribers {
    /// How a publisher ended: finished normally, or failed with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped with an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Namespace of subscriptions of special kinds.
public enum Subscriptions {
    /// A subscription that does nothing: for a publisher that completes at once.
    public static var empty: Subscription { EmptySubscription() }
}

/// The subscription of a publisher that has nothing to give.
struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
