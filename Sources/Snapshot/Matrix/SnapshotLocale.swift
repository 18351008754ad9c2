import Foundation

/// The locale a snapshot is rendered in: the development language (the app's own strings and
/// formats, as every golden was rendered before locales were an axis), or a BCP 47 locale such as
/// `cy` (Welsh) or `en-GB`, or one of the pseudo-locales ``doubleLengthPseudo`` (`en-XA`) and
/// ``rightToLeftPseudo`` (`ar-XB`).
///
/// A locale other than the development language names its goldens
/// (`iphone-se.large.light.cy@1x.png`). Write one as a string literal (`"cy"`) in a matrix or a
/// scene, where it is checked when the snapshots are planned (``check()``), or with ``init(identifier:)``,
/// which checks it at once.
public struct SnapshotLocale: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The BCP 47 identifier, e.g. `cy` or `en-XA`; nil for the development language.
    public let identifier: String?

    /// The development language: the locale the app's environment has unless a snapshot sets one
    /// (SnapUI's `en_GB` unless the app's appearance sets another). Its goldens' names carry no locale.
    public static let development = SnapshotLocale(verbatim: nil)
    /// Xcode's double-length pseudolanguage: every localised string twice as long, its letters
    /// accented, to show truncation before translation.
    public static let doubleLengthPseudo = SnapshotLocale(verbatim: "en-XA")
    /// The right-to-left pseudolanguage: the layout mirrored, the strings in English.
    public static let rightToLeftPseudo = SnapshotLocale(verbatim: "ar-XB")

    /// The word that names the development language on the command line.
    public static let developmentName = "development"

    /// The regions of the pseudo-locales, which are ISO 3166's private-use codes.
    private static let pseudoRegions: Set<String> = ["XA", "XB"]

    /// The locale `identifier` names, taken as it is.
    private init(verbatim identifier: String?) {
        self.identifier = identifier
    }

    /// A locale written as a literal, such as `"cy"` (read as ``init(identifier:)`` reads it, `"development"`
    /// too); one that is not valid is refused (``check()``) when the snapshots of a matrix or scene
    /// that holds it are planned, so a mistyped one is an error, not a golden's name.
    public init(stringLiteral identifier: String) {
        self = (try? Self(identifier: identifier)) ?? Self(verbatim: identifier)
    }

    /// The locale `identifier` names: a BCP 47 tag of a known ISO 639 language with an optional
    /// script and ISO 3166 region (or a pseudo-locale's `XA`/`XB`), in any letter case and with
    /// `-` or `_` (`en_gb` is `en-GB`); or `development` for the development language. Throws
    /// ``SnapshotError/invalidLocale(_:reason:)`` naming the identifier and what is wrong with it.
    public init(identifier: String) throws(SnapshotError) {
        if identifier == Self.developmentName {
            self = .development
            return
        }
        self.init(verbatim: try Self.canonical(identifier))
    }

    /// Throws ``SnapshotError/invalidLocale(_:reason:)`` for a locale written as a literal that
    /// ``init(identifier:)`` would refuse.
    public func check() throws(SnapshotError) {
        guard let identifier else { return }
        _ = try Self.canonical(identifier)
    }

    /// What the locale adds to a golden's configuration name: `.cy`, or nothing for the
    /// development language.
    public var nameSuffix: String { identifier.map { "." + $0 } ?? "" }

    /// True when the locale's language is written right to left (Arabic, Hebrew, Persian, Urdu,
    /// ..., and the pseudo-locale `ar-XB`), as Foundation's `Locale.Language.characterDirection`
    /// says; the development language is not.
    public var isRightToLeft: Bool {
        guard let identifier else { return false }
        return Locale.Language(identifier: identifier).characterDirection == .rightToLeft
    }

    /// The identifier, or `development`.
    public var description: String { identifier ?? Self.developmentName }

    /// `identifier` in canonical BCP 47 form (language lowercase, script capitalised, region
    /// uppercase, `-` between), or throws naming what is wrong.
    private static func canonical(_ identifier: String) throws(SnapshotError) -> String {
        func invalid(_ reason: String) -> SnapshotError { .invalidLocale(identifier, reason: reason) }
        let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }.map(String.init)
        guard let language = subtags.first, !language.isEmpty else {
            throw invalid("a locale is a BCP 47 tag such as 'cy', 'en-GB' or 'ar-XB', or '\(developmentName)'")
        }
        guard (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else {
            throw invalid("'\(language)' is not an ISO 639 language code (two or three letters, such as 'cy')")
        }
        guard Locale.LanguageCode(language.lowercased()).isISOLanguage else {
            throw invalid("'\(language)' is not a known ISO 639 language code")
        }
        var result = [language.lowercased()]
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) {
            let capitalised = script.prefix(1).uppercased() + script.dropFirst().lowercased()
            guard Locale.Script(capitalised).isISOScript else { throw invalid("'\(script)' is not a known ISO 15924 script") }
            result.append(capitalised)
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let letters = region.count == 2 && region.allSatisfy(\.isASCIILetter)
            let digits = region.count == 3 && region.allSatisfy(\.isASCIIDigit)
            guard letters || digits else {
                throw invalid("'\(region)' is neither a script (four letters) nor a region (two letters or three digits)")
            }
            let upper = region.uppercased()
            guard pseudoRegions.contains(upper) || Locale.Region(upper).isISORegion else {
                throw invalid("'\(region)' is not a known ISO 3166 region (nor XA or XB, the pseudo-locales')")
            }
            result.append(upper)
            rest = rest.dropFirst()
        }
        if let extra = rest.first {
            throw invalid("'\(extra)' is not understood: nhs-snap takes a language, a script and a region, such as 'sr-Latn-RS'")
        }
        return result.joined(separator: "-")
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
