import Foundation

/// The app, as SwiftUI code reaches it for a URL: a snapshot opens nothing.
open class UIApplication: NSObject, @unchecked Sendable {
    /// The app.
    open class var shared: UIApplication { UIApplication() }

    /// The keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` on iOS; a snapshot is at rest, so it does nothing and the handler is not called.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}

    /// Whether an app can open `url`: true for the schemes iOS always handles (http, https, mailto,
    /// tel, sms), false otherwise, as for an app that declared no other schemes.
    open func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms"].contains(url.scheme?.lowercased() ?? "")
    }
}
