import SwiftUI

/// A settings row choosing a highlight colour.
struct HighlightColorPickerProbe: View {
    @State private var highlight = Color.orange

    var body: some View {
        ColorPicker("Highlight", selection: $highlight, supportsOpacity: false)
    }
}
