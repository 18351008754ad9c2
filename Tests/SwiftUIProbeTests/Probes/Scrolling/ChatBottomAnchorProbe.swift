import SwiftUI

/// A conversation that opens at its latest message.
struct ChatBottomAnchorProbe: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    (index == 9 ? Color.green : Color.gray)
                        .frame(height: 40)
                }
            }
        }
        .defaultScrollAnchor(.bottom)
        .frame(height: 100)
    }
}
