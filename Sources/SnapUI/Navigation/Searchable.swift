/// Where a search field goes; SnapUI draws it under the navigation bar's title whichever is asked.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// When a drawer's field shows: always, or once the content is pulled down.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

/// The metrics of the search field as iOS 26 draws it (Fidelity.md rows 200-216): a 44-point capsule
/// of the tertiary fill, the magnifying glass in the label colour and the prompt in the secondary
/// colour (the text searched for in the label colour).
public enum SearchFieldMetrics {
    public static let height = 44.0
    public static let horizontalPadding = 12.0
    public static let iconSpacing = 6.0
}

extension View {
    /// A search field for `text` under the navigation bar's title, showing `prompt` (or "Search")
    /// while `text` is empty.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let field = SearchField(text: text.wrappedValue, prompt: prompt ?? Text(verbatim: "Search"))
        return navigationPreference { preference, environment in
            preference.searchField = SnapUI.makeNode(field, in: environment)
        }
    }

    /// As ``searchable(text:placement:prompt:)`` with a localised prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// As ``searchable(text:placement:prompt:)`` with a string prompt, shown as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// As ``searchable(text:placement:prompt:)``; a snapshot shows the field at rest, not presented.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// The search field as drawn.
struct SearchField: View {
    let text: String
    let prompt: Text

    var body: some View {
        HStack(spacing: SearchFieldMetrics.iconSpacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(.primary).symbolsInEmSquares()
            if text.isEmpty { prompt.foregroundStyle(.secondary) } else { Text(text) }
        }
        .lineLimit(1)
        .padding(.horizontal, SearchFieldMetrics.horizontalPadding)
        .frame(maxWidth: .infinity, minHeight: SearchFieldMetrics.height, alignment: .leading)
        .background(SystemColors.tertiaryFill, in: Capsule(style: .circular))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isSearchField)
        .layoutRole("searchField")
    }
}
