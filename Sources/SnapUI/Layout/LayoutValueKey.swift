/// A value of your own that a view carries for the layout that holds it, as SwiftUI's
/// `LayoutValueKey`: set it with `.layoutValue(key:value:)`, read it in the layout as
/// `subview[Key.self]`.
///
///     private struct Rank: LayoutValueKey {
///         static let defaultValue = 1
///     }
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view `value` for the layout value `key`, which the layout that holds it reads.
    /// Modifiers outside keep it, as they keep any trait.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        trait(LayoutValueTrait<K>.self, value)
    }
}

extension LayoutSubview {
    /// The subview's value for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits[LayoutValueTrait<K>.self]
    }
}

/// A layout value, carried as a view trait.
private struct LayoutValueTrait<Key: LayoutValueKey>: ViewTraitKey {
    static var defaultValue: Key.Value { Key.defaultValue }
}
