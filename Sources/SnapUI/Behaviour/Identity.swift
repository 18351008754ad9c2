// A view's explicit identity, which SwiftUI uses to tell one view from another across updates and
// to scroll to it. A snapshot is one update: the identity is accepted and changes nothing drawn.

extension View {
    /// Gives the view an explicit identity (it changes nothing in a snapshot).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
