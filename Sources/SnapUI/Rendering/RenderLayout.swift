/// How a render lays its view out and how large its image is: at a screen's width (a device's
/// scene), at the view's ideal size (`#Preview(traits: .sizeThatFitsLayout)`), or at a fixed size
/// (`.fixedLayout(width:height:)`).
public enum RenderLayout: Hashable, Sendable {
    /// Proposed `RenderOptions.width` and no height (or `minimumHeight`): the image is that wide
    /// and as tall as the content, or `minimumHeight` if that is taller.
    case width
    /// Proposed `.unspecified` in both dimensions: the image is the view's ideal size, rounded up
    /// to whole pixels.
    case sizeThatFits
    /// Proposed exactly `width` x `height` points: the image is that size, the view placed at its
    /// centre at the size it chose, as a hosting view places its root view.
    case fixed(width: Double, height: Double)
}
