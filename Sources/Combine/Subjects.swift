// Subjects: publishers that code sends values through. `PassthroughSubject` gives each value to the
// subscribers there when it is sent; `CurrentValueSubject` keeps its latest value and gives it to a
// new subscriber at once.

/// A publisher that code sends values and a completion through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Ends the subject, normally or with an error.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject a subscription to an upstream, from which it asks for every value.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a signal (a void value).
    public func send() {
        send(())
    }
}

/// A subject that gives each value sent to the subscribers there at the time (and drops it for one
/// that has not asked for more).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscriptions = SubscriberList<Output, Failure>()

    /// A subject with no subscribers yet.
    public init() {}

    public func send(_ input: Output) {
        subscriptions.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.finish(completion)
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriptions.attach(subscriber)
    }
}

/// A subject that holds a value: a new subscriber receives it at once, and each change after.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscriptions = SubscriberList<Output, Failure>()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The value held; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        current = input
        subscriptions.sendLast(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.finish(completion)
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriptions.attach(subscriber, current: current)
    }
}

/// The subscribers of a subject, each with its own demand; once the subject completes, a new
/// subscriber receives the completion at once.
final class SubscriberList<Output, Failure: Error> {
    private var conduits: [Conduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Subscribes `subscriber`; `current` is a value it receives on its first demand.
    func attach<S: Subscriber>(_ subscriber: S, current: Output? = nil) where S.Input == Output, S.Failure == Failure {
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(AnySubscriber(subscriber), latest: current, owner: self)
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    /// Gives `value` to every subscriber that wants one now.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value, keeping: false) }
    }

    /// Gives `value` to every subscriber, keeping it for one that has not asked yet.
    func sendLast(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value, keeping: true) }
    }

    /// Completes every subscription.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = conduits
        conduits = []
        for conduit in finished { conduit.complete(completion) }
    }

    fileprivate func remove(_ conduit: Conduit<Output, Failure>) {
        conduits.removeAll { $0 === conduit }
    }
}

/// One subscriber's subscription to a subject.
private final class Conduit<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// A value waiting for the subscriber's demand (a current value).
    private var latest: Output?
    private weak var owner: SubscriberList<Output, Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>, latest: Output?, owner: SubscriberList<Output, Failure>) {
        self.downstream = downstream
        self.latest = latest
        self.owner = owner
    }

    func offer(_ value: Output, keeping: Bool) {
        guard let downstream else { return }
        guard demand > 0 else {
            if keeping { latest = value }
            return
        }
        latest = nil
        demand -= 1
        demand += downstream.receive(value)
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        let downstream = self.downstream
        self.downstream = nil
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        if let value = latest {
            latest = nil
            offer(value, keeping: true)
        }
    }

    func cancel() {
        downstream = nil
        latest = nil
        owner?.remove(self)
    }
}
