/// A fact a container reads from the views it holds (a List row's insets, a Picker option's tag), as
/// SwiftUI's view trait keys: each key names its value's type and the value a view has without it.
protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The traits of one view, by key.
struct ViewTraits {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// These traits, with `inner`'s for the keys these do not set: a modifier further out wins.
    func over(_ inner: ViewTraits) -> ViewTraits {
        var merged = inner
        merged.values.merge(values) { _, outer in outer }
        return merged
    }
}

/// A view carrying traits that a container reads; it draws and measures as its child.
///
/// Only views given a trait are wrapped, so nodes carry no container's facts they do not need.
/// As in SwiftUI, modifiers outside it (`.padding()`, `.background(...)` outside `.tag(_:)`) keep its
/// traits: they pass their child's on (`Node.traits`).
final class TraitNode: WrapperNode {
    var ownTraits = ViewTraits()

    /// Its own traits over those set inside it.
    override var traits: ViewTraits { ownTraits.over(child.traits) }
}

extension Node {
    /// The node under any trait wrappers: the view itself, such as a Section given a trait.
    var withoutTraits: Node {
        (self as? TraitNode)?.child.withoutTraits ?? self
    }
}

extension View {
    /// Sets the trait `key` of each view this view makes to `value`.
    func trait<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        wrapNode { node in node.settingTrait(key, value) }
    }
}

extension Node {
    /// This node with the trait `key` set to `value`: itself if it already carries traits, else
    /// wrapped in a node that does.
    func settingTrait<Key: ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> Node {
        let carrier = self as? TraitNode ?? TraitNode(child: self)
        carrier.ownTraits[key] = value
        return carrier
    }
}
