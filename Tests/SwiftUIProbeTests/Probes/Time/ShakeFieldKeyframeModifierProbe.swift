import SwiftUI

/// A code field that shakes when the code is wrong, with the keyframe modifier.
struct ShakeFieldKeyframeModifierProbe: View {
    @State private var attempts = 0

    var body: some View {
        Color.indigo
            .frame(width: 40, height: 20)
            .keyframeAnimator(initialValue: 0.0, trigger: attempts) { content, offset in
                content.offset(x: offset)
            } keyframes: { _ in
                KeyframeTrack {
                    CubicKeyframe(30, duration: 0.1)
                    CubicKeyframe(-30, duration: 0.1)
                    SpringKeyframe(0, duration: 0.2, spring: .snappy)
                }
            }
    }
}
