import Foundation

// `AttributedString(markdown:)`, which Linux's Foundation lacks: read with the inline markdown
// parser `Text` reads string literals with (`Markdown`), so both give the same runs.

extension AttributedString {
    /// How markdown is read, as Foundation's `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        /// What a parse that fails does. SnapUI's parser reads every string, so neither is needed.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        /// Whether `^[text](attribute: value)` extensions are read (they are not: the text stays).
        public var allowsExtendedAttributes: Bool
        /// Which markdown is read; every syntax is read inline (see `init(markdown:options:baseURL:)`).
        public var interpretedSyntax: InterpretedSyntax
        /// What a failed parse does; never needed.
        public var failurePolicy: FailurePolicy
        /// The language of the text; not used.
        public var languageCode: String?

        /// Options as Foundation's, its defaults included.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The attributed string of `markdown`: emphasis (`*italic*`), strong emphasis (`**bold**`),
    /// code (`` `code` ``) and strikethrough (`~~text~~`) as `inlinePresentationIntent`, links
    /// (`[text](url)`, relative ones resolved against `baseURL`) as `link`, which `Text` draws as
    /// SwiftUI does. Every syntax is read inline: block markup (headings, lists) stays as written
    /// and line breaks are kept, where Foundation's `.full` would turn blocks into presentation
    /// intents that `Text` does not draw. Never throws; `throws` as Foundation's.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for span in Markdown.parse(markdown) {
            var piece = AttributedString(span.text)
            if !span.intent.isEmpty { piece.inlinePresentationIntent = span.intent }
            if let link = span.link { piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link }
            append(piece)
        }
    }
}
