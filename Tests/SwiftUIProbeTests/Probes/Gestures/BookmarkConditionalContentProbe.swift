import SwiftUI

/// A bookmark control whose icon comes from a hand-written view builder with an explicit result type.
struct BookmarkConditionalContentProbe: View {
    var isSaved: Bool

    var body: some View {
        HStack {
            icon
            Text("Leaflet")
        }
    }

    @ViewBuilder
    private var icon: _ConditionalContent<Image, Text> {
        if isSaved {
            Image(systemName: "bookmark.fill")
        } else {
            Text("Save")
        }
    }
}
