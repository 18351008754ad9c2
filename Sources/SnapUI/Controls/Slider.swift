import Raster

/// A control for choosing a value along a track, as SwiftUI's `Slider`: the track filled in the tint
/// up to a raised thumb, with the minimum and maximum value labels at its ends. It takes the width it
/// is offered. Its label is not drawn (as on iOS) but names it for VoiceOver, which reads the value
/// as a percentage and the slider as adjustable.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    /// A slider with a label and value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider in steps, with a label and value labels at its ends (the steps draw nothing).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack(spacing: SliderMetrics.valueLabelSpacing) {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label)
        .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
        .accessibilityAddTraits(.isAdjustable)
        .layoutRole("slider")
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider in steps with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// A slider in steps without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// The metrics of iOS 26's slider: a 6-point capsule track, filled in the tint up to the thumb and
/// systemFill beyond it; a 38 x 24-point white capsule thumb, raised; 28 points tall; value labels
/// 8 points from the track. Estimates of iOS 26's Liquid Glass slider (iOS 13-18: a 4-point track,
/// a 28-point round thumb).
public enum SliderMetrics {
    public static let height = 28.0
    public static let trackHeight = 6.0
    public static let thumbSize = Size(width: 38, height: 24)
    public static let valueLabelSpacing = 8.0
    /// The width a slider (or a progress bar) takes when offered no width.
    public static let idealWidth = 200.0

    /// The width a slider or progress bar takes for `proposal`: all that it is offered, or its ideal width.
    static func width(for proposal: ProposedViewSize) -> Double {
        proposal.width.map { $0.isFinite ? $0 : idealWidth } ?? idealWidth
    }
}

/// The track and thumb, drawn by a node so the thumb sits exactly at the value.
private struct SliderTrack: PrimitiveView {
    let fraction: Double

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let thumb = makeNode(Knob(fill: SystemColors.knob), in: environment)
        return [SliderNode(
            fraction: fraction, thumb: thumb, filled: (environment.tint ?? .accentColor).resolve(in: environment),
            track: SystemColors.fill.resolve(in: environment))]
    }
}

final class SliderNode: Node {
    let fraction: Double
    let filled: RGBA
    let track: RGBA

    init(fraction: Double, thumb: Node, filled: RGBA, track: RGBA) {
        self.fraction = fraction
        self.filled = filled
        self.track = track
        super.init(children: [thumb])
        role = "sliderTrack"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        Size(width: SliderMetrics.width(for: proposal), height: SliderMetrics.height)
    }

    /// The thumb's centre along the track: its half width in from either end at the bounds.
    private var thumbCentre: Double {
        let half = SliderMetrics.thumbSize.width / 2
        return frame.minX + half + fraction * max(frame.width - 2 * half, 0)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let size = SliderMetrics.thumbSize
        children[0].place(in: Rect(x: thumbCentre - size.width / 2, y: frame.midY - size.height / 2,
                                   width: size.width, height: size.height))
    }

    override func drawContent(in canvas: inout Canvas) {
        let bar = Rect(x: frame.minX, y: frame.midY - SliderMetrics.trackHeight / 2, width: frame.width,
                       height: SliderMetrics.trackHeight)
        canvas.fill(.capsule(in: bar), color: track)
        let filledBar = Rect(x: bar.minX, y: bar.minY, width: thumbCentre - bar.minX, height: bar.height)
        if filledBar.width > 0 { canvas.fill(.capsule(in: filledBar), color: filled) }
        drawChildren(in: &canvas)
    }
}
