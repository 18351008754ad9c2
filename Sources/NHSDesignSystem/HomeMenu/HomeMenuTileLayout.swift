import SnapUI

/// Arranges a home menu tile: the icon (when shown) at the top leading corner, the label along the
/// bottom, and the chevron at the trailing edge, centred on the label's last line. Offered more height
/// than it needs (a taller neighbour in its row), the tile keeps its label at the bottom.
///
/// Its subviews are the icon if `showsIcon`, then the label, then the chevron.
struct HomeMenuTileLayout: Layout {
    let showsIcon: Bool

    private struct Parts {
        var icon: LayoutSubview?
        var label: LayoutSubview
        var chevron: LayoutSubview
    }

    private func parts(_ subviews: LayoutSubviews) -> Parts {
        Parts(icon: showsIcon ? subviews[0] : nil, label: subviews[subviews.count - 2], chevron: subviews[subviews.count - 1])
    }

    /// The label's width in a tile `width` wide: what the padding and the chevron leave.
    private func labelWidth(_ width: Double, _ parts: Parts) -> Double {
        let chevron = parts.chevron.sizeThatFits(.unspecified).width
        return max(width - 2 * HomeMenuMetrics.tilePadding - HomeMenuMetrics.labelToChevron - chevron, 0)
    }

    /// The space above the label: the padding, and the icon and its gap when shown.
    private var labelTop: Double {
        HomeMenuMetrics.tilePadding + (showsIcon ? HomeMenuMetrics.iconCircleDiameter + HomeMenuMetrics.iconToLabel : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        let parts = parts(subviews)
        let width: Double
        if let proposed = proposal.width, proposed.isFinite {
            width = proposed
        } else {
            width = parts.label.sizeThatFits(.unspecified).width + parts.chevron.sizeThatFits(.unspecified).width
                + 2 * HomeMenuMetrics.tilePadding + HomeMenuMetrics.labelToChevron
        }
        let label = parts.label.sizeThatFits(ProposedViewSize(width: labelWidth(width, parts), height: nil))
        let natural = labelTop + label.height + HomeMenuMetrics.tilePadding
        let offered = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return CGSize(width: width, height: max(natural, offered))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let parts = parts(subviews)
        let padding = HomeMenuMetrics.tilePadding
        parts.icon?.place(
            at: CGPoint(x: bounds.minX + padding, y: bounds.minY + padding),
            proposal: ProposedViewSize(width: HomeMenuMetrics.iconCircleDiameter, height: HomeMenuMetrics.iconCircleDiameter))
        let labelProposal = ProposedViewSize(width: labelWidth(bounds.width, parts), height: nil)
        let label = parts.label.sizeThatFits(labelProposal)
        let labelBottom = bounds.maxY - padding
        parts.label.place(at: CGPoint(x: bounds.minX + padding, y: labelBottom - label.height), proposal: labelProposal)
        // One line's height: the label measured unwrapped.
        let lineHeight = parts.label.sizeThatFits(.unspecified).height
        parts.chevron.place(
            at: CGPoint(x: bounds.maxX - padding, y: labelBottom - lineHeight / 2), anchor: .trailing, proposal: .unspecified)
    }
}
