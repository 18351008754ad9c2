// How VoiceOver speaks an element, and the large content viewer. None of them changes what is drawn
// or the words read: they are kept on the element (`AccessibilityElement.extras`).

/// The kind of text an element holds, which VoiceOver reads accordingly, as SwiftUI's
/// `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String

    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension View {
    /// Raises (towards 1) or lowers (towards -1) the pitch VoiceOver reads the element in.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        accessibility { info, _ in info.extras.speech.adjustedPitch = value }
    }

    /// Makes VoiceOver spell the element's words out, letter by letter (a code, a postcode).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        accessibility { info, _ in info.extras.speech.spellsOutCharacters = value }
    }

    /// Makes VoiceOver read every punctuation mark of the element.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        accessibility { info, _ in info.extras.speech.alwaysIncludesPunctuation = value }
    }

    /// Makes announcements from the element wait for what VoiceOver is saying.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        accessibility { info, _ in info.extras.speech.announcementsQueued = value }
    }

    /// Says what kind of text the element holds.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        accessibility { info, _ in info.extras.speech.textContentType = value }
    }

    /// Shows the element in the large content viewer when long-pressed at accessibility text sizes
    /// (nothing is drawn at rest).
    public func accessibilityShowsLargeContentViewer() -> some View {
        accessibility { info, _ in info.extras.showsLargeContentViewer = true }
    }

    /// Shows `largeContentView` in the large content viewer when the element is long-pressed at
    /// accessibility text sizes (nothing is drawn at rest).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        accessibilityShowsLargeContentViewer()
    }
}
