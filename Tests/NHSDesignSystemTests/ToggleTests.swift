import Foundation
import Raster
import Testing
@testable import Catalogue
@testable import NHSDesignSystem

/// Renders catalogue scenes for the Toggle and Title tests, and reads their pixels.
enum SceneSnapshot {
    /// Renders the catalogue scene `id` on an NHS App screen, at its own scroll offset.
    static func render(
        _ id: String, width: Double = 402, size: DynamicTypeSize = .large, scheme: ColorScheme = .light,
        onOffLabels: Bool = false
    ) throws -> Rendering {
        let entry = try #require(Catalogue.entries.first { $0.id == id }, "no catalogue scene \(id)")
        return try SnapUI.render(entry.make(), options: RenderOptions(
            width: width, scale: 2, dynamicTypeSize: size, colorScheme: scheme, showsOnOffLabels: onOffLabels,
            scrollOffset: entry.scrollOffset, environment: { $0.applyNHSAppearance() }))
    }

    /// The pixel under the point `(x, y)`, in points.
    static func pixel(_ rendering: Rendering, x: Double, y: Double) -> RGBA {
        let scale = Double(rendering.image.width) / rendering.size.width
        return rendering.image[Int(x * scale), Int(y * scale)]
    }

    /// Every pixel colour inside `frame`, in points.
    static func colors(_ rendering: Rendering, in frame: Rect) -> Set<RGBA> {
        let scale = Double(rendering.image.width) / rendering.size.width
        var colors = Set<RGBA>()
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) { colors.insert(rendering.image[x, y]) }
        }
        return colors
    }

    static func elements(_ rendering: Rendering, role: String) -> [LayoutElement] {
        rendering.layout.flatMap { $0.elements(withRole: role) }
    }

    static func text(_ rendering: Rendering, _ string: String) -> [LayoutElement] {
        elements(rendering, role: "text").filter { $0.string("text") == string }
    }

    /// Writes PNGs of `ids` (light and dark, large and accessibility5, phone and tablet) to the folder
    /// NHS_SNAP_WRITE_TEST_IMAGES names, for a person to look at.
    static func writeForLooking(_ ids: [String]) throws {
        guard let folder = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] else { return }
        for id in ids {
            for scheme in ColorScheme.allCases {
                for size in [DynamicTypeSize.large, .accessibility5] {
                    for width in [320.0, 402, 1024] {
                        let name = "\(id.replacingOccurrences(of: "/", with: "-"))-\(scheme)-\(size)-\(Int(width))"
                        try PNG.write(render(id, width: width, size: size, scheme: scheme).image,
                                      to: folder + "/" + name + ".png")
                    }
                }
            }
        }
    }
}

@Suite struct ToggleTests {
    /// The app's accent colour, from shared/reference/colours.md.
    let accent: [ColorScheme: RGBA] = [.light: RGBA(hex: "#005eb8")!, .dark: RGBA(hex: "#52a0ff")!]
    /// iOS's off track (systemFill flattened on a row), light and dark.
    let offTrack: [ColorScheme: RGBA] = [.light: RGBA(hex: "#e9e9ea")!, .dark: RGBA(hex: "#39393d")!]

    private func switches(_ rendering: Rendering) -> [Rect] {
        SceneSnapshot.elements(rendering, role: "switch").map(\.frame)
    }

    @Test(arguments: ColorScheme.allCases) func onTrackIsNHSBlue(scheme: ColorScheme) throws {
        let rendering = try SceneSnapshot.render("toggle/form", scheme: scheme)
        let track = try #require(switches(rendering).first)
        // When on, the knob sits trailing: the leading part of the track shows its colour.
        #expect(SceneSnapshot.pixel(rendering, x: track.minX + 8, y: track.midY) == accent[scheme])
    }

    @Test(arguments: ColorScheme.allCases) func offTrackIsGrey(scheme: ColorScheme) throws {
        let rendering = try SceneSnapshot.render("toggle/on-off", scheme: scheme)
        let tracks = switches(rendering)
        try #require(tracks.count == 2)
        // The second toggle is off: the knob sits leading, the trailing part of the track shows.
        #expect(SceneSnapshot.pixel(rendering, x: tracks[1].maxX - 8, y: tracks[1].midY) == offTrack[scheme])
        #expect(SceneSnapshot.pixel(rendering, x: tracks[0].minX + 8, y: tracks[0].midY) == accent[scheme])
    }

    @Test func titleIsBold() throws {
        // On a tablet the title fits on one line, so its width is the string's width.
        let title = "Allow optional analytic cookies"
        let rendering = try SceneSnapshot.render("toggle/subtitle", width: 1024)
        let drawn = try #require(SceneSnapshot.text(rendering, title).first)
        let regular = try SnapUI.render(Text(title).font(.nhsBody).fixedSize(), options: RenderOptions(width: 1024))
        let regularWidth = try #require(SceneSnapshot.text(regular, title).first).frame.width
        #expect(drawn.number("lines") == 1)
        // Liberation Sans Bold is wider than Regular for the same string and size.
        #expect(drawn.frame.width > regularWidth * 1.05)
    }

    @Test(arguments: ColorScheme.allCases) func titleAndSubtitleColours(scheme: ColorScheme) throws {
        let rendering = try SceneSnapshot.render("toggle/subtitle", scheme: scheme)
        let title = try #require(SceneSnapshot.text(rendering, "Allow optional analytic cookies").first)
        let subtitle = try #require(SceneSnapshot.elements(rendering, role: "text").first {
            $0.string("text")?.hasPrefix("I accept") == true
        })
        let text = scheme == .light ? RGBA(hex: "#212b33")! : RGBA(hex: "#ffffff")!
        let secondary = scheme == .light ? RGBA(hex: "#4c6273")! : RGBA(hex: "#c8d3d9")!
        // Glyph stems cover whole pixels, which take the text's exact colour.
        let titleColors = SceneSnapshot.colors(rendering, in: title.frame)
        let subtitleColors = SceneSnapshot.colors(rendering, in: subtitle.frame)
        #expect(titleColors.contains(text))
        #expect(!titleColors.contains(secondary))
        #expect(subtitleColors.contains(secondary))
        #expect(!subtitleColors.contains(text))
        #expect(subtitle.frame.minY >= title.frame.maxY)
    }

    @Test func disabledTogglesFadeButStayInTheAccessibilityTree() throws {
        let disabled = try SceneSnapshot.render("toggle/disabled")
        let enabled = try SceneSnapshot.render("toggle/form")
        let fadedTrack = try #require(switches(disabled).first)
        let track = try #require(switches(enabled).first)
        let faded = SceneSnapshot.pixel(disabled, x: fadedTrack.minX + 8, y: fadedTrack.midY)
        let full = SceneSnapshot.pixel(enabled, x: track.minX + 8, y: track.midY)
        // Half opacity over the white row: each channel halfway between the accent's and 255.
        for (f, a) in [(faded.r, full.r), (faded.g, full.g), (faded.b, full.b)] {
            #expect(f > a)
            #expect(abs(Int(f) - (Int(a) + 255) / 2) <= 1)
        }
        let toggles = disabled.accessibility.filter { $0.traits.contains(.isToggle) }
        #expect(toggles.map(\.label) == ["Face ID", "Touch ID", "Allow optional analytic cookies, Not available while you are offline"])
        #expect(toggles.allSatisfy { $0.traits.contains(.isNotEnabled) && !$0.isHidden })
        #expect(toggles.map(\.value) == ["on", "off", "on"])
    }

    @Test func onOffLabelsShowOnlyWithTheSetting() throws {
        for setting in [false, true] {
            let rendering = try SceneSnapshot.render("toggle/on-off", onOffLabels: setting)
            let tracks = switches(rendering)
            try #require(tracks.count == 2)
            // On: a white bar 1 point wide, 11 points in from the leading side (metrics.md).
            let bar = SceneSnapshot.pixel(rendering, x: tracks[0].minX + 11.5, y: tracks[0].midY)
            #expect((bar == .white) == setting)
            #expect((bar == accent[.light]) == !setting)
            // Off: a grey ring of radius 5, 12 points in from the trailing side; its line crosses the
            // middle row 4.5 points from its centre.
            let ring = SceneSnapshot.pixel(rendering, x: tracks[1].maxX - 12 - 4.5, y: tracks[1].midY)
            #expect((ring == offTrack[.light]) == !setting)
            if setting { #expect(ring.r < offTrack[.light]!.r) }
        }
    }

    @Test func onOffLabelsSceneShowsTheMarksByItself() throws {
        let rendering = try SceneSnapshot.render("toggle/on-off-labels", onOffLabels: false)
        let tracks = switches(rendering)
        try #require(tracks.count == 2)
        #expect(SceneSnapshot.pixel(rendering, x: tracks[0].minX + 11.5, y: tracks[0].midY) == .white)
        #expect(SceneSnapshot.pixel(rendering, x: tracks[1].maxX - 16.5, y: tracks[1].midY) != offTrack[.light])
    }

    @Test func voiceOverReadsLabelAndState() throws {
        let rendering = try SceneSnapshot.render("toggle/on-off")
        let visible = rendering.accessibility.filter { !$0.isHidden }
        #expect(visible.map(\.spoken) == ["On, on, switch button", "Off, off, switch button"])
        let subtitle = try SceneSnapshot.render("toggle/subtitle").accessibility.filter { !$0.isHidden }
        #expect(subtitle.map(\.label) == [
            "Allow optional analytic cookies, I accept the use of optional analytic cookies used to improve the performance of the NHS App",
        ])
        #expect(subtitle.first?.value == "on")
    }

    @Test func switchKeepsItsSizeAndLabelsWrapBesideItAtAccessibility5() throws {
        let rendering = try SceneSnapshot.render("toggle/welsh-long", width: 320, size: .accessibility5)
        let tracks = switches(rendering)
        try #require(tracks.count == 2)
        #expect(tracks.allSatisfy { $0.size == Size(width: 63, height: 28) })
        let toggles = SceneSnapshot.elements(rendering, role: "toggle")
        try #require(toggles.count == 2)
        for (toggle, track) in zip(toggles, tracks) {
            let texts = toggle.elements(withRole: "text")
            #expect(!texts.isEmpty)
            for text in texts {
                #expect((text.number("lines") ?? 0) > 1)
                #expect(text.bool("truncated") == false)
                #expect(text.frame.maxX <= track.minX)
                #expect(text.frame.minX >= 0)
            }
            #expect(track.maxX <= 320)
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func pictures() throws {
        try SceneSnapshot.writeForLooking(ToggleScenes.entries.map(\.id))
    }
}
