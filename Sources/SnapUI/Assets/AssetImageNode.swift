import Raster

/// An image from an asset catalogue: its bitmap or vector drawn over its frame, in its own colours
/// or, as a template, in one colour at its alpha.
final class AssetImageNode: Node {
    let name: String
    let content: AssetImageContent
    /// Its size in points: a bitmap's pixels over the scale of the file chosen, a vector's own.
    let naturalSize: Size
    let isResizable: Bool
    /// The colour a template is drawn in; nil for the image's own colours.
    let tint: RGBA?
    /// What VoiceOver reads; nil for a decorative image.
    let label: String?
    /// Set when redacted: drawn as a placeholder block in this colour (see `Redaction`).
    var placeholderColor: RGBA?

    init(name: String, content: AssetImageContent, naturalSize: Size, isResizable: Bool, tint: RGBA?, label: String?) {
        self.name = name
        self.content = content
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        self.tint = tint
        self.label = label
        super.init()
        role = "image"
    }

    /// Its natural size; resizable, the space offered (its natural size where none is offered, as
    /// SwiftUI gives a resizable image's ideal size).
    override func measure(_ proposal: ProposedViewSize) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func drawContent(in canvas: inout Canvas) {
        if let placeholderColor { return Redaction.drawImage(in: frame, color: placeholderColor, on: &canvas) }
        content.draw(in: frame, on: &canvas, tint: tint)
    }

    override func layoutAttributes() -> [String: LayoutValue] {
        ["image": .string(name)]
    }

    override func ownAccessibilityElement() -> AccessibilityElement? {
        guard let label else { return nil }
        return AccessibilityElement(label: label, traits: .image, frame: frame)
    }
}
