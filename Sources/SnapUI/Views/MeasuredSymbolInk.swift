/// The ink boxes of SF Symbols measured on images iOS drew, for the symbols whose Material Symbols
/// stand-ins have other proportions: each symbol's ink width and height as shares of
/// `circle.fill`'s diameter at the same point size, weight and image scale (see `SymbolGeometry`).
///
/// SF Symbols grow with their font as `circle.fill` does, so one share a dimension holds at every
/// text style: `lock.fill`'s, read at `.largeTitle` and `.xxLarge`, gives its ink at `.largeTitle`
/// `.xSmall` and `.medium` and at `.caption2` semibold within a third of a point (Fidelity.md, "Symbols
/// at each text style"). A filled variant is drawn inside its outline's edge, so the box is keyed by
/// the name without its `fill` components and serves both. A symbol with a box here draws its glyph
/// filling that box; one without keeps the symbol font's proportions to its circle.
enum MeasuredSymbolInk {
    /// An ink box as shares of the circle's diameter.
    struct Share: Hashable {
        let width: Double
        let height: Double
    }

    /// The measured box of `systemName` (its `fill` components ignored), if it was measured.
    static func share(for systemName: String) -> Share? {
        shares[systemName.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")]
    }

    // Each figure is the ink iOS drew divided by the circle's diameter there (99.61% of the point
    // size at regular weight and medium scale).
    private static let shares: [String: Share] = [
        // home-assistant/iOS, ListPickerTests testLitPickerContentUI.light.png (fe9b659d, iOS 26
        // beta): a row's trailing checkmark at body, `.medium` (16 points): 13.67 x 13.33.
        "checkmark": Share(width: 0.858, height: 0.837),
        // HymnalDreamTeam/Hymns-iOS, PreviewTests AudioPlayer.adjusting-speed-iPhone-16-Pro.png
        // (063df983, iOS 18.2): a plus and a minus at 16 points: 13 x 13 and 13 x 1.5.
        "plus": Share(width: 0.816, height: 0.816),
        "minus": Share(width: 0.816, height: 0.094),
        // bradleymackey/vault-ios, BackupViewSnapshotTests backupCreate_passwordFetched.1.png
        // (02116b9b, iOS 26.5): symbols at `.title2`, `.large` (22 points): 20 x 20, 17.67 x 21.33
        // and 18.33 x 23.
        "qrcode": Share(width: 0.913, height: 0.913),
        "checkmark.shield": Share(width: 0.806, height: 0.973),
        "doc.richtext": Share(width: 0.837, height: 1.050),
        // bradleymackey/vault-ios, BackupKeyChangeViewSnapshotTests layout.light_xxLarge.png
        // (a1595176, iOS 26.5): `lock.fill` at `.largeTitle`, `.xxLarge` (38 points): 25.33 x 36.67.
        "lock": Share(width: 0.669, height: 0.969),
    ]
}
