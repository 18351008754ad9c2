/// A cancellable that cancels what it wraps when it is cancelled or freed: keep it (`store(in:)`) for
/// as long as a subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// Wraps a closure run once, on cancellation.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Wraps a cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = canceller.cancel
    }

    deinit {
        cancelAction?()
    }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension AnyCancellable {
    /// Keeps this cancellable in `set`, which then owns the subscription.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`, which then owns the subscription.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}

extension Cancellable {
    /// Keeps this cancellable, wrapped, in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this cancellable, wrapped, in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
