/// Problems found while resolving views (an unknown symbol name), collected so the render can fail
/// with all of them instead of crashing on the first.
public final class Diagnostics: @unchecked Sendable {
    public private(set) var errors: [any Error] = []

    public init() {}

    /// Records a problem; the render fails with it, and every other problem found, once views are resolved.
    public func report(_ error: any Error) {
        errors.append(error)
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
