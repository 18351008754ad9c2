/// How a scene is laid out and how large its images are: on its device's screen (every scene until
/// now), at the view's own ideal size (`#Preview(traits: .sizeThatFitsLayout)`, swift-snapshot-testing's
/// `.sizeThatFits`), or at a fixed size (`.fixedLayout(width:height:)`).
///
/// In a mode other than ``device`` the matrix's device gives the scene only its scale (and what UIKit
/// code reads of the screen): the scene keeps one device of each scale (see
/// ``SnapshotMatrix/adapted(to:)``), and its golden names keep the device's name.
public enum LayoutMode: Hashable, Sendable {
    /// At the device's width, as tall as the content (or the screen, for a whole screen).
    case device
    /// At the view's ideal size: proposed no width and no height; the image is that size at the
    /// configuration's scale.
    case sizeThatFits
    /// Exactly `width` x `height` points, the size the view is proposed.
    case fixed(width: Double, height: Double)
}
