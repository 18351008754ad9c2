import Foundation

// Alerts, dialogs, sheets, covers and popovers. A snapshot shows the screen at rest, without what it
// presents: these modifiers are accepted, their content is type-checked as in SwiftUI and never shown.

extension View {
    /// An alert with actions, shown while `isPresented` is true. Titled with a localised string's key.
    public func alert<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }

    /// An alert with actions, shown while `isPresented` is true. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }

    /// An alert with actions and a message, shown while `isPresented` is true. Titled with a localised string's key.
    public func alert<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        self
    }

    /// An alert with actions and a message, shown while `isPresented` is true. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        self
    }

    /// An alert titled with a text view.
    public func alert<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }

    /// An alert titled with a text view, with a message.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        self
    }

    /// An alert about `data`, shown while `isPresented` is true. Titled with a localised string's key.
    public func alert<T, Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        self
    }

    /// An alert about `data`, shown while `isPresented` is true. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, T, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        self
    }

    /// An alert about `data`, with a message. Titled with a localised string's key.
    public func alert<T, Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        self
    }

    /// An alert about `data`, with a message. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, T, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        self
    }

    /// An alert about an error, titled with its description.
    public func alert<E: LocalizedError, Actions: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions
    ) -> some View {
        self
    }

    /// An alert about an error, with a message.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions,
        @ViewBuilder message: (E) -> Message
    ) -> some View {
        self
    }

    /// A confirmation dialog (an action sheet), shown while `isPresented` is true. Titled with a localised string's key.
    public func confirmationDialog<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }

    /// A confirmation dialog (an action sheet), shown while `isPresented` is true. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }

    /// A confirmation dialog with a message. Titled with a localised string's key.
    public func confirmationDialog<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        self
    }

    /// A confirmation dialog with a message. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        self
    }

    /// A confirmation dialog about `data`. Titled with a localised string's key.
    public func confirmationDialog<T, Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        self
    }

    /// A confirmation dialog about `data`. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, T, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        self
    }

    /// A confirmation dialog about `data`, with a message. Titled with a localised string's key.
    public func confirmationDialog<T, Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        self
    }

    /// A confirmation dialog about `data`, with a message. Titled with a string, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, T, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
    ) -> some View {
        self
    }

    /// A sheet shown while `isPresented` is true, with an action when it is dismissed.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A sheet shown while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A screen-filling cover shown while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A screen-filling cover shown while `item` is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// A popover shown while `isPresented` is true.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A popover shown while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// The heights a sheet presenting this view can rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether a sheet presenting this view shows its drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// The corner radius of a sheet presenting this view.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// Stops a sheet presenting this view from being swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}
