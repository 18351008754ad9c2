extension Image {
    /// The symbol `systemName` with a variable value (0...1), as SwiftUI's. On iOS a symbol with
    /// variable layers (`wifi`, `speaker.wave.3`) draws the layers above the value dimmed. The
    /// bundled Material Symbols glyphs have one layer, so every value draws the whole symbol, as
    /// iOS draws a symbol without variable layers; nil does the same.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
