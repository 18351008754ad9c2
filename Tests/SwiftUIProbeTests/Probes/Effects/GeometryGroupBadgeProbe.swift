import SwiftUI

/// A badge whose parts animate as one group (`geometryGroup()`): at rest it draws as it is laid out.
struct GeometryGroupBadgeProbe: View {
    var count = 3

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 16, height: 16)
        }
        .geometryGroup()
    }
}
