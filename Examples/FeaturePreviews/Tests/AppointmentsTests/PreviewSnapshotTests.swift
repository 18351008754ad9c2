import NHSSnap
import Testing

// The same previews as the executable's, the same matrix and waivers: swift-testing's own copy of them.
let matrix = SnapshotMatrix(
    devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light, .dark], maximumScale: 1)
let previews = PreviewSelection.all
    .waiving([
        AuditWaiver(.textContrast, reason: "iOS's own colours: list section headers and system blue button titles"),
        AuditWaiver(.targetSize, reason: "iOS's own controls: the segmented control, and list-row buttons measured at their title (the row is 44 pt)"),
        AuditWaiver(.textTruncated, reason: "iOS's own large title, cut short at the largest text size on a small phone"),
    ])
    .waiving(
        [AuditWaiver(.textClipped, reason: "a card at a fixed 360 x 140 points: at the largest text size its text runs out of it, as on iOS")],
        for: "AppointmentCard/telephone-appointment")

/// Every preview of the Appointments library, each a test case of its own named by its scene id, against the
/// goldens in `__Snapshots__/PreviewSnapshotTests/` (`swift test` records missing ones; CI records none).
@Test(arguments: PreviewSnapshot.all(previews, matrix: matrix)) func previews(_ preview: PreviewSnapshot) {
    assertSnapshot(of: preview, matrix: matrix)
}
