/// A way to snapshot values of type `Value`, as swift-snapshot-testing's strategies are: how to
/// turn a value into a snapshot format (``snapshot``) and how that format is checked (``diffing``).
/// The strategies for views (``RenderedView``) are `.image`, `.transcript`, `.audit(waivers:rules:)`
/// and `.verify(waivers:rules:)`, all three as `nhs-snap verify` checks them; others are made from
/// them with ``pullback(_:)`` and ``combining(_:_:)``.
public struct Snapshotting<Value, Format> {
    /// Turns a value into its format; a thrown error is reported as the snapshot's failure.
    public var snapshot: (Value) throws -> Format
    /// How the format is checked: against its golden, or (the audit) against its rules.
    public var diffing: Diffing<Format>

    /// A strategy turning values into a format with `snapshot`, checked by one of nhs-snap's diffings.
    public init(snapshot: @escaping (Value) throws -> Format, diffing: Diffing<Format>) {
        self.snapshot = snapshot
        self.diffing = diffing
    }

    /// The strategy for values of `NewValue`: `transform` turns one into a `Value`, which this
    /// strategy snapshots and checks.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(snapshot: { [snapshot] value in try snapshot(transform(value)) }, diffing: diffing)
    }

    /// Both strategies on one value: its format is the pair of theirs, and each part is checked by
    /// its own diffing, so a failure of either is reported.
    public static func combining<A, B>(_ first: Snapshotting<Value, A>, _ second: Snapshotting<Value, B>) -> Self
    where Format == (A, B) {
        Snapshotting(
            snapshot: { value in (try first.snapshot(value), try second.snapshot(value)) },
            diffing: Diffing { pair, context in
                try first.diffing.check(pair.0, context) + second.diffing.check(pair.1, context)
            })
    }
}
