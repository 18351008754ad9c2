/// What an operator puts between its upstream and its downstream: it passes demand and cancellation
/// up, and hands each value and the completion to the operator's closures, which send on.
final class Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    let downstream: Downstream
    private var upstream: Subscription?
    private var isFinished = false
    private let onInput: (Input, Relay) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>, Relay) -> Void

    init(
        _ downstream: Downstream, input: @escaping (Input, Relay) -> Subscribers.Demand,
        completion: @escaping (Subscribers.Completion<Failure>, Relay) -> Void
    ) {
        self.downstream = downstream
        onInput = input
        onCompletion = completion
    }

    func receive(subscription: Subscription) {
        guard upstream == nil, !isFinished else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        isFinished ? .none : onInput(input, self)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isFinished else { return }
        isFinished = true
        upstream = nil
        onCompletion(completion, self)
    }

    func request(_ demand: Subscribers.Demand) {
        upstream?.request(demand)
    }

    func cancel() {
        isFinished = true
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }

    /// Ends the chain early: cancels the upstream and completes the downstream.
    func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        guard !isFinished else { return }
        cancel()
        downstream.receive(completion: completion)
    }
}

extension Relay where Downstream.Failure == Failure {
    /// A relay that passes the completion on as it is.
    convenience init(_ downstream: Downstream, input: @escaping (Input, Relay) -> Subscribers.Demand) {
        self.init(downstream, input: input, completion: { completion, relay in relay.downstream.receive(completion: completion) })
    }
}
