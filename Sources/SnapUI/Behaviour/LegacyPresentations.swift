import Foundation

// iOS 13's alerts and action sheets (deprecated, still in many codebases), and iOS 17's inspector. As
// the other presentations, a snapshot shows the screen at rest: they are accepted, their content is
// type-checked as in SwiftUI, and nothing is shown over the screen.

/// An alert's content, as SwiftUI's `Alert`: a title, a message and one or two buttons. Alerts are
/// not shown at rest, so it keeps nothing of them.
public struct Alert {
    /// An alert with one button (an "OK" default when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// A button of an alert or an action sheet.
    public struct Button {
        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }

        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }

        /// A destructive button, drawn in red when shown.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}

/// An action sheet's content, as SwiftUI's `ActionSheet`: a title, a message and a list of buttons.
/// Action sheets are not shown at rest, so it keeps nothing of them.
public struct ActionSheet {
    /// An action sheet with `buttons` (a "Cancel" button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {}

    /// A button of an action sheet: an alert's button.
    public typealias Button = Alert.Button
}

extension View {
    /// An alert shown while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        self
    }

    /// An alert about `item`, shown while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        self
    }

    /// An action sheet shown while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        self
    }

    /// An action sheet about `item`, shown while it is not nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        self
    }

    /// An inspector beside the content (on an iPad) or, on a phone, in a sheet, shown while
    /// `isPresented` is true. Closed, nothing shows; presented on a phone it is a sheet, and a
    /// snapshot shows the screen at rest without it.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        self
    }

    /// The width of the inspector column this view is the content of (on an iPad); accepted on a phone.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// A flexible width of the inspector column this view is the content of; accepted on a phone.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
