import SwiftUI

/// A reminder bell that jumps and swings through keyframes when a reminder arrives.
struct ReminderBellKeyframeProbe: View {
    struct BellValues {
        var scale = 1.0
        var verticalOffset = 0.0
        var angle = Angle.zero
    }

    @State private var reminders = 0

    var body: some View {
        KeyframeAnimator(initialValue: BellValues(), trigger: reminders) { values in
            Rectangle()
                .fill(.orange)
                .frame(width: 20, height: 20)
                .scaleEffect(values.scale)
                .rotationEffect(values.angle)
                .offset(y: values.verticalOffset)
                .frame(width: 60, height: 60)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.verticalOffset) {
                LinearKeyframe(0.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                CubicKeyframe(-60.0, duration: 0.2)
                MoveKeyframe(0.0)
            }
            KeyframeTrack(\.angle) {
                CubicKeyframe(.degrees(30), duration: 0.2)
                CubicKeyframe(.zero, duration: 0.2)
            }
        }
    }
}
