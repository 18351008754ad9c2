import Raster

/// The metrics of iOS 26's pickers.
///
/// Segmented: UISegmentedControl, 32 points tall; iOS 26 draws the track and the selected segment as
/// capsules, the selected one inset 2 points and raised (white in light, systemGray3 in dark); titles
/// 13 points, semibold when selected, and they do not scale with Dynamic Type (UISegmentedControl's
/// don't); 8 points either side of a title (an estimate). Menus and rows: the selection and
/// chevron.up.chevron.down (about 9 x 14 points at the default size) after it, 5 points apart; in a
/// row the selection and indicator are secondary, a navigation row's chevron (7 x 12) tertiary.
public enum PickerMetrics {
    public static let segmentedHeight = 32.0
    public static let segmentInset = 2.0
    public static let segmentFont = Font.system(size: 13)
    public static let selectedSegmentFont = Font.system(size: 13, weight: .semibold)
    public static let segmentPadding = 8.0
    public static let menuIndicatorSize = Size(width: 9, height: 14)
    public static let menuIndicatorLineWidth = 1.6
    public static let indicatorSpacing = 5.0
    public static let navigationChevronSize = Size(width: 7, height: 12)
    public static let navigationChevronLineWidth = 2.0
    /// An inline picker's checkmark, in the tint.
    public static let checkmarkSize = Size(width: 15, height: 12)
    public static let checkmarkLineWidth = 2.0
}

/// A menu picker outside a List: the selection in the tint with the up-and-down chevrons after it,
/// read as a button named by the label, valued by the selection.
struct MenuPickerButton: View {
    let options: PickerOptions
    let label: AnyView

    @Environment(\.tint) private var tint

    var body: some View {
        HStack(spacing: PickerMetrics.indicatorSpacing) {
            options.selectedOption
            ControlGlyph(kind: .upDownChevrons, size: PickerMetrics.menuIndicatorSize,
                         lineWidth: PickerMetrics.menuIndicatorLineWidth)
        }
        .foregroundStyle(tint ?? .accentColor)
        .pickerAccessibility(label: label, options: options, traits: .isButton)
        .layoutRole("picker")
    }
}

/// A picker as a List row: the label leading, the selection and an indicator trailing, in secondary grey.
struct PickerRow: View {
    let options: PickerOptions
    let label: AnyView
    let indicator: ControlGlyph.Kind

    var body: some View {
        ControlRow {
            label
        } trailing: {
            HStack(spacing: PickerMetrics.indicatorSpacing) {
                options.selectedOption.foregroundStyle(.secondary)
                if indicator == .chevronRight {
                    // The disclosure chevron a navigation link's row ends in, as far inside the edge.
                    ControlGlyph(kind: .chevronRight, size: PickerMetrics.navigationChevronSize,
                                 lineWidth: PickerMetrics.navigationChevronLineWidth, color: SystemColors.tertiaryLabel)
                        .padding(.trailing, NavigationLinkMetrics.chevronTrailingInset)
                } else {
                    ControlGlyph(kind: indicator, size: PickerMetrics.menuIndicatorSize,
                                 lineWidth: PickerMetrics.menuIndicatorLineWidth, color: .secondary)
                }
            }
        }
        .pickerAccessibility(label: label, options: options, traits: .isButton)
        .layoutRole("picker")
    }
}

/// The options in a capsule, each a button; the selected one raised, and read as selected.
struct SegmentedPicker: View {
    let options: PickerOptions
    let label: AnyView

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                segment(index)
            }
        }
        .padding(PickerMetrics.segmentInset)
        .frame(height: PickerMetrics.segmentedHeight)
        .background(SystemColors.tertiaryFill, in: Capsule(style: .circular))
        .accessibilityContainer(labelledBy: label)
        .layoutRole("segmentedPicker")
    }

    private func segment(_ index: Int) -> some View {
        let isSelected = index == options.selected
        return options.option(index)
            .font(isSelected ? PickerMetrics.selectedSegmentFont : PickerMetrics.segmentFont)
            .lineLimit(1)
            .padding(.horizontal, PickerMetrics.segmentPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if isSelected { Knob(fill: SystemColors.selectedSegment) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            .layoutRole(isSelected ? "selectedSegment" : "segment")
    }
}

/// An inline picker in a List: each option a row, a checkmark in the tint on the selected one.
struct InlinePickerRows: View {
    let options: PickerOptions

    @Environment(\.tint) private var tint

    var body: some View {
        ForEach(0..<options.count) { index in
            let isSelected = index == options.selected
            HStack {
                options.option(index).frame(maxWidth: .infinity, alignment: .leading)
                if isSelected {
                    ControlGlyph(kind: .checkmark, size: PickerMetrics.checkmarkSize,
                                 lineWidth: PickerMetrics.checkmarkLineWidth, color: tint ?? .accentColor)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            .layoutRole("pickerOption")
        }
    }
}

/// A wheel of the options, the selected one in its middle; one adjustable element.
struct WheelPicker: PrimitiveView {
    let options: PickerOptions
    let label: AnyView

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var rows = environment
        rows.font = WheelMetrics.font
        let nodes = (0..<options.count).map { makeNode(options.option($0), in: rows) }
        let column = WheelColumn(rows: nodes, selected: options.selected, label: makeNode(label, in: environment).spokenLabel)
        return [WheelNode(columns: [column], environment: environment)]
    }
}

extension View {
    /// A picker as one element: named by its label, valued by its selection.
    func pickerAccessibility(label: AnyView, options: PickerOptions, traits: AccessibilityTraits) -> some View {
        wrapNode { node, environment in
            let wrapper = WrapperNode(child: node)
            wrapper.accessibility = AccessibilityInfo(
                label: makeNode(label, in: environment).spokenLabel,
                value: options.selected.map { makeNode(options.option($0), in: environment).spokenLabel },
                traits: traits, children: .ignore)
            return wrapper
        }
    }
}
