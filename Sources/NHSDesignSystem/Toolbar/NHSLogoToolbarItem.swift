import SnapUI

/// The NHS logo at the top leading corner of the home screen: white bold italic "NHS" on a blue box,
/// with no glass. It is not a button; VoiceOver reads it as the image "NHS".
public struct NHSLogoToolbarItem: ToolbarContent {
    /// The logo; it has no options.
    public init() {}

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading, background: .hidden) {
            Text("NHS")
                .font(ToolbarMetrics.logoFont)
                .italic()
                .foregroundStyle(ToolbarMetrics.logoTextColor)
                .fixedSize()
                .padding(.trailing, ToolbarMetrics.logoSlantAllowance)
                .frame(width: ToolbarMetrics.logoWidth, height: ToolbarMetrics.logoHeight)
                .background(ToolbarMetrics.logoColor)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("NHS")
                .accessibilityAddTraits(.isImage)
        }
    }
}
