import SwiftUI

/// A summary and its detail: stacked on a phone, side by side on an iPad.
struct AdaptiveSizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            VStack(spacing: 0) {
                summary
                detail
            }
        } else {
            HStack(spacing: 0) {
                summary
                detail
            }
        }
    }

    private var summary: some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 40)
    }

    private var detail: some View {
        Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40)
    }
}
