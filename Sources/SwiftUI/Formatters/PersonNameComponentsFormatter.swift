import Foundation

// Linux's Foundation declares `PersonNameComponentsFormatter` but makes its formatting unavailable.
// This one, declared in the module that imports Foundation, shadows it for a file importing SwiftUI
// (and Foundation), and writes names in the English order iOS uses for English names.

/// Writes a person's name: "Jane Doe" (default, medium), "Jane" (short: the nickname if there is one),
/// "Dr Jane Alice Doe Jr" (long: with prefix, middle name and suffix), "JD" (abbreviated: initials).
open class PersonNameComponentsFormatter: Formatter {
    /// How much of the name is written.
    public enum Style: Int, Sendable {
        /// Given and family name: "Jane Doe".
        case `default` = 0
        /// The nickname, or given name: "Jane".
        case short = 1
        /// Given and family name: "Jane Doe".
        case medium = 2
        /// Every part: "Dr Jane Alice Doe Jr".
        case long = 3
        /// Initials: "JD".
        case abbreviated = 4
    }

    /// How the name is written.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The phonetic name (written as the name: English names have none apart).
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// How much of the name is written; default unless set.
    open var style: Style = .default
    /// Whether the phonetic name is written.
    open var isPhonetic = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `components` written in `nameFormatStyle`.
    open class func localizedString(
        from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []
    ) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        formatter.isPhonetic = nameOptions.contains(.phonetic)
        return formatter.string(from: components)
    }

    /// `components` written in the formatter's style.
    open func string(from components: PersonNameComponents) -> String {
        let name = isPhonetic ? components.phoneticRepresentation ?? components : components
        let parts: [String?]
        switch style {
        case .short:
            parts = [name.nickname ?? name.givenName ?? name.familyName]
        case .default, .medium:
            parts = [name.givenName, name.familyName]
        case .long:
            parts = [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix]
        case .abbreviated:
            return [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }.joined()
        }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map { string(from: $0) }
    }
}

extension PersonNameComponents {
    /// A person's name written as `PersonNameComponentsFormatter` writes it, as Foundation's style.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the name is written.
        public struct Style: Codable, Hashable, Sendable {
            let style: Int

            /// Given and family name: "Jane Doe".
            public static let medium = Style(style: PersonNameComponentsFormatter.Style.medium.rawValue)
            /// The nickname, or given name: "Jane".
            public static let short = Style(style: PersonNameComponentsFormatter.Style.short.rawValue)
            /// Every part: "Dr Jane Alice Doe Jr".
            public static let long = Style(style: PersonNameComponentsFormatter.Style.long.rawValue)
            /// Initials: "JD".
            public static let abbreviated = Style(style: PersonNameComponentsFormatter.Style.abbreviated.rawValue)
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (names are written in English order).
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = SnapshotDefaults.locale) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String {
            PersonNameComponentsFormatter.localizedString(
                from: value, style: PersonNameComponentsFormatter.Style(rawValue: style.style) ?? .medium)
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The name written in the medium style: "Jane Doe".
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension Foundation.FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name in `style`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
