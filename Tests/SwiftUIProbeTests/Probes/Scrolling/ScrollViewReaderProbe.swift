import SwiftUI

/// A question list that jumps to an answer when a button is tapped.
struct ScrollViewReaderProbe: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    Button("Jump to answer") {
                        withAnimation {
                            proxy.scrollTo("answer", anchor: .top)
                        }
                    }
                    Text("Question")
                    Text("Answer").id("answer")
                }
            }
        }
    }
}
