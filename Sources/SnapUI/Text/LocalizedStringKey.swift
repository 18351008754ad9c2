import Foundation

/// A string literal given to `Text`, as SwiftUI types it: read as inline markdown
/// (`Text("**Bold** and [a link](https://www.nhs.uk)")`), while `Text(verbatim:)` and a `String`
/// variable (`Text(name)`) stay literal, through the same overloads as SwiftUI's. SnapUI does not
/// localise: the key is the text.
///
/// Interpolated values are inserted as they are, never read as markdown, so
/// `Text("Hello \(name)")` shows a name with asterisks in it unchanged. Dates and numbers can be
/// interpolated with a format (`"\(dose, format: .number)"`, `"\(date, style: .date)"`), written
/// in the environment's locale and time zone.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    /// The markdown source: the literal, interpolated text escaped, and `placeholder` where each
    /// formatted value goes.
    var source: String
    /// The values formatted in the environment, in the order of their placeholders.
    var arguments: [Text.Formatted]

    /// Stands in the source for a value formatted when the text is resolved.
    static let placeholder: Character = "\u{FFFC}"

    public init(_ value: String) {
        source = value
        arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        source = stringInterpolation.source
        arguments = stringInterpolation.arguments
    }

    /// The pieces of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var source = ""
        var arguments: [Text.Formatted] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Inserts `string` as it is: its asterisks and brackets are not markdown.
        public mutating func appendInterpolation(_ string: String) {
            append(Markdown.escaped(string))
        }

        /// Inserts the value's description as it is.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(Markdown.escaped(String(describing: value)))
        }

        /// Inserts a number with a printf specifier (`"%.1f"`), as SwiftUI's `specifier:`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(Markdown.escaped(String(format: specifier, locale: SnapshotDefaults.locale, value)))
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

        private mutating func append(_ markdown: String) {
            source += markdown
        }

        mutating func insert(_ argument: Text.Formatted) {
            source.append(LocalizedStringKey.placeholder)
            arguments.append(argument)
        }
    }
}
