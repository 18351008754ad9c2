import SwiftUI

/// A bar chart drawn as one picture, read by VoiceOver as a bar an element.
struct StepsChartChildrenProbe: View {
    let steps = [("Monday", 4000), ("Tuesday", 8000)]

    var body: some View {
        HStack(alignment: .bottom, spacing: 0) {
            ForEach(steps, id: \.0) { day in
                Rectangle()
                    .fill(.blue)
                    .frame(width: 50, height: CGFloat(day.1) / 100)
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Steps this week")
        .accessibilityChildren {
            HStack(spacing: 0) {
                ForEach(steps, id: \.0) { day in
                    Rectangle()
                        .accessibilityLabel(day.0)
                        .accessibilityValue("\(day.1) steps")
                }
            }
        }
    }
}
