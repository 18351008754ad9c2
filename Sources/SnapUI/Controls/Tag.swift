extension View {
    /// Identifies the view among its container's options: the value a Picker's selection takes when
    /// this option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        updateNodes { $0.tag = AnyHashable(tag) }
    }
}
