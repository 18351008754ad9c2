import AppointmentsSnapshotSettings
import Foundation
import NHSSnap

// The Appointments library's own `#Preview`s are the scenes (`AppointmentsView/upcoming` is the "Upcoming"
// preview of AppointmentsView.swift): a phone and a tablet, the default text size and the largest, light and dark.
exit(SnapshotCommandLine.run(name: "appointments-snapshots", previews: previews, matrix: matrix))
