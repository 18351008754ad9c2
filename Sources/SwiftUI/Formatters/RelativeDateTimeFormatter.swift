import Foundation

// Linux's Foundation has no `RelativeDateTimeFormatter`. This one, declared in the module that imports
// Foundation, is found by a file importing SwiftUI (and Foundation) as iOS's is.

/// Writes a date relative to another: "2 days ago", "in 1 hour", "yesterday" (named). It writes what
/// Foundation's relative format style writes for the largest unit between the two dates (ICU's
/// words). Its locale is the snapshot's (`SnapshotDefaults.locale`, en_GB) unless set, as a snapshot
/// does not depend on the machine's.
open class RelativeDateTimeFormatter: Formatter {
    /// Whether to use words for nearby dates ("yesterday") or always numbers ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago".
        case numeric = 0
        /// "yesterday".
        case named = 1
    }

    /// How long the units' names are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago" (en_US), "2 mo ago" (en_GB).
        case short = 2
        /// As short, in ICU's narrowest form.
        case abbreviated = 3
    }

    /// Numbers or words; numeric unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How long the units' names are; full unless set.
    open var unitsStyle: UnitsStyle = .full
    /// The context the string appears in (capitalisation is left as ICU writes it).
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar the distance is measured in.
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// The locale the string is written in.
    open var locale: Locale! = SnapshotDefaults.locale

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: foundationUnitsStyle)
        style.locale = locale ?? SnapshotDefaults.locale
        style.calendar = calendar ?? Calendar(identifier: .gregorian)
        return style.format(referenceDate)
    }

    /// A date `timeInterval` seconds from now (negative: in the past), relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The date `dateComponents` from now, relative to now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let calendar = self.calendar ?? Calendar(identifier: .gregorian)
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A date relative to now.
    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private var foundationUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }
}
