import SwiftUI

/// A beating heart: the dot grows and shrinks through its phases.
struct HeartbeatPhaseAnimatorProbe: View {
    enum Beat: CaseIterable {
        case rest, grow
    }

    var body: some View {
        PhaseAnimator(Beat.allCases) { beat in
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .scaleEffect(beat == .grow ? 1.5 : 1)
                .frame(width: 40, height: 40)
        } animation: { beat in
            beat == .grow ? .easeOut(duration: 0.2) : .easeIn(duration: 0.4)
        }
    }
}
