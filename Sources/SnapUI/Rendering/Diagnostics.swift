import Synchronization

/// Problems found while resolving views (an unknown symbol name), collected so the render can fail
/// with all of them instead of crashing on the first. Safe to report to from any thread.
public final class Diagnostics: Sendable {
    private let reported = Mutex<[any Error]>([])

    public init() {}

    /// Every problem reported, in the order they were reported.
    public var errors: [any Error] {
        reported.withLock { $0 }
    }

    /// Records a problem; the render fails with it, and every other problem found, once views are
    /// resolved and laid out.
    public func report(_ error: any Error) {
        reported.withLock { $0.append(error) }
    }
}

private struct DiagnosticsKey: EnvironmentKey {
    static var defaultValue: Diagnostics { Diagnostics() }
}

extension EnvironmentValues {
    /// Where views report problems during a render.
    public var diagnostics: Diagnostics {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }
}
