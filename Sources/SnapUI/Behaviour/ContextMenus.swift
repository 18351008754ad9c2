// Menus shown on a long press. A snapshot never presses, so the menu is accepted and never drawn.

extension View {
    /// A menu of `menuItems` shown on a long press (never shown in a snapshot).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A menu of `menuItems` with a preview, shown on a long press (never shown in a snapshot).
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        self
    }
}
