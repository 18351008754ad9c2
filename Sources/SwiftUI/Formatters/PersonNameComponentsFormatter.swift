import Foundation

// Linux's Foundation declares `PersonNameComponentsFormatter` but makes its formatting unavailable.
// This one, declared in the module that imports Foundation, shadows it for a file importing SwiftUI
// (and Foundation), and writes names as `PersonNameComponents.FormatStyle` does.

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

    /// `components` written in the formatter's style, as `PersonNameComponents.FormatStyle` writes them.
    open func string(from components: PersonNameComponents) -> String {
        let name = isPhonetic ? components.phoneticRepresentation ?? components : components
        let style = PersonNameComponents.FormatStyle.Style(rawValue: style.rawValue) ?? .default
        return PersonNameComponents.FormatStyle(style: style, locale: SnapshotDefaults.locale).format(name)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map { string(from: $0) }
    }
}
