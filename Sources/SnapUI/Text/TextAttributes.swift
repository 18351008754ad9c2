import Foundation
import Raster

extension Text {
    /// Upper or lower case, for `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where text that does not fit is cut: SwiftUI's name for Raster's mode.
    public typealias TruncationMode = Raster.TruncationMode

    /// A line under or through text, as `AttributedString`'s `underlineStyle` and
    /// `strikethroughStyle` take it. Every pattern draws solid.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        public var pattern: Pattern
        /// The line's colour; nil for the text's.
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }

    /// An underline or strikethrough asked for by a modifier, in a colour or the text's own.
    struct Decoration: Hashable, Sendable {
        var color: Color?
    }
}

/// The inline styles markdown gives a stretch of text: Foundation's on Apple platforms, which
/// Linux's Foundation does not have.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Italic (`*text*`).
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold (`**text**`).
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Monospaced (`` `text` ``).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

/// The `AttributedString` attributes `Text(_: AttributedString)` draws, as SwiftUI's scope names
/// them: `font`, `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
/// `baselineOffset`, `inlinePresentationIntent`, and Foundation's `link`.
///
/// ```swift
/// var notice = AttributedString("Bring your NHS number")
/// notice[notice.range(of: "NHS number")!].font = .body.bold()
/// notice.foregroundColor = .red
/// Text(notice)
/// ```
extension AttributeScopes {
    public struct SnapUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SnapUI.Font"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SnapUI.ForegroundColor"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SnapUI.UnderlineStyle"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SnapUI.StrikethroughStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SnapUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SnapUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SnapUI.BaselineOffset"
        }

        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    public var snapUI: SnapUIAttributes.Type { SnapUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SnapUIAttributes, T>) -> T {
        self[T.self]
    }
}
