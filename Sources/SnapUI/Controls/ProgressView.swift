import Foundation
import Raster

/// A view that shows progress, as SwiftUI's `ProgressView`: a spinner while the progress is unknown,
/// a bar filled in the tint when it has a value. A label goes under a spinner, above a bar; a bar's
/// current value label goes below it. VoiceOver reads the label and, for a bar, the percentage.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction done, from 0 to 1; nil while unknown.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The interval a timer's progress runs over, and whether it empties as time passes; its fraction
    /// is read at the environment's `now`.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    @Environment(\.now) private var now

    /// Progress of `value` out of `total`, with labels; a nil value is unknown progress.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        let fraction = timer.map { Self.fraction(of: $0.interval, countsDown: $0.countsDown, at: now) } ?? fraction
        return Styled((any ProgressViewStyle).self, automatic: DefaultProgressViewStyle()) {
            $0.makeBody(configuration: ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: Self.configurationLabel(label),
                currentValueLabel: Self.configurationLabel(currentValueLabel)))
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label, otherwise: Text(fraction == nil ? "In progress" : "Progress"))
        .accessibilityValue(fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "")
        .accessibilityAddTraits(.updatesFrequently)
        .layoutRole("progress")
    }

    /// A label as the style's configuration gives it: nil when there is none.
    private static func configurationLabel(_ label: some View) -> ProgressViewStyleConfiguration.Label? {
        label is EmptyView ? nil : .init(content: AnyView(label))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// A bar of `value` out of `total` (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
    }

    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a localised label under it.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// A spinner with a string label, shown as it is, under it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    /// A bar with a localised label above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A bar with a string label, shown as it is, above it.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

/// The metrics of iOS's progress views.
///
/// The spinner is UIActivityIndicatorView: 20 points across (medium; 37 with `.controlSize(.large)`),
/// eight spokes in systemGray (or the tint) fading round from the one at the top. The bar is
/// UIProgressView: a 4-point capsule of systemFill filled in the tint. A spinner's label is 8 points
/// below it, in secondary; a bar's label 4 points above it and its current value label 4 points
/// below it, in footnote secondary (estimates).
public enum ProgressMetrics {
    public static let spinnerSide = 20.0
    public static let largeSpinnerSide = 37.0
    public static let spokes = 8
    /// Spokes run from this fraction of the spinner's radius to its edge, this fraction of its side wide.
    public static let spokeInnerRadius = 0.45
    public static let spokeWidth = 0.12
    /// The spokes' opacities, clockwise from the top.
    public static let spokeOpacities = [1.0, 0.3, 0.35, 0.4, 0.5, 0.6, 0.72, 0.86]
    public static let spinnerColor = Color.gray
    public static let barHeight = 4.0
    public static let spinnerToLabel = 8.0
    public static let barToLabels = 4.0
}

/// What a progress view style draws: the fraction done (nil while unknown) and the progress view's
/// labels (nil when it has none).
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as one view.
    public typealias Label = GroupBoxStyleConfiguration.Label
    /// A progress view's current value label, as one view.
    public typealias CurrentValueLabel = GroupBoxStyleConfiguration.Label

    /// The fraction done, from 0 to 1; nil while unknown.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// A way of drawing progress views, as SwiftUI's `ProgressViewStyle`: `.automatic` (a spinner, or a
/// bar when there is a value), `.circular` (always a spinner, as on iOS), `.linear`, or a style of
/// your own; set it with `.progressViewStyle(_:)`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's choice: a bar when the progress has a value, a spinner while it is unknown.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            LinearProgress(fraction: fraction, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
        } else {
            CircularProgress(label: configuration.label)
        }
    }
}

/// A spinner, with or without a value, as on iOS.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(label: configuration.label)
    }
}

/// A bar (a spinner while the progress is unknown).
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressViewStyle().makeBody(configuration: configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
    /// Sets how the progress views inside draw.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self.style(style, of: (any ProgressViewStyle).self)
    }
}

private struct CircularProgress<Label: View>: View {
    let label: Label

    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint

    var body: some View {
        VStack(spacing: ProgressMetrics.spinnerToLabel) {
            Spinner(color: tint ?? ProgressMetrics.spinnerColor)
                .frame(width: side, height: side)
            label.foregroundStyle(.secondary)
        }
    }

    private var side: Double {
        controlSize >= .large ? ProgressMetrics.largeSpinnerSide : ProgressMetrics.spinnerSide
    }
}

private struct LinearProgress<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    var body: some View {
        VStack(alignment: .leading, spacing: ProgressMetrics.barToLabels) {
            label
            ProgressBar(fraction: fraction)
            currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// The bar: a capsule track, filled in the tint from the leading end.
private struct ProgressBar: PrimitiveView {
    let fraction: Double

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [ProgressBarNode(fraction: fraction, filled: (environment.tint ?? .accentColor).resolve(in: environment),
                         track: SystemColors.fill.resolve(in: environment))]
    }
}

final class ProgressBarNode: Node {
    let fraction: Double
    let filled: RGBA
    let track: RGBA

    init(fraction: Double, filled: RGBA, track: RGBA) {
        self.fraction = fraction
        self.filled = filled
        self.track = track
        super.init()
        role = "progressBar"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        Size(width: SliderMetrics.width(for: proposal), height: ProgressMetrics.barHeight)
    }

    override func drawContent(in canvas: inout Canvas) {
        canvas.fill(.capsule(in: frame), color: track)
        guard fraction > 0 else { return }
        let done = Rect(x: frame.minX, y: frame.minY, width: max(frame.width * fraction, frame.height), height: frame.height)
        canvas.fill(.capsule(in: done), color: filled)
    }
}

/// The spinner's spokes, in its frame.
private struct Spinner: PrimitiveView {
    let color: Color

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [SpinnerNode(color: color.resolve(in: environment))]
    }
}

final class SpinnerNode: Node {
    let color: RGBA

    init(color: RGBA) {
        self.color = color
        super.init()
        role = "spinner"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: ProgressMetrics.spinnerSide, height: ProgressMetrics.spinnerSide))
    }

    override func drawContent(in canvas: inout Canvas) {
        let side = min(frame.width, frame.height)
        let radius = side / 2
        let width = side * ProgressMetrics.spokeWidth
        let centre = frame.center
        for spoke in 0..<ProgressMetrics.spokes {
            let angle = Double(spoke) / Double(ProgressMetrics.spokes) * 2 * .pi
            let direction = Point(x: sin(angle), y: -cos(angle))
            let inner = radius * ProgressMetrics.spokeInnerRadius + width / 2
            let outer = radius - width / 2
            var path = Raster.Path()
            path.move(to: Point(x: centre.x + direction.x * inner, y: centre.y + direction.y * inner))
            path.addLine(to: Point(x: centre.x + direction.x * outer, y: centre.y + direction.y * outer))
            canvas.stroke(path, color: color.opacity(ProgressMetrics.spokeOpacities[spoke]),
                          style: Raster.StrokeStyle(width: width, cap: .round))
        }
    }
}
