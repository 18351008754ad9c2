import Foundation

// Linux's Foundation has neither `String(localized:)` nor `String.LocalizationValue`: these are
// Foundation's on iOS, looked up as `Text` looks its keys up. Outside a view, the locale is the
// snapshot being rendered (its `\.locale`), or `SnapshotDefaults.locale` outside a render.

extension String {
    /// A localisable string with its interpolated values, as Foundation's: the key is built as
    /// Apple's tools build it (`"\(count) files"` looks up "%lld files").
    public struct LocalizationValue: Sendable, Equatable, ExpressibleByStringInterpolation {
        var format: LocalizedFormat

        public init(_ value: String) {
            format = LocalizedFormat(key: value)
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            format = stringInterpolation.format
        }

        /// Equal when their keys are (their values are not compared).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.format.key == rhs.format.key && lhs.format.hasFormatting == rhs.format.hasFormatting
        }

        /// The pieces of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var format = LocalizedFormat()

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                format.appendLiteral(literal)
            }

            /// Inserts a string (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                format.append(.string(string), specifier: "%@")
            }

            /// Inserts the value's description (`%@`), as Foundation inserts an object.
            public mutating func appendInterpolation<T>(_ value: T) {
                format.append(.string(String(describing: value)), specifier: "%@")
            }

            /// Inserts a number with its type's specifier (`%lld`, `%lf`), written in the locale.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                format.append(FormatArgument(value), specifier: value._specifier)
            }

            /// Inserts a value written by a format style in the locale (`%@`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format style: F)
            where F.FormatInput: Equatable & Sendable, F.FormatOutput == String, F: Sendable {
                format.append(.formatted(Text.Formatted(value, format: style)), specifier: "%@")
            }
        }
    }

    /// The localised string for `keyAndValue` in the table `table` ("Localizable" when nil or empty)
    /// of `bundle` (nil: the snapshot's `stringTables` folders, then `Bundle.main`), in `locale`
    /// (`.current`: the snapshot's); the key itself when no table has it.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = StringLocalization.string(keyAndValue.format, default: nil, table: table, bundle: bundle, locale: locale)
    }

    /// The localised string for the key `key` as `init(localized:table:bundle:locale:comment:)`
    /// finds it, or `defaultValue` when no table has it.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        var format = defaultValue.format
        format.key = "\(key)"
        self = StringLocalization.string(format, default: defaultValue.format, table: table, bundle: bundle, locale: locale)
    }
}

/// Localised strings made outside a view: in the snapshot being rendered, else the defaults.
enum StringLocalization {
    /// `format` looked up as the snapshot would; `fallback` (a default value) is written when no
    /// table has the key.
    static func string(
        _ format: LocalizedFormat, default fallback: LocalizedFormat?, table: String?, bundle: Bundle?, locale: Locale
    ) -> String {
        var environment = EnvironmentValues()
        let snapshot = UIKitSnapshot.current.strings
        environment.locale = locale == .current ? snapshot?.locale ?? SnapshotDefaults.locale : locale
        let lookup = StringLookup(
            locale: environment.locale, tables: snapshot?.tables ?? StringTables(), diagnostics: snapshot?.diagnostics)
        if let fallback, lookup.value(for: format.key, table: LocalizedFormat.tableName(table), bundle: bundle) == nil {
            return fallback.string(table: table, bundle: bundle, lookup: lookup, environment: environment)
        }
        return format.string(table: table, bundle: bundle, lookup: lookup, environment: environment)
    }
}
