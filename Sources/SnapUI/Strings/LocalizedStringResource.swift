import Foundation

/// A reference to a localised string, looked up when it is shown, as Foundation's (which Linux's
/// Foundation lacks): its key and default value, table, locale and bundle. `Text(resource)` shows
/// it in the environment's locale; `String(localized: resource)` in its own (`.current`: the snapshot's).
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Which bundle the string's table is in.
    public enum BundleDescription: @unchecked Sendable {
        /// The app's: the snapshot's `stringTables` folders, then `Bundle.main`.
        case main
        /// The bundle a class is in.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle searched alone; nil for the app's own folders.
        var bundle: Bundle? {
            switch self {
            case .main: return nil
            case .forClass(let type): return Bundle(for: type)
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.format.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(defaultValue, table: table, locale: locale, bundle: bundle, comment: comment)
        self.key = "\(key)"
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The key with the default value's values.
    var format: LocalizedFormat {
        var format = defaultValue.format
        format.key = key
        return format
    }
}

extension String {
    /// The string `resource` refers to, in its locale (`.current`: the snapshot's).
    public init(localized resource: LocalizedStringResource) {
        let fallback = resource.key == resource.defaultValue.format.key ? nil : resource.defaultValue.format
        self = StringLocalization.string(
            resource.format, default: fallback, table: resource.table, bundle: resource.bundle.bundle, locale: resource.locale)
    }
}

extension Text {
    /// Text showing the string `resource` refers to, in the environment's locale, read as inline markdown.
    public init(_ resource: LocalizedStringResource) {
        self.init(content: .markdown(LocalizedStringKey(format: resource.format), table: resource.table, bundle: resource.bundle.bundle))
    }
}
