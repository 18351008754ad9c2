import SwiftUI

/// A widget-style tile: its inner panel follows the container's rounded corners, concentrically.
struct WidgetContainerRelativeProbe: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Color(red: 0, green: 0, blue: 1))
                .padding(8)
        }
        .frame(width: 100, height: 100)
        .background(Color(red: 1, green: 0, blue: 0))
        .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular))
    }
}
