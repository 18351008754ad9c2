import SnapUI

/// One section of the home menu: a white tile with the section's icon in a pale blue circle, its title
/// and a chevron, which performs `action` when tapped. VoiceOver reads it as a button named by its
/// title; the icon and chevron are decorative.
public struct HomeMenuItem: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric private var chevronSide = HomeMenuMetrics.chevronSide

    /// An item labelled `title` with the SF Symbols icon `systemImage`.
    public init(title: String, systemImage: String, action: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.action = action
    }

    public var body: some View {
        let showsIcon = HomeMenuLayoutRules.showsIcon(at: dynamicTypeSize)
        Button(action: action) {
            HomeMenuTileLayout(showsIcon: showsIcon) {
                if showsIcon { icon }
                Text(title).font(.nhsBody).foregroundStyle(.nhsText)
                chevron
            }
            .background(Color.nhsWhite, in: RoundedRectangle(cornerRadius: HomeMenuMetrics.cornerRadius, style: .continuous))
        }
        .layoutRole("homeMenuItem")
    }

    /// The section's symbol in NHS blue on a circle of NHS blue faded over the tile.
    private var icon: some View {
        ZStack {
            Circle().fill(Color.nhsBlue.opacity(HomeMenuMetrics.iconCircleOpacity))
            Image(systemName: systemImage)
                .symbolSquare(HomeMenuMetrics.iconGlyphSide)
                .frame(width: HomeMenuMetrics.iconGlyphSide, height: HomeMenuMetrics.iconGlyphSide)
                .foregroundStyle(.nhsBlue)
        }
        .frame(width: HomeMenuMetrics.iconCircleDiameter, height: HomeMenuMetrics.iconCircleDiameter)
        .accessibilityHidden(true)
    }

    private var chevron: some View {
        Image(systemName: "chevron.right")
            .symbolSquare(chevronSide)
            .frame(width: chevronSide, height: chevronSide)
            .foregroundStyle(Color.nhsBlue.opacity(HomeMenuMetrics.chevronOpacity))
            .accessibilityHidden(true)
    }
}
