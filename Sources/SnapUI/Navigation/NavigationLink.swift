/// A view that pushes a screen onto the navigation stack when tapped, as SwiftUI's: by a value (shown
/// with the stack's `navigationDestination(for:)`), or by a destination view. A snapshot shows the
/// screen at rest: in a List the link is a row ending in a chevron; elsewhere it is drawn as a button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The destination of a link that is active (`NavigationLink(isActive:)` with true): the stack
    /// around shows it pushed.
    var activeDestination: (() -> AnyView)?

    /// A link to `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @Environment(\.isInList) private var isInList

    public var body: some View {
        if let activeDestination {
            row.preference(key: ActiveNavigationLinkKey.self, value: [activeDestination])
        } else {
            row
        }
    }

    @ViewBuilder private var row: some View {
        if isInList {
            HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                ControlGlyph(kind: .chevronRight, size: PickerMetrics.navigationChevronSize,
                             lineWidth: PickerMetrics.navigationChevronLineWidth, color: SystemColors.tertiaryLabel)
                    .padding(.trailing, NavigationLinkMetrics.chevronTrailingInset)
                    .accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .layoutRole("navigationLink")
        } else {
            Button(action: {}) { label }
        }
    }
}

/// The space between a link row's label and its chevron, and between the chevron and the row
/// content's trailing edge (iOS 26 ends the chevron's ink 2.33 points inside it: Fidelity.md row 46).
public enum NavigationLinkMetrics {
    public static let chevronSpacing = 16.0
    public static let chevronTrailingInset = 2.33
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`: the stack shows it with its `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link with a localised title to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }

    /// A link titled with a string, shown as it is, to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }

    /// A link with a localised title to the view `destination` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    /// A link titled with a string, shown as it is, to the view `destination` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a localised title that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey)
    }

    /// A link titled with a string, shown as it is, that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
    }
}
