import Synchronization

/// Problems found while resolving views (an unknown symbol name), collected so the render can fail
/// with all of them instead of crashing on the first, and warnings (a view drawn as a placeholder),
/// which the render returns beside its image. Safe to report to from any thread.
public final class Diagnostics: Sendable {
    private let reported = Mutex<[any Error]>([])
    private let warned = Mutex<[String]>([])
    private let untranslated = Mutex<[MissingTranslation]>([])

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

    /// Every warning, in the order given, each once.
    public var warnings: [String] {
        warned.withLock { $0 }
    }

    /// Records something the render draws but not as iOS would (a UIKit view it draws as a
    /// placeholder): the render succeeds and reports it.
    public func warn(_ warning: String) {
        warned.withLock { if !$0.contains(warning) { $0.append(warning) } }
    }

    /// Every string shown untranslated in the snapshot's locale, in the order found, each once.
    public var missingTranslations: [MissingTranslation] {
        untranslated.withLock { $0 }
    }

    /// Records a string shown in its development language for want of a translation.
    public func noteMissingTranslation(_ missing: MissingTranslation) {
        untranslated.withLock { if !$0.contains(missing) { $0.append(missing) } }
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
