import Foundation

extension Text {
    /// Text showing the range between two dates, as SwiftUI writes it: the times alone when both
    /// dates fall on one day ("09:00 – 10:30" in en_GB), dates and times otherwise
    /// ("01/06/2025, 09:00 – 04/06/2025, 09:00"), in the environment's locale, time zone and
    /// calendar (the locale's interval pattern, an en dash between thin spaces in en_GB).
    public init(_ dates: ClosedRange<Date>) {
        self.init(content: .formatted(Formatted(dates)))
    }

    /// Text showing a date interval from its start to its end, as `Text(start...end)` does.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Text showing a timer counting within `timerInterval`, frozen at the environment's `now`
    /// (or at `pauseTime`, if that is earlier), as a snapshot shows it at rest: "4:30", "1:02:03".
    /// A countdown shows the time left to the upper bound, otherwise the time since the lower one;
    /// without `showsHours`, minutes count past 59 ("62:03").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(content: .formatted(Formatted(timerInterval: timerInterval, pauseTime: pauseTime,
                                                countsDown: countsDown, showsHours: showsHours)))
    }
}

extension Text.Formatted {
    init(_ dates: ClosedRange<Date>) {
        format = { environment in Text.Formatted.string(of: dates, in: environment) }
    }

    init(timerInterval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) {
        format = { environment in
            let reference = min(max(min(environment.now, pauseTime ?? environment.now), timerInterval.lowerBound),
                                timerInterval.upperBound)
            let counted = countsDown ? timerInterval.upperBound.timeIntervalSince(reference)
                                     : reference.timeIntervalSince(timerInterval.lowerBound)
            return Text.Formatted.timer(seconds: Int(counted.rounded(.down)), showsHours: showsHours)
        }
    }

    /// The locale's interval pattern for hours and minutes ("jm"), which ICU widens with the
    /// date when the two dates fall on different days, as Apple's formatter does.
    static func string(of dates: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        formatter.calendar = calendar
        formatter.dateTemplate = "jm"
        return formatter.string(from: dates.lowerBound, to: dates.upperBound)
    }

    /// "m:ss" under an hour, "h:mm:ss" from an hour (or "mm:ss" with minutes past 59 when hours
    /// are not shown).
    static func timer(seconds: Int, showsHours: Bool) -> String {
        let seconds = max(seconds, 0)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && seconds >= 3600 {
            return "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
        }
        return "\(seconds / 60):\(twoDigits(seconds % 60))"
    }
}
