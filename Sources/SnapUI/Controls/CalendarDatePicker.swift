import Raster

/// The metrics of iOS 26's graphical date picker: a month of days under the month's name.
///
/// Estimates from iOS's inline calendar: the month and year in headline with a chevron in the tint,
/// the previous and next month chevrons in the tint on the trailing side 28 points apart; weekday
/// names in footnote semibold, tertiary; days in title3, 44 points apart; the selected day in the
/// tint, semibold, on a 40-point circle of the tint at 12%. Its text stops growing at xxxLarge, as
/// iOS's calendar does. Weeks start on the environment's calendar's first weekday (Monday in the UK).
public enum CalendarMetrics {
    public static let headerHeight = 44.0
    public static let monthChevronsSpacing = 28.0
    public static let rowHeight = 44.0
    public static let selectedCircleDiameter = 40.0
    public static let selectedCircleOpacity = 0.12
    public static let largestTextSize = DynamicTypeSize.xxxLarge
    public static let headerChevronSize = Size(width: 6, height: 11)
    public static let monthChevronSize = Size(width: 10, height: 18)
    public static let chevronLineWidth = 2.2
}


/// A month calendar with the selected day (or days) marked and, when the picker shows the time, a Time row
/// with its pill below.
struct CalendarDatePicker: View {
    let selection: Date
    let showsTime: Bool
    let label: AnyView
    /// The days of `selection`'s month marked selected, for a picker of several dates; nil marks
    /// `selection`'s day.
    var selectedDays: Set<Int>? = nil

    @Environment(\.tint) private var tint
    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    private var writer: DateWriter { DateWriter(locale: locale, timeZone: timeZone) }

    var body: some View {
        VStack(spacing: 0) {
            header
            weekdays
            ForEach(weeks.indices) { index in
                week(weeks[index])
            }
            if showsTime {
                ControlRow {
                    Text("Time")
                } trailing: {
                    DatePill(text: writer.string(selection, date: .none, time: .short))
                }
                .padding(.vertical, 8)
                .accessibilityElement(children: .combine)
            }
        }
        .dynamicTypeSize(...CalendarMetrics.largestTextSize)
        .accessibilityContainer(labelledBy: label)
        .layoutRole("calendar")
    }

    private var accent: Color { tint ?? .accentColor }

    private var header: some View {
        HStack(spacing: CalendarMetrics.monthChevronsSpacing) {
            HStack(spacing: 6) {
                Text(verbatim: writer.string(selection, template: "LLLL y")).font(.headline)
                ControlGlyph(kind: .chevronRight, size: CalendarMetrics.headerChevronSize,
                             lineWidth: CalendarMetrics.chevronLineWidth, color: accent)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityElement(children: .combine)
            ControlGlyph(kind: .chevronLeft, size: CalendarMetrics.monthChevronSize,
                         lineWidth: CalendarMetrics.chevronLineWidth, color: accent)
                .accessibilityLabel(Text(verbatim: "Previous Month")).accessibilityAddTraits(.isButton)
            ControlGlyph(kind: .chevronRight, size: CalendarMetrics.monthChevronSize,
                         lineWidth: CalendarMetrics.chevronLineWidth, color: accent)
                .accessibilityLabel(Text(verbatim: "Next Month")).accessibilityAddTraits(.isButton)
        }
        .frame(height: CalendarMetrics.headerHeight)
    }

    /// The weekday names, Monday first.
    private var weekdays: some View {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return HStack(spacing: 0) {
            ForEach(0..<7) { offset in
                Text(verbatim: symbols[(first + offset) % 7].uppercased())
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(SystemColors.tertiaryLabel)
                    .frame(maxWidth: .infinity)
            }
        }
        .accessibilityHidden(true)
    }

    /// The selected month's days by week, nil for the days of a week outside the month.
    private var weeks: [[Int?]] {
        let month = calendar.dateInterval(of: .month, for: selection)!
        let days = calendar.range(of: .day, in: .month, for: selection)!.count
        let leading = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { $0 }
        return stride(from: 0, to: cells.count, by: 7).map { start in
            let week = Array(cells[start..<min(start + 7, cells.count)])
            return week + Array(repeating: nil, count: 7 - week.count)
        }
    }

    private func week(_ days: [Int?]) -> some View {
        let selectedDay = calendar.component(.day, from: selection)
        return HStack(spacing: 0) {
            ForEach(0..<7) { index in
                if let day = days[index] {
                    dayCell(day, isSelected: selectedDays?.contains(day) ?? (day == selectedDay))
                } else {
                    Color.clear.frame(maxWidth: .infinity).accessibilityHidden(true)
                }
            }
        }
        .frame(height: CalendarMetrics.rowHeight)
    }

    private func dayCell(_ day: Int, isSelected: Bool) -> some View {
        Text(verbatim: "\(day)")
            .font(isSelected ? .title3.weight(.semibold) : .title3)
            .foregroundStyle(isSelected ? accent : .primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if isSelected {
                    Circle().fill(accent.opacity(CalendarMetrics.selectedCircleOpacity))
                        .frame(width: CalendarMetrics.selectedCircleDiameter, height: CalendarMetrics.selectedCircleDiameter)
                }
            }
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}
