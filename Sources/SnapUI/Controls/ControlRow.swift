import Foundation
import Raster

/// A control's label leading and its value or control trailing, as iOS lays out LabeledContent,
/// picker and date picker rows: side by side, the label taking what the trailing part leaves; at the
/// accessibility text sizes the label above and the trailing part below it, both leading, as iOS
/// stacks them. With `labelsHidden()` only the trailing part shows.
struct ControlRow<Label: View, Trailing: View>: View {
    let label: Label
    let trailing: Trailing

    init(@ViewBuilder label: () -> Label, @ViewBuilder trailing: () -> Trailing) {
        self.label = label()
        self.trailing = trailing()
    }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            trailing
        } else if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: ControlRowMetrics.stackedSpacing) {
                label
                trailing
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            ControlRowLayout {
                label
                trailing
            }
        }
    }
}

/// Side by side, as iOS shares a Form row: when both fit on one line each takes its ideal width and
/// the label fills the rest; when not, the trailing part keeps its ideal width if the label's
/// leaves room for it, else each gets at least half, and the text that must wraps. (An HStack
/// would offer the trailing part only half the row, wrapping a value that fits beside a short label.)
struct ControlRowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let widths = self.widths(for: proposal, subviews)
        let label = subviews[0].measuredSize(ProposedViewSize(width: widths.label, height: proposal.height))
        let trailing = subviews[1].measuredSize(ProposedViewSize(width: widths.trailing, height: proposal.height))
        let width = proposal.width ?? (label.width + ControlRowMetrics.labelToTrailing + trailing.width)
        return CGSize(width: width, height: max(label.height, trailing.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let bounds = Rect(bounds)
        let widths = self.widths(for: ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        let trailingProposal = ProposedViewSize(width: widths.trailing, height: bounds.height)
        let trailing = subviews[1].measuredSize(trailingProposal)
        let labelProposal = ProposedViewSize(width: bounds.width - ControlRowMetrics.labelToTrailing - trailing.width,
                                             height: bounds.height)
        let label = subviews[0].measuredSize(labelProposal)
        subviews[0].place(at: Point(x: bounds.minX, y: bounds.midY - label.height / 2), proposal: labelProposal)
        subviews[1].place(at: Point(x: bounds.maxX - trailing.width, y: bounds.midY - trailing.height / 2),
                          proposal: trailingProposal)
    }

    /// The widths offered to the label and the trailing part in a row `proposal` wide.
    private func widths(for proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (label: CGFloat?, trailing: CGFloat?) {
        guard let width = proposal.width else { return (nil, nil) }
        let room = max(width - ControlRowMetrics.labelToTrailing, 0)
        let idealLabel = subviews[0].measuredSize(.unspecified).width
        let idealTrailing = subviews[1].measuredSize(.unspecified).width
        let trailing = min(idealTrailing, max(room - idealLabel, room / 2))
        return (room - trailing, trailing)
    }
}

/// The metrics of a control row: at least 16 points between the label and the trailing part (the
/// gap iOS keeps in a Form row), and 4 points between them when stacked (an estimate).
public enum ControlRowMetrics {
    public static let labelToTrailing = 16.0
    public static let stackedSpacing = 4.0
}
