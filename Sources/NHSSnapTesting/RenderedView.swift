import SnapUI

/// A view drawn in one configuration of the matrix: what the strategies for views snapshot. Its
/// rendering holds the image, what VoiceOver reads and the audit's facts.
public struct RenderedView {
    /// SnapUI's rendering of the view: its image, transcript and the audit's subject.
    public let rendering: Rendering
    /// True when the view was drawn as a whole screen, at the device's height (the audit then
    /// judges clipping against the screen).
    public let isScreen: Bool

    /// `rendering`, drawn as a whole screen when `isScreen`.
    public init(rendering: Rendering, isScreen: Bool) {
        self.rendering = rendering
        self.isScreen = isScreen
    }
}
