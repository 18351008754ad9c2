/// A control for choosing a date, a time or both, as SwiftUI's `DatePicker`, drawn by the
/// environment's date picker style (see `datePickerStyle(_:)`). The compact style (the default) is
/// the label leading and the date and time in grey pills trailing. Dates are written in the
/// environment's locale and time zone (British English and GMT unless set), the same on every machine.
public struct DatePicker<Label: View>: View {
    let selection: Date
    let components: DatePickerComponents
    let label: Label

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A date picker limited to `range` (a snapshot shows the selection, so the range draws nothing).
    public init<R: RangeExpression>(
        selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public typealias Components = DatePickerComponents

    public var body: some View {
        Styled((any DatePickerStyle).self, automatic: DefaultDatePickerStyle()) {
            DatePickerBody(style: $0, selection: selection, components: components, label: AnyView(label))
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a localised title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a localised title, limited to `range`.
    public init<R: RangeExpression>(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: R,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string, shown as it is, limited to `range`.
    @_disfavoredOverload
    public init<S: StringProtocol, R: RangeExpression>(
        _ title: S, selection: Binding<Date>, in range: R,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) where R.Bound == Date {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// The metrics of iOS 26's date pickers.
///
/// Compact pills: body text on tertiarySystemFill, 11 points either side and 6 above and below,
/// corners of 8 points, 8 points apart (estimates from iOS's compact date picker).
public enum DatePickerMetrics {
    public static let pillInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    public static let pillCornerRadius = 8.0
    public static let pillSpacing = 8.0
}

/// How a date picker writes dates: in the environment's locale and time zone (en_GB and GMT unless
/// set, see `SnapshotDefaults`), so a snapshot is the same on every machine.
struct DateWriter {
    let locale: Locale
    let timeZone: TimeZone

    init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, timeZone: environment.timeZone)
    }

    private func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        return formatter
    }

    /// `date` in a date and a time style, as the compact pills show it.
    func string(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = formatter()
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    /// `date` from a template of fields (such as `LLLL y`), ordered as the locale orders them.
    func string(_ date: Date, template: String) -> String {
        let formatter = formatter()
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}

/// A way of drawing date pickers: `.automatic` (compact on iOS), `.compact`, `.graphical`, `.wheel`.
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers inside draw.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self.style(style, of: (any DatePickerStyle).self)
    }
}

/// The date picker in its style.
private struct DatePickerBody: View {
    let style: any DatePickerStyle
    let selection: Date
    let components: DatePickerComponents
    let label: AnyView

    var body: some View {
        switch style {
        case is GraphicalDatePickerStyle:
            CalendarDatePicker(selection: selection, showsTime: components.contains(.hourAndMinute), label: label)
        case is WheelDatePickerStyle:
            DateWheel(selection: selection, components: components, label: label)
        default:
            CompactDatePicker(selection: selection, components: components, label: label)
        }
    }
}

/// The label leading, the date and the time in grey pills trailing; one element, a button valued by
/// the date.
private struct CompactDatePicker: View {
    let selection: Date
    let components: DatePickerComponents
    let label: AnyView

    var body: some View {
        ControlRow {
            label
        } trailing: {
            // The pills never truncate: the label wraps beside them, and at the accessibility sizes they
            // stack under it (their text wrapping if it must), as on iOS.
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: DatePickerMetrics.pillSpacing) { pills }
            } else {
                HStack(spacing: DatePickerMetrics.pillSpacing) { pills }.fixedSize()
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label)
        .accessibilityValue(value)
        .accessibilityAddTraits(.isButton)
        .layoutRole("datePicker")
    }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    private var writer: DateWriter { DateWriter(locale: locale, timeZone: timeZone) }

    @ViewBuilder private var pills: some View {
        if components.contains(.date) { DatePill(text: writer.string(selection, date: .medium, time: .none)) }
        if components.contains(.hourAndMinute) { DatePill(text: writer.string(selection, date: .none, time: .short)) }
    }

    private var value: String {
        let dateStyle: DateFormatter.Style = components.contains(.date) ? .long : .none
        let timeStyle: DateFormatter.Style = components.contains(.hourAndMinute) ? .short : .none
        return writer.string(selection, date: dateStyle, time: timeStyle)
    }
}

/// A date or a time in a grey pill, as the compact date picker shows it.
struct DatePill: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .padding(DatePickerMetrics.pillInsets)
            .background(SystemColors.tertiaryFill, in: RoundedRectangle(cornerRadius: DatePickerMetrics.pillCornerRadius))
            .layoutRole("datePill")
    }
}

/// The wheels of a date picker: the day, month and year for a date; the day, hour and minute for a
/// date and time; the hour and minute for a time.
private struct DateWheel: PrimitiveView {
    let selection: Date
    let components: DatePickerComponents
    let label: AnyView

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var rows = environment
        rows.font = WheelMetrics.font
        let calendar = environment.calendar
        let writer = DateWriter(environment)
        let labelText = makeNode(label, in: environment).spokenLabel
        /// A column of the dates `offsets` units of `unit` from the selection, each formatted by `template`.
        func column(_ unit: Calendar.Component, _ offsets: ClosedRange<Int>, _ template: String) -> WheelColumn {
            let dates = offsets.map { calendar.date(byAdding: unit, value: $0, to: selection)! }
            let nodes = dates.map { makeNode(Text(verbatim: writer.string($0, template: template)), in: rows) }
            return WheelColumn(rows: nodes, selected: -offsets.lowerBound, label: labelText)
        }
        let shown = -3...3
        let columns: [WheelColumn]
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false):
            columns = [column(.day, shown, "d"), column(.month, shown, "LLLL"), column(.year, shown, "y")]
        case (true, true):
            columns = [column(.day, shown, "EEE d MMM"), column(.hour, shown, "HH"), column(.minute, shown, "mm")]
        default:
            columns = [column(.hour, shown, "HH"), column(.minute, shown, "mm")]
        }
        return [WheelNode(columns: columns, environment: environment)]
    }
}
