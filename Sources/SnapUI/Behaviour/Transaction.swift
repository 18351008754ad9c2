// Transactions: the context of a state change (chiefly its animation), as SwiftUI's. A snapshot
// shows a screen at rest, after every transaction has finished, so they change nothing drawn.

/// The context of one state change, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The animation the change plays with; nil for none.
    public var animation: Animation?
    /// True when animations of views inside the change are turned off.
    public var disablesAnimations = false
    /// True when the change is one of many in a gesture (a drag).
    public var isContinuous = false
    /// True when the change tracks a gesture's velocity.
    public var tracksVelocity = false

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction that plays `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction`. A snapshot shows where the change ends, so `body` runs at once.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in a transaction with `value` at `keyPath`. `body` runs at once.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}

extension View {
    /// Changes the transaction of every change inside: accepted; a snapshot is at rest.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of changes inside when `value` changes: accepted; a snapshot is at rest.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
