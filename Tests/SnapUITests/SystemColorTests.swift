import Raster
import Testing
@testable import SnapUI

/// UIKit's colours and SwiftUI's colour initialisers resolve to iOS's values in each scheme.
@Suite struct SystemColorTests {
    private func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBA { RGBA(r: r, g: g, b: b, a: a) }

    @Test func uiKitColoursResolvePerScheme() {
        let table: [(UIColor, light: RGBA, dark: RGBA)] = [
            (.systemBackground, rgba(255, 255, 255), rgba(0, 0, 0)),
            (.secondarySystemBackground, rgba(242, 242, 247), rgba(28, 28, 30)),
            (.tertiarySystemBackground, rgba(255, 255, 255), rgba(44, 44, 46)),
            (.systemGroupedBackground, rgba(242, 242, 247), rgba(0, 0, 0)),
            (.secondarySystemGroupedBackground, rgba(255, 255, 255), rgba(28, 28, 30)),
            (.tertiarySystemGroupedBackground, rgba(242, 242, 247), rgba(44, 44, 46)),
            (.label, rgba(0, 0, 0), rgba(255, 255, 255)),
            (.secondaryLabel, rgba(60, 60, 67, 153), rgba(235, 235, 245, 153)),
            (.tertiaryLabel, rgba(60, 60, 67, 77), rgba(235, 235, 245, 77)),
            (.quaternaryLabel, rgba(60, 60, 67, 46), rgba(235, 235, 245, 41)),
            (.placeholderText, rgba(60, 60, 67, 77), rgba(235, 235, 245, 77)),
            (.separator, rgba(60, 60, 67, 74), rgba(84, 84, 88, 153)),
            (.opaqueSeparator, rgba(198, 198, 200), rgba(56, 56, 58)),
            (.link, rgba(0, 136, 255), rgba(0, 145, 255)),
            (.systemFill, rgba(120, 120, 128, 51), rgba(120, 120, 128, 92)),
            (.secondarySystemFill, rgba(120, 120, 128, 41), rgba(120, 120, 128, 82)),
            (.tertiarySystemFill, rgba(118, 118, 128, 31), rgba(118, 118, 128, 61)),
            (.quaternarySystemFill, rgba(116, 116, 128, 20), rgba(118, 118, 128, 46)),
            (.systemGray, rgba(142, 142, 147), rgba(142, 142, 147)),
            (.systemGray2, rgba(174, 174, 178), rgba(99, 99, 102)),
            (.systemGray3, rgba(199, 199, 204), rgba(72, 72, 74)),
            (.systemGray4, rgba(209, 209, 214), rgba(58, 58, 60)),
            (.systemGray5, rgba(229, 229, 234), rgba(44, 44, 46)),
            (.systemGray6, rgba(242, 242, 247), rgba(28, 28, 30)),
            (.systemRed, rgba(255, 56, 60), rgba(255, 66, 69)),
            (.systemOrange, rgba(255, 141, 40), rgba(255, 146, 48)),
            (.systemYellow, rgba(255, 204, 0), rgba(255, 214, 0)),
            (.systemGreen, rgba(52, 199, 89), rgba(48, 209, 88)),
            (.systemMint, rgba(0, 200, 179), rgba(0, 218, 195)),
            (.systemTeal, rgba(0, 195, 208), rgba(0, 210, 224)),
            (.systemCyan, rgba(0, 192, 232), rgba(60, 211, 254)),
            (.systemBlue, rgba(0, 136, 255), rgba(0, 145, 255)),
            (.systemIndigo, rgba(97, 85, 245), rgba(109, 124, 255)),
            (.systemPurple, rgba(203, 48, 224), rgba(219, 52, 242)),
            (.systemPink, rgba(255, 45, 85), rgba(255, 55, 95)),
            (.systemBrown, rgba(172, 127, 94), rgba(183, 138, 102)),
        ]
        for (color, light, dark) in table {
            #expect(Color(color).resolve(in: .light) == light)
            #expect(Color(uiColor: color).resolve(in: .dark) == dark)
        }
        #expect(UIColor.red.color.resolve(in: .light) == rgba(255, 0, 0))
        #expect(UIColor.secondaryLabel.withAlphaComponent(1).color.resolve(in: .dark) == rgba(235, 235, 245))
    }

    @Test func aUIKitColourDrawsPerScheme() throws {
        let view = Color(.secondarySystemBackground).frame(width: 10, height: 10)
        #expect(try paintRendering(view, width: 10)[5, 5] == rgba(242, 242, 247))
        #expect(try paintRendering(view, width: 10, scheme: .dark)[5, 5] == rgba(28, 28, 30))
    }

    @Test func swiftUIsColoursHaveIOS26sValues() {
        #expect(Color.pink.resolve(in: .light) == rgba(255, 45, 85) && Color.pink.resolve(in: .dark) == rgba(255, 55, 95))
        #expect(Color.indigo.resolve(in: .dark) == rgba(109, 124, 255))
        #expect(Color.brown.resolve(in: .light) == rgba(172, 127, 94))
        #expect(Color.secondary.resolve(in: .light) == rgba(60, 60, 67, 153))
    }

    @Test func colourInitialisersConvertTheirComponents() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: .light) == rgba(255, 128, 0, 128))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: .dark) == rgba(51, 102, 153))
        #expect(Color(white: 0.5).resolve(in: .light) == rgba(128, 128, 128))
        #expect(Color(white: 1, opacity: 0.25).resolve(in: .light) == rgba(255, 255, 255, 64))
        // Linear 0.5 is sRGB 0.7354: 187.5, rounded to 188.
        #expect(Color(.sRGBLinear, white: 0.5).resolve(in: .light) == rgba(188, 188, 188))
        // SwiftUI's default shadow colour: black at 33%.
        #expect(Color(.sRGBLinear, white: 0, opacity: 0.33).resolve(in: .light) == rgba(0, 0, 0, 84))
        // Display P3's greys are sRGB's; its pure red is beyond sRGB and clamps to it.
        #expect(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).resolve(in: .light) == rgba(128, 128, 128))
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light) == rgba(255, 0, 0))
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: .light) == rgba(255, 0, 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light) == rgba(0, 255, 0))
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8).resolve(in: .light) == rgba(102, 204, 204))
        #expect(Color(hue: 0.75, saturation: 0, brightness: 0.4, opacity: 0.5).resolve(in: .light) == rgba(102, 102, 102, 128))
    }
}
