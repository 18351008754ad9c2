import SwiftUI

/// Rows that fade and slide with their position, as a scroll view's rows do with `visualEffect`.
struct ScrollFadeVisualEffectProbe: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { _ in
                Color(red: 0, green: 0, blue: 1)
                    .frame(height: 20)
                    .visualEffect { content, proxy in
                        content
                            .opacity(proxy.frame(in: .global).minY < 20 ? 1 : 0.5)
                            .offset(x: proxy.frame(in: .global).minY / 2)
                    }
            }
        }
        .frame(width: 100)
        .background(Color.white)
    }
}
