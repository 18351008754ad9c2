/// The destinations of active links inside a view, first first: the nearest navigation stack above
/// shows the first pushed, as iOS pushes a link whose `isActive` binding is true.
struct ActiveNavigationLinkKey: PreferenceKey {
    static var defaultValue: [() -> AnyView] { [] }
    static func reduce(value: inout [() -> AnyView], nextValue: () -> [() -> AnyView]) {
        value += nextValue()
    }
}

// iOS 13's links whose presentation is bound (deprecated in iOS 16, still in many codebases). At rest
// a link draws as `NavigationLink(destination:)` does; an active one pushes its destination, so the
// snapshot shows the destination's screen with a back button.
extension NavigationLink {
    /// A link to `destination`, pushed while `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link to `destination`, pushed while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        if isActive.wrappedValue { activeDestination = { AnyView(destination) } }
    }

    /// A link to `destination`, pushed while `selection` is `tag`.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// A link to `destination`, pushed while `selection` is `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: .constant(selection.wrappedValue == tag), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a localised title to `destination`, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a string, shown as it is, to `destination`, pushed while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link with a localised title to `destination`, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled with a string, shown as it is, to `destination`, pushed while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
