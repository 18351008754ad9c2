import Foundation

/// The pseudo-locales a snapshot can be taken in to see a screen's layout before it is translated,
/// named by locale identifier as Android and ICU name them. Both show the development language's
/// strings; text given `verbatim` is never changed.
enum PseudoLocale: Equatable, Sendable {
    /// `en-XA`: every localised string twice, its letters accented and the whole in brackets
    /// ("Settings" → "[Šéţţîñĝš Šéţţîñĝš]"), as Xcode's double-length and accented pseudolanguages
    /// together do, so truncation and clipped diacritics show. Interpolated values are shown in both
    /// copies, unaccented.
    case doubleLength
    /// `ar-XB`: right to left (the layout direction comes with the locale), strings as written.
    case rightToLeft

    init?(_ locale: Locale) {
        switch StringTable.tag(locale.identifier) {
        case "en-xa": self = .doubleLength
        case "ar-xb": self = .rightToLeft
        default: return nil
        }
    }

    /// `pieces` as the double-length pseudo-locale shows them; `markdown` when the text is read as
    /// markdown, whose link targets are kept and whose brackets are escaped.
    static func doubled(_ pieces: [LocalizedPiece], markdown: Bool) -> [LocalizedPiece] {
        let accented = pieces.map { piece -> LocalizedPiece in
            guard case .text(let text) = piece else { return piece }
            return .text(accent(text, markdown: markdown))
        }
        let (open, close) = markdown ? ("\\[", "\\]") : ("[", "]")
        return [.text(open)] + accented + [.text(" ")] + accented + [.text(close)]
    }

    /// `text` with each ASCII letter accented; in markdown, link targets (`](...)`, `<...>`) as they are.
    static func accent(_ text: String, markdown: Bool) -> String {
        var result = ""
        var closing: Character?
        var previous: Character?
        for character in text {
            if let expected = closing {
                result.append(character)
                if character == expected { closing = nil }
            } else if markdown, character == "(", previous == "]" {
                result.append(character)
                closing = ")"
            } else if markdown, character == "<" {
                result.append(character)
                closing = ">"
            } else {
                result.append(accents[character] ?? character)
            }
            previous = character
        }
        return result
    }

    private static let accents: [Character: Character] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
