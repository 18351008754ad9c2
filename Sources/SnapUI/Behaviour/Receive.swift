// `onReceive`, and the second reading of a body that it calls for. On iOS a view subscribes to the
// publisher when it appears, and the first frame after shows whatever a value published at once (`Just`,
// a `CurrentValueSubject`, a `@Published` property's `$value`) set. A snapshot shows that frame: the
// subscription is made while the view's body is made into nodes, and when it delivers, the body is read
// again, with the state the action set, and made into the nodes that are drawn.

extension View {
    /// Runs `action` with each value `publisher` publishes, from the time the view is made: a value
    /// published at once is in the snapshot (the view is made again with the state the action set), one
    /// published later (a `PassthroughSubject`'s, a timer's) is not, and the view shows the state before.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        ReceivingView(content: self, publisher: publisher, action: action)
    }
}

/// The view behind `onReceive`: it subscribes as it is made, then makes its content.
private struct ReceivingView<Content: View, P: Publisher>: PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        environment.receipts?.subscribe(to: publisher, perform: action)
        return SnapUI.makeNodes(content, in: environment)
    }
}

/// Makes a body into nodes, and makes it again if an `onReceive` in it delivered a value as it
/// subscribed (its action having changed the state the body reads). The second time, the body's own
/// `onReceive`s do not subscribe again (the first subscriptions last the render), so an action runs
/// once for each value, as on iOS; views inside that are made anew subscribe anew, for their new state.
func makeNodesReceiving(_ body: () -> any View, in environment: EnvironmentValues) -> [Node] {
    var environment = environment
    let receipts: Receipts
    if let existing = environment.receipts {
        receipts = existing
    } else {
        receipts = Receipts()
        environment.receipts = receipts
    }
    receipts.enter(replaying: false)
    let nodes = makeNodes(body(), in: environment)
    guard receipts.leave() else { return nodes }
    receipts.enter(replaying: true)
    defer { _ = receipts.leave() }
    return makeNodes(body(), in: environment)
}

/// A render's `onReceive` subscriptions, and the bodies being made, innermost last, each with whether
/// a subscription in it delivered at once. A render makes its views on one thread.
final class Receipts: @unchecked Sendable {
    private struct Body {
        let replaying: Bool
        var delivered = false
    }

    private var bodies: [Body] = []
    private var subscriptions: [AnyCancellable] = []

    func enter(replaying: Bool) {
        bodies.append(Body(replaying: replaying))
    }

    /// Leaves the innermost body; returns whether a subscription in it delivered.
    func leave() -> Bool {
        bodies.removeLast().delivered
    }

    /// Subscribes `action` to `publisher`, unless the body is being made again. (A view made outside
    /// any body, as a `GeometryReader`'s content is during layout, subscribes but is not made again.)
    func subscribe<P: Publisher>(to publisher: P, perform action: @escaping (P.Output) -> Void) where P.Failure == Never {
        let innermost = bodies.indices.last
        if let innermost, bodies[innermost].replaying { return }
        var delivered = false
        subscriptions.append(publisher.sink { value in
            delivered = true
            action(value)
        })
        if delivered, let innermost { bodies[innermost].delivered = true }
    }
}

private struct ReceiptsKey: EnvironmentKey {
    static var defaultValue: Receipts? { nil }
}

extension EnvironmentValues {
    /// The render's `onReceive` subscriptions, set by the first view whose body is made.
    var receipts: Receipts? {
        get { self[ReceiptsKey.self] }
        set { self[ReceiptsKey.self] = newValue }
    }
}
