import SnapSupport

/// SF Symbols names, mapped to the bundled open icon font (Google's Material Icons, Apache 2.0).
///
/// Apple's symbols cannot be bundled, so each name used by the design system's specification and its
/// reference screenshots maps to the nearest Material Icons glyph, by its codepoint. Add a row to
/// support another name.
public enum SymbolTable {
    /// The Material Icons codepoint for each supported SF Symbols name.
    public static let codepoints: [String: Unicode.Scalar] = [
        // Spec and reference screenshots.
        "pills.fill": "\u{F033}",                        // medication
        "syringe.fill": "\u{E138}",                      // vaccines
        "ellipsis.bubble.fill": "\u{E625}",              // sms
        "person.badge.shield.checkmark": "\u{EF3D}",     // admin_panel_settings
        "trash": "\u{E92E}",                             // delete_outline
        "chevron.left": "\u{E2EA}",                      // arrow_back_ios_new
        "chevron.right": "\u{E5E1}",                     // arrow_forward_ios
        "xmark": "\u{E5CD}",                             // close
        "line.3.horizontal.decrease": "\u{E152}",        // filter_list
        "flag": "\u{E16E}",                              // outlined_flag
        "flag.fill": "\u{E153}",                         // flag
        "envelope": "\u{E0E1}",                          // mail_outline
        "envelope.fill": "\u{E158}",                     // mail
        "calendar.badge.clock": "\u{E742}",              // edit_calendar
        "calendar": "\u{EBCC}",                          // calendar_month
        "testtube.2": "\u{EA4B}",                        // science
        "heart.fill": "\u{E87D}",                        // favorite
        "doc.text.fill": "\u{E873}",                     // description
        // Common symbols for other screens.
        "checkmark": "\u{E5CA}",                         // check
        "plus": "\u{E145}",                              // add
        "person.crop.circle": "\u{E853}",                // account_circle
        "person.fill": "\u{E7FD}",                       // person
        "gearshape": "\u{E8B8}",                         // settings
        "bell": "\u{E7F5}",                              // notifications_none
        "magnifyingglass": "\u{E8B6}",                   // search
        "info.circle": "\u{E88F}",                       // info_outline
        "questionmark.circle": "\u{E8FD}",               // help_outline
        "exclamationmark.triangle": "\u{F083}",          // warning_amber
        "house": "\u{E88A}",                             // home
        "square.and.arrow.up": "\u{E6B8}",               // ios_share
        "cross.case.fill": "\u{F109}",                   // medical_services
        "checkmark.shield.fill": "\u{E8E8}",             // verified_user
    ]

    /// The codepoint for `name`, or an error that names it and the nearest known names.
    public static func codepoint(for name: String) throws(UnknownSymbolError) -> Unicode.Scalar {
        if let scalar = codepoints[name] { return scalar }
        throw UnknownSymbolError(name: name, suggestions: NearestNames.to(name, in: codepoints.keys))
    }
}

/// An SF Symbols name that the symbol table does not know.
public struct UnknownSymbolError: Error, Hashable, CustomStringConvertible {
    public let name: String
    public let suggestions: [String]

    public var description: String {
        "unknown SF Symbols name '\(name)'; nearest known: \(suggestions.joined(separator: ", "))"
    }
}
