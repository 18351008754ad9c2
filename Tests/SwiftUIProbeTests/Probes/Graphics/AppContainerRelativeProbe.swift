import SwiftUI

/// A `ContainerRelativeShape` in an app's screen, where no container sets a shape: a rectangle.
struct AppContainerRelativeProbe: View {
    var body: some View {
        ContainerRelativeShape()
            .fill(Color(red: 0, green: 0, blue: 1))
            .frame(width: 60, height: 40)
    }
}
