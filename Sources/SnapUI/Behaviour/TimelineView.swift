// A view redrawn on a schedule, as SwiftUI's `TimelineView`. A snapshot is one moment: the content is
// drawn once, for the schedule's entry in effect at the environment's `now` (SnapshotDefaults.now
// unless a test sets it), so the same snapshot draws the same dates whenever it runs.

import Foundation

/// A view that redraws its content on `Schedule`'s entries, as SwiftUI's `TimelineView`.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is drawn for: the entry's date and how often entries come.
    public struct Context {
        /// How often the timeline updates.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date of the entry being drawn.
        public let date: Date
        /// How often the view updates: `.live` at rest.
        public let cadence: Cadence

        /// Asks for the content to be drawn again (a snapshot draws it once).
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (Context) -> Content
}

/// The context a `TimelineView`'s content receives, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// A view that draws `content` for each of `schedule`'s entries.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { content(TimelineViewDefaultContext(date: $0.date, cadence: .live)) }
    }

    /// The content for the entry in effect at the environment's `now`.
    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let date = Self.entry(of: schedule, at: environment.now)
        return SnapUI.makeNodes(content(Context(date: date, cadence: .live)), in: environment)
    }

    /// The schedule's latest entry at or before `now` (entries come in order); `now` itself when the
    /// schedule has none by then.
    static func entry(of schedule: Schedule, at now: Date) -> Date {
        var latest: Date?
        for date in schedule.entries(from: now, mode: .normal) {
            guard date <= now else { break }
            latest = date
            if date == now { break }
        }
        return latest ?? now
    }
}
