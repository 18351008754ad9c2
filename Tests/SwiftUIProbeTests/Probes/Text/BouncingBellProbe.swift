import SwiftUI

/// A bell that bounces when the unread count changes and pulses while syncing.
struct BouncingBellProbe: View {
    @State private var unread = 3
    private let isSyncing = true

    var body: some View {
        HStack {
            Image(systemName: "bell")
                .symbolEffect(.bounce.down, value: unread)
            Image(systemName: "bell")
                .symbolEffect(.pulse, options: .repeating, isActive: isSyncing)
            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.reversing)
        }
    }
}
