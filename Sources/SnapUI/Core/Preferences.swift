/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: each view that sets it
/// gives a value, and a container combines its children's, in order, with `reduce`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none, as an ancestor reads it.
    static var defaultValue: Value { get }
    /// Combines the values set so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension Node {
    /// The value of `key` that this subtree passes up: what its modifiers set, else its children's
    /// combined in order; the key's default where nothing in it sets one.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        preference(key) ?? K.defaultValue
    }
}

extension View {
    /// Sets `key` to `value` for the views above: the value replaces any set inside this view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        wrapNode { PreferenceNode<K>(child: $0) { _ in value } }
    }

    /// Changes the value of `key` this view passes up (its default when nothing inside sets one).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        wrapNode { node in
            PreferenceNode<K>(child: node) { inner in
                var value = inner ?? K.defaultValue
                callback(&value)
                return value
            }
        }
    }

    /// Calls `action` with the value of `key` this view passes up. A snapshot is the view at rest,
    /// so it is called once, when the view is made, as SwiftUI calls it when the view first appears.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        wrapNode { node in
            action(node.preferenceValue(key))
            return node
        }
    }

    /// Draws the view made from the value of `key` this view passes up in front of it, proposed
    /// the view's size and aligned in it.
    public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Overlay
    ) -> some View {
        preferenceLayer(key, alignment: alignment, isBehind: false, transform)
    }

    /// Draws the view made from the value of `key` this view passes up behind it, proposed the
    /// view's size and aligned in it.
    public func backgroundPreferenceValue<K: PreferenceKey, Background: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Background
    ) -> some View {
        preferenceLayer(key, alignment: alignment, isBehind: true, transform)
    }

    private func preferenceLayer<K: PreferenceKey, Layer: View>(
        _ key: K.Type, alignment: Alignment, isBehind: Bool, _ transform: @escaping (K.Value) -> Layer
    ) -> some View {
        wrapNode { node, environment in
            LayeredNode(content: node, layer: makeNode(transform(node.preferenceValue(key)), in: environment),
                        alignment: alignment, isBehind: isBehind)
        }
    }
}

/// A view that sets the value of one preference from the value its child passes up (nil when
/// nothing in it sets one); every other preference passes through.
final class PreferenceNode<K: PreferenceKey>: WrapperNode {
    let value: (K.Value?) -> K.Value

    init(child: Node, value: @escaping (K.Value?) -> K.Value) {
        self.value = value
        super.init(child: child)
    }

    override func preference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        let inner = child.preference(key)
        guard Key.self == K.self else { return inner }
        return value(inner as! K.Value?) as? Key.Value
    }
}
