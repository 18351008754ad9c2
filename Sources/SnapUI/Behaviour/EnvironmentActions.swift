// Actions and states a view reads from the environment: dismiss, open a URL, the scene's phase.
// A snapshot never runs actions, and shows the app active.

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: `dismiss()`.
public struct DismissAction {
    /// Dismisses (nothing is presented in a snapshot, so nothing happens).
    public func callAsFunction() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: `openURL(url)`. Set your own handler with
/// `.environment(\.openURL, OpenURLAction { url in ... })`.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .systemAction)
    }

    private let handler: (URL) -> Result

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`: gives it to the handler (the default one opens nothing, as a snapshot has no system).
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, then reports whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).kind == .handled)
    }
}

/// Whether the app is in the foreground, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Opens URLs (links and `openURL(url)`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The scene's phase: active in a snapshot.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet): false in a snapshot of a screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
