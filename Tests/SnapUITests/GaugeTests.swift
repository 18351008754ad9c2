import Raster
import Testing
@testable import SnapUI

@Suite struct GaugeTests {
    private let accent = resolved(.accentColor)
    private let track = resolved(SystemColors.fill)

    private func render<V: View>(_ view: V, name: String, scheme: ColorScheme = .light) throws -> Rendering {
        let rendering = try renderForTest(view.padding(20), width: 300, scheme: scheme)
        try writePaintImageForLooking(rendering.image, name)
        return rendering
    }

    private func heartRate() -> some View {
        Gauge(value: 72, in: 40...200) {
            Text("Heart rate")
        } currentValueLabel: {
            Text("72 BPM")
        } minimumValueLabel: {
            Text("40")
        } maximumValueLabel: {
            Text("200")
        }
    }

    @Test func theDefaultIsALinearCapacityBarFilledToTheValueWithItsLabelsAround() throws {
        let rendering = try render(heartRate(), name: "gauge-linear-capacity")
        let bar = try #require(elements(rendering, role: "progressBar").first?.frame)
        #expect(bar.height == ProgressMetrics.barHeight)
        // 72 in 40...200 is a fifth of the way along.
        #expect(pixel(rendering, bar.minX + bar.width * 0.18, bar.midY) == accent)
        #expect(near(pixel(rendering, bar.minX + bar.width * 0.25, bar.midY), over(track, .white)))
        let label = try #require(textFrame(rendering, "Heart rate"))
        let minimum = try #require(textFrame(rendering, "40")), maximum = try #require(textFrame(rendering, "200"))
        let current = try #require(textFrame(rendering, "72 BPM"))
        #expect(label.maxY <= bar.minY && current.minY >= bar.maxY)
        #expect(minimum.maxX + GaugeMetrics.barToBounds == bar.minX && bar.maxX + GaugeMetrics.barToBounds == maximum.minX)
        #expect(abs(minimum.midY - bar.midY) < 0.5)
        // The bounds and current value are secondary, the label primary.
        #expect(!colors(rendering, in: current).contains(.black) && colors(rendering, in: label).contains(.black))
        #expect(transcript(rendering) == ["Heart rate, 72 BPM"])
    }

    @Test func theTintFillsTheBarAndWithoutAValueLabelVoiceOverReadsThePercentage() throws {
        let rendering = try render(Gauge(value: 0.4) { Text("Battery") }.tint(.green), name: "gauge-tinted")
        let bar = try #require(elements(rendering, role: "progressBar").first?.frame)
        #expect(pixel(rendering, bar.minX + bar.width * 0.38, bar.midY) == resolved(.green))
        #expect(pixel(rendering, bar.minX + bar.width * 0.42, bar.midY) != resolved(.green))
        #expect(transcript(rendering) == ["Battery, 40%"])
    }

    @Test func accessoryLinearDrawsAMarkerAtTheValue() throws {
        let rendering = try render(heartRate().gaugeStyle(.accessoryLinear), name: "gauge-accessory-linear")
        let bar = try #require(elements(rendering, role: "gaugeBar").first?.frame)
        let radius = GaugeMetrics.markerDiameter / 2
        let x = bar.minX + radius + (bar.width - 2 * radius) * 0.2
        #expect(pixel(rendering, x, bar.midY) == accent)
        // Past the marker the track is the tint faded.
        #expect(near(pixel(rendering, x + 20, bar.midY), over(accent.opacity(GaugeMetrics.accessoryTrackOpacity), .white)))
        #expect(textFrame(rendering, "72 BPM")!.maxX <= bar.maxX + 40)
    }

    @Test func accessoryCircularIsAnOpenRingWithTheValueInside() throws {
        let rendering = try render(heartRate().gaugeStyle(.accessoryCircular), name: "gauge-accessory-circular")
        let ring = try #require(elements(rendering, role: "gaugeRing").first?.frame)
        #expect(ring.size == Size(width: GaugeMetrics.accessoryDiameter, height: GaugeMetrics.accessoryDiameter))
        let value = try #require(textFrame(rendering, "72 BPM"))
        #expect(ring.contains(Point(x: value.midX, y: value.midY)))
        // The gap is at the bottom; the ring's top is drawn (faded past the marker at a fifth).
        let inset = GaugeMetrics.accessoryLineWidth / 2
        #expect(pixel(rendering, ring.midX, ring.maxY - inset) == .white)
        #expect(pixel(rendering, ring.midX, ring.minY + inset) != .white)
        let capacity = try render(heartRate().gaugeStyle(.accessoryCircularCapacity), name: "gauge-accessory-circular-capacity")
        let closed = try #require(elements(capacity, role: "gaugeRing").first?.frame)
        #expect(near(pixel(capacity, closed.midX, closed.maxY - inset), over(track, .white)))
        // Filled clockwise from the top: a fifth reaches past the top's right, not its left.
        #expect(pixel(capacity, closed.midX + 10, closed.minY + inset + 0.5) == accent)
        #expect(pixel(capacity, closed.midX - 10, closed.minY + inset + 0.5) != accent)
    }

    /// A style of one's own gets the value as a fraction and the labels.
    private struct PercentGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(verbatim: "\(Int(configuration.value * 100))%")
            }
        }
    }

    @Test func aStyleOfOnesOwnDrawsTheConfiguration() throws {
        let rendering = try render(heartRate().gaugeStyle(PercentGaugeStyle()), name: "gauge-custom")
        #expect(texts(rendering) == ["Heart rate", "20%"])
    }
}
