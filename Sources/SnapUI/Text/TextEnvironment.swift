import Foundation
import Raster

// The environment values text reads beyond its font and colour, and the View modifiers that set
// them for every text inside, as SwiftUI's do.

/// How text inside a view is drawn, from the modifiers applied around it (`.bold()`, `.italic()`,
/// `.underline()`, `.kerning(_:)` ... on any view). A Text's own modifiers win over these.
struct TextEnvironmentStyle: Hashable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    var hasMonospacedDigits = false
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?
    var kerning: Double = 0
    var tracking: Double = 0
}

/// A snapshot's fixed locale, time zone and calendar, and the time it is taken at.
public enum SnapshotDefaults {
    /// British English, as the NHS App.
    public static let locale = Locale(identifier: "en_GB")
    /// GMT: fixed all year, so a date draws the same in any month on any machine.
    public static let timeZone = TimeZone(identifier: "GMT")!
    /// The Gregorian calendar in `locale` and `timeZone`.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }()
    /// "Now" for relative dates and timers: 1 June 2025 at 09:00 GMT.
    public static let now = Date(timeIntervalSince1970: 1_748_768_400)
}

private struct TextEnvironmentStyleKey: EnvironmentKey { static let defaultValue = TextEnvironmentStyle() }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue = 0.0 }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct LocaleKey: EnvironmentKey { static let defaultValue = SnapshotDefaults.locale }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = SnapshotDefaults.timeZone }
private struct CalendarKey: EnvironmentKey { static let defaultValue = SnapshotDefaults.calendar }
private struct NowKey: EnvironmentKey { static let defaultValue = SnapshotDefaults.now }

extension EnvironmentValues {
    var textStyle: TextEnvironmentStyle {
        get { self[TextEnvironmentStyleKey.self] }
        set { self[TextEnvironmentStyleKey.self] = newValue }
    }

    /// Upper- or lower-cases the text inside; nil leaves it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink (0...1) to fit its space before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The extra points between the lines of one text (not before its first or after its last),
    /// as SwiftUI's `lineSpacing`; 0 unless set.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The fewest lines text takes room for (set by `lineLimit(_:reservesSpace:)` and `lineLimit(range)`).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// Accepted for SwiftUI's sake: text is never squeezed tighter than its font sets it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The locale dates and numbers are written in: `SnapshotDefaults.locale` (en_GB) unless set,
    /// so snapshots do not depend on the machine's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: `SnapshotDefaults.timeZone` (GMT) unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are counted in: `SnapshotDefaults.calendar` (Gregorian) unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The moment relative dates (`Text(date, style: .relative)`) and timers count from:
    /// `SnapshotDefaults.now` unless set, so a snapshot does not change as time passes.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}

extension View {
    /// Sets the weight of the text and symbols inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment { $0.textStyle.weight = weight }
    }

    /// Sets the design of the fonts inside.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment { $0.textStyle.design = design }
    }

    /// Draws the text and symbols inside in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.textStyle.weight = .bold } }
    }

    /// Draws the text inside in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.textStyle.isItalic = true } }
    }

    /// Draws the text inside in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.textStyle.design = .monospaced } }
    }

    /// Gives the text inside digits of one width: digits set without kerning.
    public func monospacedDigit() -> some View {
        transformEnvironment { $0.textStyle.hasMonospacedDigits = true }
    }

    /// Underlines the text inside, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0.textStyle.underline = isActive ? Text.Decoration(color: color) : nil }
    }

    /// Strikes through the text inside, in `color` or the text's own colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0.textStyle.strikethrough = isActive ? Text.Decoration(color: color) : nil }
    }

    /// Adds `kerning` points after every character of the text inside.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment { $0.textStyle.kerning = kerning }
    }

    /// Adds `tracking` points after every character of the text inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment { $0.textStyle.tracking = tracking }
    }

    /// Upper- or lower-cases the text inside (in the environment's locale).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets where text inside that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Puts `lineSpacing` extra points between the lines of each text inside: a text of n lines is
    /// n - 1 times `lineSpacing` taller.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets text inside shrink to `factor` of its size (0...1) to fit before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
    }

    /// Accepted for SwiftUI's sake (see `EnvironmentValues.allowsTightening`).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Text inside takes at least `limits.lowerBound` lines of room and at most
    /// `limits.upperBound` lines, truncating the last.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = limits.upperBound
            $0.reservedLines = limits.lowerBound
        }
    }

    /// Text inside takes at least `limits.lowerBound` lines of room, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = nil
            $0.reservedLines = limits.lowerBound
        }
    }

    /// Text inside takes at most `limits.upperBound` lines, truncating the last.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = limits.upperBound
            $0.reservedLines = nil
        }
    }

    /// Text inside takes at most `limit` lines; with `reservesSpace`, always the room of `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }
}
