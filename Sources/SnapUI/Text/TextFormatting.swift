import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's styles do.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone, in the locale's long form: "3 June 2025" (en_GB).
        public static let date = DateStyle(kind: .date)
        /// The time alone: "14:30" (en_GB).
        public static let time = DateStyle(kind: .time)
        /// The distance from now in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The distance from now in its largest unit, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A value written out when the text is resolved, in that environment's locale, time zone and
    /// calendar, and for relative styles its `now`.
    struct Formatted: Sendable {
        let format: @Sendable (EnvironmentValues) -> String
        /// The symbol an image in the text draws (see `Text.Symbol`); nil for a value written out.
        var symbol: Symbol?

        init(_ text: Text) {
            format = { environment in text.plainText(in: environment) }
        }

        init<F: FormatStyle>(_ input: F.FormatInput, format style: F)
        where F.FormatInput: Sendable, F.FormatOutput == String, F: Sendable {
            format = { environment in Formatted.localized(style, in: environment).format(input) }
        }

        init(_ date: Date, style: DateStyle) {
            format = { environment in Formatted.string(of: date, style: style, in: environment) }
        }

        /// `style` in the environment's locale; a date style also in its time zone and calendar.
        static func localized<F: FormatStyle>(_ style: F, in environment: EnvironmentValues) -> F {
            var style = style.locale(environment.locale)
            if var date = style as? Date.FormatStyle {
                date.timeZone = environment.timeZone
                date.calendar = environment.calendar
                style = date as! F
            } else if var iso = style as? Date.ISO8601FormatStyle {
                iso.timeZone = environment.timeZone
                style = iso as! F
            }
            return style
        }

        static func string(of date: Date, style: DateStyle, in environment: EnvironmentValues) -> String {
            var calendar = environment.calendar
            calendar.timeZone = environment.timeZone
            calendar.locale = environment.locale
            switch style.kind {
            case .date:
                return date.formatted(localized(Date.FormatStyle(date: .long, time: .omitted), in: environment))
            case .time:
                // The locale's short time pattern, as iOS writes it ("09:30" in en_GB); Linux's
                // Date.FormatStyle(time: .shortened) drops the leading zero ("9:30").
                let formatter = DateFormatter()
                formatter.locale = environment.locale
                formatter.timeZone = environment.timeZone
                formatter.calendar = calendar
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                return formatter.string(from: date)
            case .relative:
                return distance(from: environment.now, to: date, calendar: calendar, units: 2, locale: environment.locale)
            case .offset:
                let sign = date < environment.now ? "-" : "+"
                return sign + distance(from: environment.now, to: date, calendar: calendar, units: 1, locale: environment.locale)
            case .timer:
                return timer(seconds: Int(abs(date.timeIntervalSince(environment.now)).rounded(.down)), showsHours: true)
            }
        }

        /// The time between two dates in its `units` largest non-zero calendar units, joined with
        /// ", ": "1 year, 1 month", "2 hours, 23 minutes". Days and smaller are written by
        /// Foundation's `Duration.UnitsFormatStyle` in `locale`; years and months, which it lacks,
        /// in English.
        static func distance(from start: Date, to end: Date, calendar: Calendar, units: Int, locale: Locale) -> String {
            let (from, to) = start <= end ? (start, end) : (end, start)
            let components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
            let counted: [(Int, Calendar.Component)] = [
                (components.year ?? 0, .year), (components.month ?? 0, .month), (components.day ?? 0, .day),
                (components.hour ?? 0, .hour), (components.minute ?? 0, .minute), (components.second ?? 0, .second),
            ]
            let shown = counted.filter { $0.0 > 0 }.prefix(units)
            if shown.isEmpty { return written(0, .second, locale: locale) }
            return shown.map { written($0.0, $0.1, locale: locale) }.joined(separator: ", ")
        }

        private static func written(_ count: Int, _ unit: Calendar.Component, locale: Locale) -> String {
            let duration: Duration
            let allowed: Duration.UnitsFormatStyle.Unit
            switch unit {
            case .year: return count == 1 ? "1 year" : "\(count) years"
            case .month: return count == 1 ? "1 month" : "\(count) months"
            case .day: (duration, allowed) = (.seconds(count * 86_400), .days)
            case .hour: (duration, allowed) = (.seconds(count * 3_600), .hours)
            case .minute: (duration, allowed) = (.seconds(count * 60), .minutes)
            default: (duration, allowed) = (.seconds(count), .seconds)
            }
            return duration.formatted(.units(allowed: [allowed], width: .wide).locale(locale))
        }
    }

    /// Text showing `date` in `style`, in the environment's locale and time zone; relative styles
    /// count from the environment's `now` (fixed for snapshots).
    public init(_ date: Date, style: DateStyle) {
        self.init(content: .formatted(Formatted(date, style: style)))
    }

    /// Text showing `input` written by `format` (`.number`, `.percent`, `.currency(code:)`,
    /// `Date.FormatStyle` such as `.dateTime.day().month()`), in the environment's locale (and
    /// time zone and calendar, for dates).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable & Sendable, F.FormatOutput == String, F: Sendable {
        self.init(content: .formatted(Formatted(input, format: format)))
    }
}
