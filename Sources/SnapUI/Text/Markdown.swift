import Foundation

/// Inline markdown, as SwiftUI reads a string literal given to `Text` (Foundation's
/// `inlineOnlyPreservingWhitespace`; Linux's Foundation has no markdown parser, so this is ours).
///
/// Understood: `*italic*` and `_italic_`, `**bold**` and `__bold__` (and `***both***`),
/// `` `code` ``, `~~struck through~~`, `[links](https://...)` and `<https://...>`, and backslash
/// escapes (`\*` is an asterisk). Emphasis follows CommonMark's flanking rules, so `2 * 3 * 4`
/// and `snake_case_name` stay as written. Block syntax (headings, lists, quotes) is not inline
/// and stays as written; line breaks and runs of spaces are kept.
enum Markdown {
    /// A stretch of text in one inline style.
    struct Span: Equatable {
        var text: String
        var intent: InlinePresentationIntent = []
        var link: URL?
    }

    /// `source` parsed into spans, neighbours of one style merged.
    static func parse(_ source: String) -> [Span] {
        var parser = Parser(characters: Array(source))
        return merged(parser.spans())
    }

    private static func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans where !span.text.isEmpty {
            if let last = result.last, last.intent == span.intent, last.link == span.link {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// One piece of a line before emphasis is matched.
    private struct Item {
        enum Kind {
            case text(String)
            /// A run of `*`, `_` or `~`; `count` shrinks as emphasis uses it.
            case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
            case code(String)
            case link(URL, [Span])
        }
        var kind: Kind
        var intent: InlinePresentationIntent = []
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        init(characters: [Character]) { self.characters = characters }

        mutating func spans() -> [Span] {
            var items: [Item] = []
            var text = ""
            func flush() {
                if !text.isEmpty { items.append(Item(kind: .text(text))) }
                text = ""
            }
            while index < characters.count {
                let character = characters[index]
                if character == "\\", index + 1 < characters.count, isEscapable(characters[index + 1]) {
                    text.append(characters[index + 1])
                    index += 2
                } else if character == "`" {
                    if let code = codeSpan() {
                        flush()
                        items.append(Item(kind: .code(code)))
                    } else {
                        let run = runLength(of: "`", at: index)
                        text += String(repeating: "`", count: run)
                        index += run
                    }
                } else if character == "[", let (url, inner, end) = link() {
                    flush()
                    var innerParser = Parser(characters: inner)
                    items.append(Item(kind: .link(url, innerParser.spans())))
                    index = end
                } else if character == "<", let (url, end) = autolink() {
                    flush()
                    items.append(Item(kind: .link(url, [Span(text: url.absoluteString)])))
                    index = end
                } else if character == "*" || character == "_" || character == "~" {
                    flush()
                    items.append(delimiterRun(character))
                } else {
                    text.append(character)
                    index += 1
                }
            }
            flush()
            matchEmphasis(&items)
            return items.flatMap(Parser.spans(of:))
        }

        /// CommonMark's "process emphasis", simplified: each closer takes the nearest opener of its
        /// character; what lies between gets the style.
        private func matchEmphasis(_ items: inout [Item]) {
            var closer = 0
            while closer < items.count {
                guard case .delimiter(let mark, let closeCount, _, true) = items[closer].kind, closeCount > 0 else {
                    closer += 1
                    continue
                }
                var opener = closer - 1
                var found: Int?
                while opener >= 0 {
                    if case .delimiter(mark, let openCount, true, _) = items[opener].kind, openCount > 0,
                        mark != "~" || openCount == closeCount
                    {
                        found = opener
                        break
                    }
                    opener -= 1
                }
                guard let opener = found, case .delimiter(_, let openCount, let openerOpens, let openerCloses) = items[opener].kind
                else {
                    closer += 1
                    continue
                }
                let used = mark == "~" ? closeCount : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
                let intent: InlinePresentationIntent =
                    mark == "~" ? .strikethrough : used == 2 ? .stronglyEmphasized : .emphasized
                for between in opener + 1..<closer { items[between].intent.formUnion(intent) }
                // Delimiters between the two can no longer match across them.
                for between in opener + 1..<closer {
                    if case .delimiter(let other, let count, _, _) = items[between].kind {
                        items[between].kind = .text(String(repeating: other, count: count))
                    }
                }
                items[opener].kind = .delimiter(mark, count: openCount - used, canOpen: openerOpens, canClose: openerCloses)
                if case .delimiter(_, _, let opens, let closes) = items[closer].kind {
                    items[closer].kind = .delimiter(mark, count: closeCount - used, canOpen: opens, canClose: closes)
                }
                // A closer with marks left may close an earlier opener too.
                if closeCount - used == 0 { closer += 1 }
            }
        }

        private static func spans(of item: Item) -> [Span] {
            switch item.kind {
            case .text(let text): [Span(text: text, intent: item.intent)]
            case .delimiter(let mark, let count, _, _): [Span(text: String(repeating: mark, count: count), intent: item.intent)]
            case .code(let code): [Span(text: code, intent: item.intent.union(.code))]
            case .link(let url, let inner):
                inner.map { Span(text: $0.text, intent: $0.intent.union(item.intent), link: url) }
            }
        }

        private func runLength(of mark: Character, at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == mark { end += 1 }
            return end - start
        }

        /// A code span starting at `index`: the backtick run, its content, and a closing run of
        /// the same length. Moves past it; nil (not moving) when there is no closing run.
        private mutating func codeSpan() -> String? {
            let open = runLength(of: "`", at: index)
            var search = index + open
            while search < characters.count {
                if characters[search] == "`" {
                    let run = runLength(of: "`", at: search)
                    if run == open {
                        var content = String(characters[(index + open)..<search])
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        index = search + run
                        return content
                    }
                    search += run
                } else {
                    search += 1
                }
            }
            return nil
        }

        /// `[text](destination)` starting at `index`: the URL, the text's characters and the index
        /// after the closing parenthesis; nil when it is not a link.
        private func link() -> (URL, [Character], Int)? {
            var depth = 0
            var close = index
            while close < characters.count {
                let character = characters[close]
                if character == "\\" { close += 2; continue }
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            guard close + 1 < characters.count, characters[close + 1] == "(" else { return nil }
            var end = close + 2
            while end < characters.count, characters[end] != ")" { end += 1 }
            guard end < characters.count else { return nil }
            var destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
            if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }  // a title follows
            if destination.hasPrefix("<"), destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
            guard !destination.isEmpty, let url = URL(string: destination) else { return nil }
            return (url, Array(characters[(index + 1)..<close]), end + 1)
        }

        /// `<scheme:...>` starting at `index`: the URL and the index after `>`.
        private func autolink() -> (URL, Int)? {
            guard let close = characters[index...].firstIndex(of: ">") else { return nil }
            let inside = String(characters[(index + 1)..<close])
            guard let colon = inside.firstIndex(of: ":"), inside.distance(from: inside.startIndex, to: colon) >= 2,
                !inside.contains(" "), !inside.contains("<"), let url = URL(string: inside), url.scheme != nil
            else { return nil }
            return (url, close + 1)
        }

        /// The run of `mark` at `index`, with whether it can open and close emphasis (CommonMark's
        /// left- and right-flanking rules); moves past it.
        private mutating func delimiterRun(_ mark: Character) -> Item {
            let count = runLength(of: mark, at: index)
            let before: Character = index > 0 ? characters[index - 1] : " "
            let after: Character = index + count < characters.count ? characters[index + count] : " "
            index += count
            let leftFlanking = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
            let rightFlanking = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
            let canOpen, canClose: Bool
            if mark == "_" {
                canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
            } else {
                (canOpen, canClose) = (leftFlanking, rightFlanking)
            }
            if mark == "~", count > 2 {
                return Item(kind: .text(String(repeating: mark, count: count)))
            }
            return Item(kind: .delimiter(mark, count: count, canOpen: canOpen, canClose: canClose))
        }

        private func isEscapable(_ character: Character) -> Bool {
            character.isASCII && (character.isPunctuation || character.isSymbol)
        }

        private func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }
    }
}
