import NHSSnap

// What the executable and the test snapshot the previews over, written once for both.

/// A phone and a tablet, the default text size and the largest, light and dark, at 1x.
public let matrix = SnapshotMatrix(
    devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light, .dark], maximumScale: 1)

/// Every preview, as written for iOS: what the audit finds in iOS's own controls and colours is waived with
/// its reason (`appointments-snapshots audit` still lists it), so `verify` fails only on the views' own.
public let previews = PreviewSelection.all
    .waiving([
        AuditWaiver(.textContrast, reason: "iOS's own colours: list section headers and system blue button titles"),
        AuditWaiver(.targetSize, reason: "iOS's own controls: the segmented control, and list-row buttons measured at their title (the row is 44 pt)"),
        AuditWaiver(.textTruncated, reason: "iOS's own large title, cut short at the largest text size on a small phone"),
    ])
    .waiving(
        [AuditWaiver(.textClipped, reason: "a card at a fixed 360 x 140 points: at the largest text size its text runs out of it, as on iOS")],
        for: "AppointmentCard/telephone-appointment")
