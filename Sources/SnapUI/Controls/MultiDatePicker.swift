import Foundation

/// A calendar for choosing several dates, as SwiftUI's `MultiDatePicker` (UICalendarView with multiple
/// selection): the month of the environment's `now` (the snapshot's today), each selected date of that
/// month marked as the graphical date picker marks its one. The label is not shown; VoiceOver reads
/// it as the calendar's. Bounds are accepted; days outside them are drawn as the others.
public struct MultiDatePicker<Label: View>: View {
    let selection: Set<DateComponents>
    let label: Label

    /// A picker of the dates in `selection`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    /// A picker of the dates in `selection`, within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of the dates in `selection`, from `bounds`' start on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    /// A picker of the dates in `selection`, before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    @Environment(\.now) private var now
    @Environment(\.calendar) private var calendar

    public var body: some View {
        CalendarDatePicker(selection: now, showsTime: false, label: AnyView(label), selectedDays: selectedDays)
    }

    /// The days of `now`'s month that are selected.
    private var selectedDays: Set<Int> {
        let month = calendar.dateComponents([.year, .month], from: now)
        return Set(selection.compactMap { date in
            date.year == month.year && date.month == month.month ? date.day : nil
        })
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of the dates in `selection`, with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the dates in `selection`, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of the dates in `selection` within `bounds`, with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the dates in `selection` within `bounds`, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of the dates in `selection` from `bounds`' start on, with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the dates in `selection` from `bounds`' start on, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of the dates in `selection` before `bounds`' end, with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of the dates in `selection` before `bounds`' end, titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}
