import Foundation

/// The process's own time zone, held at the snapshot's (`SnapshotDefaults.timeZone`, GMT) while
/// views render.
///
/// SwiftUI's own date text (`Text(date, style:)`, `Text(date, format:)`, an interpolated date) reads
/// the environment's time zone, but a view's code may format a date itself (`date.formatted()`,
/// `DateFormatter()` with no time zone set), and that reads `TimeZone.current`, which Linux takes
/// from `TZ` or `/etc/localtime`: the same view would draw "09:00" on one machine and "10:00" on
/// another. So before each render the process's time zone is set to GMT, as a simulator is set to
/// one zone for a whole test run. (`Locale.current` needs no such care: Linux's Foundation gives
/// "en_001" whatever the machine's settings.)
enum ProcessTimeZone {
    private static let lock = NSLock()

    /// Sets `TZ` to the snapshot's time zone and makes Foundation read it again, unless it is
    /// already the current one.
    static func pin() {
        lock.withLock {
            let identifier = SnapshotDefaults.timeZone.identifier
            guard TimeZone.current.identifier != identifier else { return }
            setenv("TZ", identifier, 1)
            NSTimeZone.resetSystemTimeZone()
        }
    }
}
