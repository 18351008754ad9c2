import Foundation
import Raster
import Testing
@testable import SnapUI

/// Renders `view` at a phone's width.
func renderForTest<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large,
                            scheme: ColorScheme = .light, scale: Int = 2) throws -> Rendering {
    try render(view, options: RenderOptions(width: width, scale: scale, dynamicTypeSize: size, colorScheme: scheme))
}

/// Writes a rendering for a person to look at when NHS_SNAP_WRITE_TEST_IMAGES names a folder.
func writeForLooking(_ rendering: Rendering, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] else { return }
    try PNG.write(rendering.image, to: folder + "/" + name + ".png")
}

@Suite struct StackLayoutTests {
    @Test func hStackSharesWidthAndSpacerPushesApart() throws {
        let rendering = try renderForTest(
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }.padding(16))
        let texts = rendering.layout.flatMap { $0.elements(withRole: "text") }
        #expect(texts.count == 2)
        #expect(abs(texts[0].frame.minX - 16) < 1e-9)
        #expect(abs(texts[1].frame.maxX - (390 - 16)) < 1e-9)
    }

    @Test func vStackStacksWithSpacing() throws {
        let rendering = try renderForTest(VStack(spacing: 10) {
            Text("One")
            Text("Two")
        })
        let texts = rendering.layout.flatMap { $0.elements(withRole: "text") }
        #expect(abs(texts[1].frame.minY - (texts[0].frame.maxY + 10)) < 1e-9)
    }

    @Test func longTextWrapsToTheWidthOffered() throws {
        let long = String(repeating: "Prove your identity to access all NHS App features. ", count: 4)
        let rendering = try renderForTest(Text(long).padding(20), width: 320)
        let text = try #require(rendering.layout.first?.elements(withRole: "text").first)
        #expect(text.frame.width <= 280 + 1e-9)
        #expect((text.number("lines") ?? 0) > 2)
        #expect(rendering.size.height == text.frame.height + 40)
    }

    @Test func frameMaxWidthInfinityFills() throws {
        let rendering = try renderForTest(Text("Hi").frame(maxWidth: .infinity, alignment: .leading).background(Color.red))
        let text = try #require(rendering.layout.first)
        #expect(text.frame.minX == 0)
        // The red background spans the whole width.
        #expect(rendering.image[rendering.image.width - 1, 5] == Color.red.resolve(in: .light))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func picture() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            Text("Health services").font(.largeTitle).bold()
            Text("Manage another person's healthcare or give access to your profile to someone you trust.")
                .foregroundStyle(.secondary)
            HStack {
                Image(systemName: "pills.fill").foregroundStyle(Color.blue)
                Text("Prescriptions")
                Spacer()
                Image(systemName: "chevron.right")
            }
            .padding(16)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
            Toggle("Face ID", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
        }
        .padding(16)
        .background(Color(light: "#f0f4f5", dark: "#1b2429"))
        for scheme in ColorScheme.allCases {
            try writeForLooking(try renderForTest(view, scheme: scheme), "snapui-picture-\(scheme)")
        }
    }
}
