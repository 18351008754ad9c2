import SwiftUI

/// A screen whose alert, drawn below the title, is read before everything else.
struct ScreenSortPriorityProbe: View {
    var body: some View {
        VStack {
            Text("Messages")
                .font(.title)
            Text("2 unread")
            Text("Your test results are ready")
                .accessibilitySortPriority(10)
        }
    }
}
