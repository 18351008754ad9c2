import Foundation

extension ProgressView {
    /// A bar that runs over `timerInterval`: it empties as time passes (fills, when not `countsDown`),
    /// drawn at the environment's `now`, with `currentValueLabel` below it.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: 0.0, label: label, currentValueLabel: currentValueLabel)
        timer = (timerInterval, countsDown)
    }

    /// The fraction of `interval` left at `now` (done, when not `countsDown`), from 0 to 1.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let done = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - done : done
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that runs over `timerInterval`, with the time (left, or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that runs over `timerInterval`, with the time (left, or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The current value label of a timer's progress view, as SwiftUI's `DefaultDateProgressLabel`: the
/// timer's time, counting down to the end or up from the start, at the environment's `now`.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
