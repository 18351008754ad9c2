import Foundation
import Raster

/// The gauges' measurements. The linear bar is the progress bar's, a 4-point capsule of systemFill
/// filled in the tint (as UIProgressView; the gauge's own figure is not published), bounds labels
/// 8 points either side of it and the label and current value label 4 points above and below, in
/// footnote secondary. The accessory styles, made for Lock Screen widgets, are 58 points across
/// for the circular ones with a 6-point ring, and a 6-point bar for the linear ones with an 8-point
/// marker. All are estimates from screenshots, not published figures.
public enum GaugeMetrics {
    public static let barToBounds = 8.0
    public static let barToLabels = 4.0
    public static let accessoryDiameter = 58.0
    public static let accessoryLineWidth = 6.0
    public static let accessoryBarHeight = 6.0
    public static let markerDiameter = 8.0
    /// The opacity of the tint on the part of an accessory gauge's track past a marker.
    public static let accessoryTrackOpacity = 0.35
    /// The open ring's gap, centred at the bottom, in degrees.
    public static let openRingGap = 90.0
    public static let accessoryValueFontSize = 20.0
    public static let accessoryBoundsFontSize = 10.0
}

/// iOS's default gauge: a capsule bar filled to the value, label above, bounds beside, current
/// value below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.barToLabels) {
            configuration.label
            HStack(spacing: GaugeMetrics.barToBounds) {
                configuration.minimumValueLabel
                GaugeBar(fraction: configuration.value, kind: .capacity)
                configuration.maximumValueLabel
            }
            .font(.footnote).foregroundStyle(.secondary)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// A bar with a marker at the value, the label above, bounds beside.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinear(configuration: configuration, kind: .marker)
    }
}

/// A bar filled to the value, the label above, bounds beside.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinear(configuration: configuration, kind: .capacity)
    }
}

/// A ring open at the bottom with a marker at the value, the current value (or the label) inside
/// and the bounds at the gap's ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(fraction: configuration.value, isOpen: true)
            centre(configuration)
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: GaugeMetrics.accessoryBoundsFontSize))
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: GaugeMetrics.accessoryDiameter, height: GaugeMetrics.accessoryDiameter)
    }
}

/// A closed ring filled clockwise from the top to the value, the current value (or the label) inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(fraction: configuration.value, isOpen: false)
            centre(configuration)
        }
        .frame(width: GaugeMetrics.accessoryDiameter, height: GaugeMetrics.accessoryDiameter)
    }
}

/// The current value label, else the label, in the middle of a circular gauge.
@ViewBuilder private func centre(_ configuration: GaugeStyleConfiguration) -> some View {
    Group {
        if let value = configuration.currentValueLabel { value } else { configuration.label }
    }
    .font(.system(size: GaugeMetrics.accessoryValueFontSize, weight: .medium))
    .lineLimit(1)
    .minimumScaleFactor(0.5)
    .padding(.horizontal, GaugeMetrics.accessoryLineWidth + 2)
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The default gauge style: `.linearCapacity` on iOS.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct AccessoryLinear: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeBarNode.Kind

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.barToLabels) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                configuration.currentValueLabel
            }
            HStack(spacing: GaugeMetrics.barToBounds) {
                configuration.minimumValueLabel
                GaugeBar(fraction: configuration.value, kind: kind)
                configuration.maximumValueLabel
            }
            .font(.footnote).foregroundStyle(.secondary)
        }
    }
}

private struct GaugeBar: PrimitiveView {
    let fraction: Double
    let kind: GaugeBarNode.Kind

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let tint = (environment.tint ?? .accentColor).resolve(in: environment)
        switch kind {
        case .capacity:
            return [ProgressBarNode(fraction: fraction, filled: tint, track: SystemColors.fill.resolve(in: environment))]
        case .marker:
            return [GaugeBarNode(fraction: fraction, tint: tint, ring: environment.screenBackground.resolve(in: environment))]
        }
    }
}

/// An accessory bar: the tint to the value, faded past it, and a marker ringed in the background.
final class GaugeBarNode: Node {
    enum Kind { case capacity, marker }

    let fraction: Double
    let tint: RGBA
    let ring: RGBA

    init(fraction: Double, tint: RGBA, ring: RGBA) {
        self.fraction = fraction
        self.tint = tint
        self.ring = ring
        super.init()
        role = "gaugeBar"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        Size(width: SliderMetrics.width(for: proposal), height: GaugeMetrics.markerDiameter)
    }

    override func drawContent(in canvas: inout Canvas) {
        let height = GaugeMetrics.accessoryBarHeight
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        canvas.fill(.capsule(in: track), color: tint.opacity(GaugeMetrics.accessoryTrackOpacity))
        let radius = GaugeMetrics.markerDiameter / 2
        let x = frame.minX + radius + (frame.width - 2 * radius) * fraction
        canvas.fill(.capsule(in: Rect(x: track.minX, y: track.minY, width: x - track.minX, height: height)), color: tint)
        canvas.fill(.circle(center: Point(x: x, y: frame.midY), radius: radius + 1.5), color: ring)
        canvas.fill(.circle(center: Point(x: x, y: frame.midY), radius: radius), color: tint)
    }
}

private struct GaugeRing: PrimitiveView {
    let fraction: Double
    let isOpen: Bool

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [GaugeRingNode(fraction: fraction, isOpen: isOpen, tint: (environment.tint ?? .accentColor).resolve(in: environment),
                       track: SystemColors.fill.resolve(in: environment), ring: environment.screenBackground.resolve(in: environment))]
    }
}

/// A circular gauge's ring: open at the bottom with a marker, or closed and filled from the top.
final class GaugeRingNode: Node {
    let fraction: Double
    let isOpen: Bool
    let tint: RGBA
    let track: RGBA
    let ring: RGBA

    init(fraction: Double, isOpen: Bool, tint: RGBA, track: RGBA, ring: RGBA) {
        (self.fraction, self.isOpen, self.tint, self.track, self.ring) = (fraction, isOpen, tint, track, ring)
        super.init()
        role = "gaugeRing"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        Size(width: GaugeMetrics.accessoryDiameter, height: GaugeMetrics.accessoryDiameter)
    }

    override func drawContent(in canvas: inout Canvas) {
        let width = GaugeMetrics.accessoryLineWidth
        let centre = Point(x: frame.midX, y: frame.midY)
        let radius = min(frame.width, frame.height) / 2 - width / 2
        let style = Raster.StrokeStyle(width: width, cap: .round)
        func arc(from start: Double, to end: Double) -> Raster.Path {
            var path = Raster.Path()
            path.addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            return path
        }
        if isOpen {
            // Angles grow clockwise on screen from the right; the gap is centred at the bottom.
            let half = GaugeMetrics.openRingGap / 2 * .pi / 180
            let start = Double.pi / 2 + half, sweep = 2 * Double.pi - 2 * half
            let at = start + sweep * fraction
            canvas.stroke(arc(from: start, to: start + sweep), color: tint.opacity(GaugeMetrics.accessoryTrackOpacity), style: style)
            if fraction > 0 { canvas.stroke(arc(from: start, to: at), color: tint, style: style) }
            let marker = Point(x: centre.x + radius * cos(at), y: centre.y + radius * sin(at))
            canvas.fill(.circle(center: marker, radius: width / 2 + 1.5), color: ring)
            canvas.fill(.circle(center: marker, radius: width / 2), color: tint)
        } else {
            canvas.stroke(.circle(center: centre, radius: radius), color: track, style: style)
            let top = -Double.pi / 2
            if fraction > 0 { canvas.stroke(arc(from: top, to: top + 2 * .pi * fraction), color: tint, style: style) }
        }
    }
}
