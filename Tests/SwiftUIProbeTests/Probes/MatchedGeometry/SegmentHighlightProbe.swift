import SwiftUI

/// A segmented control whose highlight is matched to the selected segment, as apps animate it.
struct SegmentHighlightProbe: View {
    @Namespace private var segments
    @State private var selected = "Week"
    let options = ["Day", "Week", "Month"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options, id: \.self) { option in
                Color.clear
                    .frame(width: 60, height: 30)
                    .matchedGeometryEffect(id: option, in: segments)
            }
        }
        .background {
            Capsule()
                .fill(Color.blue)
                .matchedGeometryEffect(id: selected, in: segments, isSource: false)
        }
    }
}
