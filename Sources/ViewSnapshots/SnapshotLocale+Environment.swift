import Foundation
import SnapUI
import Snapshot

extension EnvironmentValues {
    /// Renders in `locale`: `\.locale` is it (strings, dates and numbers), and `\.layoutDirection`
    /// is right to left for a language written right to left (``SnapshotLocale/isRightToLeft``),
    /// else left to right. The development language changes nothing, so the app's own environment
    /// (SnapUI's `en_GB` unless its appearance sets another) draws as it always has.
    public mutating func apply(_ locale: SnapshotLocale) {
        guard let identifier = locale.identifier else { return }
        self.locale = Locale(identifier: identifier)
        layoutDirection = locale.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
