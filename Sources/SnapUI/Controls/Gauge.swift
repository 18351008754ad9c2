/// A view that shows a value within a range, as SwiftUI's `Gauge`: by default (on iOS,
/// `.linearCapacity`) a capsule bar filled in the tint to the value, its label above, its minimum
/// and maximum value labels either side of the bar and its current value label below; other
/// looks with `.gaugeStyle(_:)`. VoiceOver reads the label and the current value label (or the
/// percentage).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge of `value` in `bounds` with every label; the marked value labels are accepted and
    /// not drawn (no built-in iOS style draws them).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(label), currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) }, maximumValueLabel: maximumValueLabel.map { .init($0) })
        return Styled((any GaugeStyle).self, automatic: LinearCapacityGaugeStyle()) { $0.makeBody(configuration: configuration) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(readFrom: label)
            .accessibilityValue(readFrom: currentValueLabel, otherwise: "\(Int((fraction * 100).rounded()))%")
            .layoutRole("gauge")
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with its label, current value label and bounds labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with its label and current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with its label and current value label; the marked value
    /// labels are accepted and not drawn.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with its label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// What a gauge style draws: the value as a fraction of the range and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// A gauge's label as one view.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    public typealias CurrentValueLabel = PrimitiveButtonStyleConfiguration.Label
    public typealias MinimumValueLabel = PrimitiveButtonStyleConfiguration.Label
    public typealias MaximumValueLabel = PrimitiveButtonStyleConfiguration.Label

    /// The value as a fraction of the range, from 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// A way of drawing a gauge, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Sets how the gauges inside draw: `.linearCapacity` (iOS's default), `.accessoryLinear`,
    /// `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`, or a style of
    /// your own.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self.style(style, of: (any GaugeStyle).self)
    }
}
