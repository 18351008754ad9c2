import AppointmentsSnapshotSettings
import NHSSnap
import Testing

/// Every preview of the Appointments library, each a test case of its own named by its scene id, against the
/// goldens in `__Snapshots__/PreviewSnapshotTests/` (`swift test` records missing ones; CI records none).
@Test(arguments: PreviewSnapshot.all(AppointmentsSnapshotSettings.previews, matrix: matrix)) func previews(_ preview: PreviewSnapshot) {
    assertSnapshot(of: preview, matrix: matrix)
}
