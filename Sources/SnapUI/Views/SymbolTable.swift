import Foundation
import SnapSupport

/// SF Symbols names, mapped to glyphs of the bundled open symbol font (Google's Material Symbols
/// Outlined, Apache 2.0), which is drawn at the text's weight as SF Symbols are.
///
/// Apple's symbols cannot be bundled, so each name maps to the nearest Material Symbols glyph, by
/// its glyph name ("calendar" → "calendar_month"). Over 450 names used by health and everyday
/// screens are built in (`builtInSymbolRows`); every one of them also works with ".fill" added.
/// A name with a `fill` component draws the glyph filled (the font's FILL axis).
///
/// Add or replace names from your own code, before rendering, without forking:
///
/// ```swift
/// SymbolTable.register("figure.mind.and.body", materialSymbol: "self_improvement")
/// SymbolTable.register(["brain.filled.head.profile": "psychology"])
/// ```
///
/// Registration is process-wide and thread-safe; a name registered twice takes the later glyph.
/// The glyph name must be one the symbol font has (Material Symbols' names, as its catalogue
/// lists them, with underscores); a name it lacks fails the render naming both. The bundled font
/// is cut down to the glyphs of the built-in names (`scripts/subset-symbol-font.py`); for others,
/// add them to that script's list, or draw with the full font through a font folder's
/// `fontset.json` (`{"icons": "MaterialSymbolsOutlined-full.ttf"}`).
public enum SymbolTable {
    /// What an SF Symbols name draws.
    public struct Entry: Hashable, Sendable {
        /// The Material Symbols glyph name, such as "calendar_month".
        public var glyphName: String
        /// True when the glyph draws filled (the name has a `fill` component).
        public var isFilled: Bool
    }

    /// Adds (or replaces) an SF Symbols name, drawn with the Material Symbols glyph `materialSymbol`.
    public static func register(_ name: String, materialSymbol: String) {
        registry.withLock { $0[name] = materialSymbol }
    }

    /// Adds (or replaces) several names at once: SF Symbols name to Material Symbols glyph name.
    public static func register(_ names: [String: String]) {
        registry.withLock { $0.merge(names) { $1 } }
    }

    /// What `name` draws: a registered or built-in name, or a known name with ".fill" added.
    /// Throws an error naming `name`, the nearest known names and how to add it.
    public static func entry(for name: String) throws(UnknownSymbolError) -> Entry {
        let table = currentTable()
        let isFilled = name.split(separator: ".").contains("fill")
        if let glyph = table[name] { return Entry(glyphName: glyph, isFilled: isFilled) }
        if isFilled {
            let outlined = name.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".")
            if let glyph = table[outlined] { return Entry(glyphName: glyph, isFilled: true) }
        }
        throw UnknownSymbolError(name: name, suggestions: NearestNames.to(name, in: table.keys))
    }

    /// Every name known, built in or registered, without the ".fill" forms derived from them.
    public static var names: [String] {
        currentTable().keys.sorted()
    }

    /// The built-in names with their glyph names, parsed once from `builtInSymbolRows`.
    static let builtIn: [String: String] = {
        var table: [String: String] = [:]
        for row in builtInSymbolRows.split(separator: "\n") {
            let fields = row.split(separator: " ")
            guard fields.count == 2, !fields[0].hasPrefix("//") else { continue }
            table[String(fields[0])] = String(fields[1])
        }
        return table
    }()

    private static let registry = Registry()

    private static func currentTable() -> [String: String] {
        let registered = registry.withLock { $0 }
        return registered.isEmpty ? builtIn : builtIn.merging(registered) { $1 }
    }

    /// The names registered from users' code, under a lock.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String: String] = [:]

        func withLock<T>(_ body: (inout [String: String]) -> T) -> T {
            lock.withLock { body(&names) }
        }
    }
}

/// An SF Symbols name that the symbol table does not know.
public struct UnknownSymbolError: Error, Hashable, CustomStringConvertible {
    public let name: String
    public let suggestions: [String]

    public var description: String {
        "unknown SF Symbols name '\(name)'; nearest known: \(suggestions.joined(separator: ", ")). "
            + "Add it before rendering with SymbolTable.register(\"\(name)\", materialSymbol: \"<Material Symbols glyph name>\")"
    }
}

/// A symbol table entry whose Material Symbols glyph the symbol font does not have.
public struct MissingSymbolGlyphError: Error, Hashable, CustomStringConvertible {
    public let name: String
    public let glyphName: String
    public let fontPath: String

    public var description: String {
        "SF Symbols name '\(name)' maps to Material Symbols glyph '\(glyphName)', which the symbol font "
            + "\(fontPath) does not have; register a glyph name it has with SymbolTable.register(_:materialSymbol:), "
            + "or, as the bundled font keeps only the built-in names' glyphs, add it in scripts/subset-symbol-font.py "
            + "or name the full Material Symbols font as \"icons\" in a fontset.json (README, Fonts)"
    }
}
