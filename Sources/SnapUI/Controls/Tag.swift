/// The value that identifies a view among its container's options.
struct TagTraitKey: ViewTraitKey {
    static var defaultValue: AnyHashable? { nil }
}

private struct ReadsTagsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True while a container that tells its options apart by tag (a Picker, a TabView) makes them:
    /// only then does a ForEach tag its views with their ids, so elsewhere they are not wrapped.
    var readsTags: Bool {
        get { self[ReadsTagsKey.self] }
        set { self[ReadsTagsKey.self] = newValue }
    }
}

extension View {
    /// Identifies the view among its container's options: the value a Picker's selection takes when
    /// this option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        trait(TagTraitKey.self, AnyHashable(tag))
    }
}

extension Node {
    /// The value set with `tag(_:)` (or given by a ForEach) on the view this node stands for.
    var tag: AnyHashable? { traits[TagTraitKey.self] }
}

/// The tags of the views `content` makes, in order: nil for a view with none.
func optionTags(_ content: any View, in environment: EnvironmentValues) -> [AnyHashable?] {
    var options = environment
    options.readsTags = true
    return makeNodes(content, in: options).map(\.tag)
}
