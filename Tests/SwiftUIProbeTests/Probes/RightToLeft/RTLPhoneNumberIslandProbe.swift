import SwiftUI

/// A phone number kept left to right inside a right-to-left row.
struct RTLPhoneNumberIslandProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        .frame(width: 100, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
