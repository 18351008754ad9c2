// Opening the app with a URL (a universal link or a custom scheme). A snapshot is never opened
// with one, so the handler is accepted and never run.

extension View {
    /// An action when the app is opened with a URL (never run in a snapshot).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
