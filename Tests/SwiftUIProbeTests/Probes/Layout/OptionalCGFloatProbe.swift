import Foundation
import SwiftUI

/// Proposes its one subview a width that may be missing, as a `CGFloat?` (SwiftUI's `ProposedViewSize` speaks CGFloat).
struct HalfWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let half: CGFloat? = proposal.width.map { $0 / 2 }
        return subviews.first?.sizeThatFits(ProposedViewSize(width: half, height: proposal.height)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let half: CGFloat? = proposal.width.map { $0 / 2 }
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: half, height: proposal.height))
    }
}

/// CoreGraphics lengths held in variables (optional ones too) passed to layout API: insets, a frame, a unit point.
struct OptionalCGFloatProbe: View {
    let inset: CGFloat = 10
    let fixedHeight: CGFloat? = 20
    let anchor = UnitPoint(x: CGFloat(0.5), y: CGFloat(1))

    var body: some View {
        HalfWidthLayout {
            Color.green.frame(maxWidth: .infinity).frame(height: fixedHeight)
        }
        .padding(EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
        .background(LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: anchor))
    }
}
