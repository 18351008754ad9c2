import SnapUI

extension View {
    /// Shows a card such as a `Banner` in a `List` edge to edge rather than as an inset row: no row
    /// insets, no row background and no separator.
    public func nhsCardRowStyle() -> some View {
        listRowInsets(EdgeInsets())
            .listRowBackground(Color.clear)
            .listRowSeparator(.hidden)
    }
}
