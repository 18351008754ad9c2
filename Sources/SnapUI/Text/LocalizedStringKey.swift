import Foundation

/// A string literal given to `Text`, as SwiftUI types it: the key of a localised string, looked
/// up in the environment's locale (see `StringTables`), and read as inline markdown
/// (`Text("**Bold** and [a link](https://www.nhs.uk)")`), while `Text(verbatim:)` and a `String`
/// variable (`Text(name)`) stay literal, through the same overloads as SwiftUI's.
///
/// An interpolated literal's key is built as SwiftUI builds it: `Text("\(count) messages")` looks up
/// "%lld messages" (`%@` for strings, `%lld` for `Int`, `%lf` for `Double`, a literal `%` doubled),
/// and the string found is a format its values are written into, numbers in the environment's
/// locale ("1,234"). Interpolated values are never read as markdown, so `Text("Hello \(name)")`
/// shows a name with asterisks in it unchanged. Dates and numbers can be interpolated with a format
/// (`"\(dose, format: .number)"`, `"\(date, style: .date)"`), written in the environment's locale and
/// time zone.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    /// The key and the values interpolated.
    var format: LocalizedFormat

    /// Stands in a markdown source for a value written when the text is resolved.
    static let placeholder: Character = "\u{FFFC}"

    public init(_ value: String) {
        format = LocalizedFormat(key: value)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format
    }

    /// A key with its values, as a `LocalizedStringResource` holds them.
    init(format: LocalizedFormat) {
        self.format = format
    }

    /// The key looked up in string tables.
    var key: String { format.key }

    /// The pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = LocalizedFormat()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            format.appendLiteral(literal)
        }

        /// Inserts `string` as it is (`%@`): its asterisks and brackets are not markdown.
        public mutating func appendInterpolation(_ string: String) {
            format.append(.string(string), specifier: "%@")
        }

        /// Inserts the value's description as it is (`%@`).
        public mutating func appendInterpolation<T>(_ value: T) {
            format.append(.string(String(describing: value)), specifier: "%@")
        }

        /// Inserts a number with its type's specifier (`%lld` for `Int`, `%lf` for `Double`), written
        /// in the environment's locale.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            format.append(FormatArgument(value), specifier: value._specifier)
        }

        /// Inserts a number with a printf specifier (`"%.1f"`), as SwiftUI's `specifier:`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            format.append(FormatArgument(value), specifier: specifier)
        }

        /// Inserts a value formatted in the environment's locale (and time zone, for dates).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable & Sendable, F.FormatOutput == String, F: Sendable {
            insert(Text.Formatted(input, format: format))
        }

        /// Inserts a date in a `Text.DateStyle`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            insert(Text.Formatted(date, style: style))
        }

        /// Inserts the range between two dates, as `Text(_:)` with a `ClosedRange<Date>` writes it.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            insert(Text.Formatted(dates))
        }

        /// Inserts a date interval, as `Text(_:)` with a `DateInterval` writes it.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            insert(Text.Formatted(interval.start...interval.end))
        }

        /// Inserts a timer at rest, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                                 countsDown: Bool = true, showsHours: Bool = true) {
            insert(Text.Formatted(timerInterval: timerInterval, pauseTime: pauseTime,
                                  countsDown: countsDown, showsHours: showsHours))
        }

        /// Inserts another Text's characters (its styles are not kept).
        public mutating func appendInterpolation(_ text: Text) {
            insert(Text.Formatted(text))
        }

        /// Inserts a value written when the text is resolved (`%@`).
        mutating func insert(_ argument: Text.Formatted) {
            format.append(.formatted(argument), specifier: "%@")
        }
    }
}
