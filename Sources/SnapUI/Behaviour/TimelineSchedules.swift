// The schedules a TimelineView redraws on, as SwiftUI's: each gives the dates of its entries from a
// start date. A snapshot draws one entry: the schedule's latest at or before the snapshot's `now`.

import Foundation

/// How often a schedule is asked for entries: normally, or less often (as when the screen dims).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// When a `TimelineView` redraws, as SwiftUI's `TimelineSchedule`: the dates of its entries.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The entries from `startDate` on: the first is the entry in effect at `startDate`.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// Entries every `interval` seconds from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The entries: the one in effect at the start date, then one every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next entry's date.
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Entries at `startDate` and every `interval` seconds after it.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// From the schedule's latest entry at or before `startDate` (its first, before it begins).
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let periods = interval > 0 && elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(upcoming: self.startDate + periods * interval, interval: interval)
    }
}

/// An entry at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The entries: the start of the minute in progress, then each minute after.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next entry's date.
        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }

    public init() {}

    /// From the start of the minute `startDate` is in.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        Entries(upcoming: Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60))
    }
}

/// Entries at dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Entries at `dates`, in order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever the start.
    public func entries(from startDate: Date, mode: Mode) -> Entries { dates }
}

/// An entry as often as the display refreshes (or every `minimumInterval` seconds), as SwiftUI's
/// `AnimationTimelineSchedule`: a snapshot draws its entry at `now`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The entries: the start date, then one every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next entry's date.
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// Entries as often as the display refreshes, or every `minimumInterval` seconds; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// From `startDate`, every `minimumInterval` seconds (or every 120th of a second, ProMotion's rate).
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        Entries(upcoming: startDate, interval: minimumInterval ?? 1.0 / 120)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries at `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An entry as often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// An entry every `minimumInterval` seconds at most; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
