/// Where several upstreams meet one downstream (merge, combineLatest, flatMap, prepend): the upstreams
/// are asked for every value, and what they publish waits, in order, until the downstream asks for it.
final class Funnel<Downstream: Subscriber>: Subscription {
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var waiting: [Downstream.Input] = []
    private var upstreams: [Subscription] = []
    private var finishesWhenDrained = false
    private var isDraining = false

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    /// Gives the downstream its subscription; call before subscribing the upstreams.
    func open() {
        downstream?.receive(subscription: self)
    }

    /// Takes an upstream's subscription and asks it for `demand` values.
    func attach(_ subscription: Subscription, asking demand: Subscribers.Demand = .unlimited) {
        guard downstream != nil else {
            subscription.cancel()
            return
        }
        upstreams.append(subscription)
        subscription.request(demand)
    }

    /// A value from an upstream.
    func push(_ value: Downstream.Input) {
        guard downstream != nil else { return }
        waiting.append(value)
        drain()
    }

    /// Every upstream is done: the downstream finishes once it has had what waits.
    func finishWhenDrained() {
        finishesWhenDrained = true
        drain()
    }

    /// An upstream failed: the others are cancelled and the downstream fails at once.
    func fail(_ error: Downstream.Failure) {
        guard let downstream else { return }
        cancel()
        downstream.receive(completion: .failure(error))
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        drain()
    }

    func cancel() {
        downstream = nil
        waiting = []
        let upstreams = self.upstreams
        self.upstreams = []
        for upstream in upstreams { upstream.cancel() }
    }

    private func drain() {
        // A value pushed, or demand given, from inside `receive` is handled by the loop already running.
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while let downstream, demand > 0, !waiting.isEmpty {
            demand -= 1
            demand += downstream.receive(waiting.removeFirst())
        }
        if finishesWhenDrained, waiting.isEmpty, let downstream {
            self.downstream = nil
            upstreams = []
            downstream.receive(completion: .finished)
        }
    }
}

extension Funnel {
    /// A subscriber feeding this funnel from one upstream: `transform` makes its values (nil for none
    /// yet), and `finished` is told when it finishes.
    func inlet<Input>(
        asking demand: Subscribers.Demand = .unlimited, transform: @escaping (Input) -> Downstream.Input?,
        finished: @escaping () -> Void
    ) -> AnySubscriber<Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [weak self] in self?.attach($0, asking: demand) },
            receiveValue: { [weak self] value in
                if let output = transform(value) { self?.push(output) }
                return .none
            },
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: finished()
                case .failure(let error): self?.fail(error)
                }
            })
    }
}
