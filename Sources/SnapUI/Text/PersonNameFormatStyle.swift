import Foundation

// `PersonNameComponents.FormatStyle`, which Linux's Foundation lacks, so that `name.formatted()`,
// `name.formatted(.name(style: .short))` and `Text(name, format: .name(style: .long))` write names
// as iOS does.

extension PersonNameComponents {
    /// Writes a person's name, as Foundation's `PersonNameComponents.FormatStyle`.
    ///
    /// In English and other given-name-first languages: `.short` is the given name (or the
    /// nickname, or the family name when there is none), `.medium` (the default) the given and
    /// family names ("Amara Okafor"), `.long` every part ("Dr Amara Ngozi Okafor MBE"), and
    /// `.abbreviated` the initials of the given and family names ("AO"). In Chinese, Japanese,
    /// Korean, Hungarian and Vietnamese the family name comes first, without a space in Chinese,
    /// Japanese and Korean.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            case `default`, short, medium, long, abbreviated
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale whose name order is used (Text sets the environment's).
        public var locale: Locale

        /// A style writing `style` of a name in `locale`.
        public init(style: Style = .default, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The name written in the style.
        public func format(_ value: PersonNameComponents) -> String {
            let language = locale.language.languageCode?.identifier ?? "en"
            let familyFirst = ["zh", "ja", "ko", "hu", "vi"].contains(language)
            let separator = ["zh", "ja", "ko"].contains(language) ? "" : " "
            func joined(_ parts: [String?]) -> String {
                parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: separator)
            }
            let given = value.givenName, family = value.familyName
            switch style {
            case .short:
                return value.nickname ?? given ?? family ?? ""
            case .default, .medium:
                return familyFirst ? joined([family, given]) : joined([given, family])
            case .long:
                return familyFirst
                    ? joined([value.namePrefix, family, value.middleName, given, value.nameSuffix])
                    : joined([value.namePrefix, given, value.middleName, family, value.nameSuffix])
            case .abbreviated:
                let initials = (familyFirst ? [family, given] : [given, family]).compactMap { $0?.first.map(String.init) }
                return initials.joined()
            }
        }
    }

    /// The name in the medium style ("Amara Okafor").
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name in `style`, as Foundation's `.name(style:)`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
