import Foundation

// Linux's Foundation declares `DateComponentsFormatter` unavailable. This one, declared in the module
// that imports Foundation, shadows that declaration for a file importing SwiftUI (and Foundation).

/// Writes a length of time: "1:30" (positional), "1h 30m" (abbreviated), "1hr 30min" (brief),
/// "1 hr, 30 min" (short), "1 hour, 30 minutes" (full), "one hour, thirty minutes" (spell out), in
/// the allowed units from weeks to seconds (years and months, whose length depends on the date, are
/// not written: a duration of those is written in weeks and days). The words are ICU's, as Foundation's
/// duration format style writes them, in the snapshot's locale (`SnapshotDefaults.locale`, en_GB).
open class DateComponentsFormatter: Formatter {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:30:00".
        case positional = 0
        /// "1h 30m".
        case abbreviated = 1
        /// "1 hr, 30 min".
        case short = 2
        /// "1 hour, 30 minutes".
        case full = 3
        /// "one hour, thirty minutes".
        case spellOut = 4
        /// "1hr 30min".
        case brief = 5
    }

    /// What happens to units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Leading zeros dropped in positional style, every zero elsewhere.
        public static let `default` = ZeroFormattingBehavior([])
        /// Leading zero units are left out.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units between others are left out.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Trailing zero units are left out.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is left out.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zeros written, and positional units padded to two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units written; hours, minutes and seconds unless set.
    open var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    /// How the units are written; positional unless set.
    open var unitsStyle: UnitsStyle = .positional
    /// What happens to zero units.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (0: no limit).
    open var maximumUnitCount = 0
    /// Begins the string with "About".
    open var includesApproximationPhrase = false
    /// Ends the string with "remaining".
    open var includesTimeRemainingPhrase = false
    /// The calendar that date components are measured in.
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `ti` seconds written.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let written = unitsStyle == .positional ? positional(ti) : worded(ti)
        return phrased(written)
    }

    /// The length of `components` (from the reference date) written.
    open func string(from components: DateComponents) -> String? {
        let calendar = self.calendar ?? Calendar(identifier: .gregorian)
        let start = Date(timeIntervalSinceReferenceDate: 0)
        return calendar.date(byAdding: components, to: start).flatMap { string(from: $0.timeIntervalSince(start)) }
    }

    /// The time from `startDate` to `endDate` written.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// The allowed units, largest first, with their lengths in seconds.
    private var units: [(unit: Duration.UnitsFormatStyle.Unit, seconds: Double)] {
        let all: [(NSCalendar.Unit, Duration.UnitsFormatStyle.Unit, Double)] = [
            (.weekOfMonth, .weeks, 604_800), (.day, .days, 86_400), (.hour, .hours, 3_600),
            (.minute, .minutes, 60), (.second, .seconds, 1),
        ]
        let allowed = all.filter { allowedUnits.contains($0.0) }.map { ($0.1, $0.2) }
        return allowed.isEmpty ? [(.seconds, 1)] : allowed
    }

    /// "1:30:00": the largest unit as it is, the others two digits each, leading zero units dropped
    /// (down to the last two) unless padding.
    private func positional(_ ti: TimeInterval) -> String {
        var remaining = abs(ti).rounded()
        var values: [Int] = units.map { unit in
            let value = (remaining / unit.seconds).rounded(.down)
            remaining -= value * unit.seconds
            return Int(value)
        }
        let pads = zeroFormattingBehavior.contains(.pad)
        if !pads {
            while values.count > 2, values[0] == 0 { values.removeFirst() }
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        let written = values.enumerated().map { index, value in
            index == 0 && !pads ? String(value) : (value < 10 ? "0\(value)" : String(value))
        }
        return (ti < 0 ? "-" : "") + written.joined(separator: ":")
    }

    /// "1 hour, 30 minutes" and the other worded styles, through Foundation's duration format style.
    private func worded(_ ti: TimeInterval) -> String {
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch unitsStyle {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            default: .wide
            }
        let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy =
            zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide
        let style = Duration.UnitsFormatStyle(
            allowedUnits: Set(units.map(\.unit)), width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
            zeroValueUnits: zeros, valueLength: nil, fractionalPart: .hide
        ).locale(SnapshotDefaults.locale)
        let written = style.format(.seconds(ti))
        switch unitsStyle {
        case .brief:
            // "1 hr 30 min" → "1hr 30min": a brief unit follows its number directly.
            return written.replacingOccurrences(of: #"(\d) "#, with: "$1", options: .regularExpression)
        case .spellOut:
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = SnapshotDefaults.locale
            return written.split(separator: " ", omittingEmptySubsequences: false).map { word in
                Int(word).flatMap { speller.string(from: NSNumber(value: $0)) } ?? String(word)
            }.joined(separator: " ")
        default:
            return written
        }
    }

    private func phrased(_ written: String) -> String {
        var phrase = written
        if includesApproximationPhrase { phrase = "About \(phrase)" }
        if includesTimeRemainingPhrase { phrase += " remaining" }
        return phrase
    }
}
