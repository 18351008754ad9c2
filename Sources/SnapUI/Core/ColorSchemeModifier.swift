extension View {
    /// Draws this view and everything inside it in `colorScheme`, as SwiftUI's (deprecated in
    /// favour of `preferredColorScheme(_:)`, still common).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
