import Raster

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content not loaded yet: text is drawn as bars, images as blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content: views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content no longer valid; drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// Why content inside is redacted; empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// True when text and images inside draw placeholders instead of themselves: redacted as
    /// placeholders, or privacy-sensitive and redacted for privacy.
    var redactsContent: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

extension View {
    /// Redacts the content inside for `reason`: with `.placeholder`, each line of text is drawn as
    /// a rounded bar and each image as a block, in the content's colour at 16%, as iOS draws them;
    /// layout and what VoiceOver reads do not change.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the content inside as it is, even inside a redacted view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

/// How redacted content is drawn. SwiftUI draws text as a row of rounded blocks, one a character
/// (the SF Symbols redaction glyph), and an image as its bounds filled with the foreground at 16%
/// opacity (OpenSwiftUI's `GraphicsImage.redact(in:)`); SnapUI draws each line's bar over the
/// line's width, in the text's colour at the same opacity.
enum Redaction {
    /// The opacity a placeholder takes of the colour it stands for.
    static let opacity = 0.16

    /// Draws each line of `layout`, placed at `origin`, as a rounded bar in `color` at 16%.
    static func drawText(_ layout: TextLayout, at origin: Point, color: RGBA, on canvas: inout Canvas) {
        let font = layout.font
        let height = font.size * 0.9
        for line in layout.lines where line.width > 0 {
            let bar = Rect(x: origin.x + line.x, y: origin.y + line.baseline - font.size * 0.78,
                           width: line.width, height: height)
            canvas.fill(.roundedRect(bar, cornerRadius: font.size * 0.18, style: .continuous), color: color.opacity(opacity))
        }
    }

    /// Fills `frame` in `color` at 16%, standing for an image.
    static func drawImage(in frame: Rect, color: RGBA, on canvas: inout Canvas) {
        canvas.fill(.rect(frame), color: color.opacity(opacity))
    }
}
