import SwiftUI

/// A dot matched to an icon's position only: it keeps its own size, centred where the icon is.
struct BadgePositionMatchProbe: View {
    @Namespace private var badge

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 60)
            Rectangle()
                .fill(Color.green)
                .frame(width: 20, height: 20)
                .matchedGeometryEffect(id: "icon", in: badge)
                .padding(.leading, 60)
                .padding(.top, 30)
            Circle()
                .fill(Color.red)
                .frame(width: 10, height: 10)
                .matchedGeometryEffect(id: "icon", in: badge, properties: .position, isSource: false)
        }
    }
}
