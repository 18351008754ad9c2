import Foundation
import NHSSnap

// The screens' own `#Preview`s are the scenes: `HomeView/signed-in` is HomeView.swift's "Signed in" preview.
// A phone and a tablet, the default text size and the largest, light and dark: 8 snapshots a screen.
let matrix = SnapshotMatrix(
    devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light, .dark], locales: [.development, "cy"],
    maximumScale: 1)

/// The screens are kept as an iOS developer wrote them, accessibility findings and all: the audit reports
/// each finding under these waivers (`nhs-app-screens audit` lists them) without failing `verify`, which
/// checks the pixels.
let previews = PreviewSelection.all
    .waiving([
        AuditWaiver(.textContrast, reason: "as written for iOS: secondary text and system colours on the NHS background"),
        AuditWaiver(.nonTextContrast, reason: "as written for iOS: the system switch's off track"),
        AuditWaiver(.targetSize, reason: "as written for iOS: text buttons and links as tall as their text"),
        AuditWaiver(.symbolNameLabel, reason: "as written for iOS: icons left unlabelled and not hidden"),
        AuditWaiver(.textTruncated, reason: "as written for iOS: message previews limited to two lines"),
    ])
    .waiving(
        [AuditWaiver(.textClipped, reason: "as written for iOS: a paging TabView's page is as tall as the screen, so at accessibility sizes it cuts the page's text off, on iOS too")],
        for: "OnboardingView/first-page")

exit(SnapshotCommandLine.run(name: "nhs-app-screens", previews: previews, matrix: matrix) { $0.applyNHSAppearance() })
