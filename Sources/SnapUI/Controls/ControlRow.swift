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
            HStack(spacing: ControlRowMetrics.labelToTrailing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                trailing
            }
        }
    }
}

/// The metrics of a control row: at least 16 points between the label and the trailing part (the
/// gap iOS keeps in a Form row), and 4 points between them when stacked (an estimate).
public enum ControlRowMetrics {
    public static let labelToTrailing = 16.0
    public static let stackedSpacing = 4.0
}
