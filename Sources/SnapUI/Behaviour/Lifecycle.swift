// What a view does as it appears, changes and refreshes. A snapshot shows a screen at rest, before
// any of it runs: these modifiers are accepted and their actions are never run.

extension View {
    /// An action when the view appears (never run in a snapshot).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// An action when the view disappears (never run in a snapshot).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Work started when the view appears and cancelled when it disappears (never run in a snapshot).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }

    /// Work restarted whenever `id` changes (never run in a snapshot).
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View {
        self
    }

    /// An action given the old and new value when `value` changes (never run in a snapshot).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        self
    }

    /// An action when `value` changes (never run in a snapshot).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// An action given the new value when `value` changes: the form before iOS 17 (never run in a snapshot).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Pull to refresh (a snapshot never pulls, and shows no refresh control at rest).
    public func refreshable(action: @escaping () async -> Void) -> some View { self }
}
