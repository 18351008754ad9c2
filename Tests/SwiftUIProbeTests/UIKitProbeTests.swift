import Raster
import SwiftUI
import Testing

/// True when each channel of `a` is within `tolerance` of `b`'s (for translucent colours composited
/// over a background, where iOS and SnapUI may round the last bit differently).
private func near(_ a: RGBA, _ b: RGBA, tolerance: Int = 1) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
}

/// The pixels of `image` equal to `color`.
private func count(_ color: RGBA, in image: Bitmap) -> Int {
    var found = 0
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] == color { found += 1 }
    }
    return found
}

/// The laid-out text elements' frames, in reading order.
private func textFrames(_ rendering: Rendering) -> [Rect] {
    rendering.elements(withRole: "text").map(\.frame)
}

@Suite struct UIKitColorProbeTests {
    @Test func aDynamicProviderDrawsItsLightAndDarkValues() throws {
        #expect(try probe(DynamicBrandColorProbe()).image[40, 30] == RGBA(r: 0, g: 94, b: 184))
        #expect(try probe(DynamicBrandColorProbe(), colorScheme: .dark).image[40, 30] == RGBA(r: 65, g: 182, b: 230))
    }

    @Test func colourLiteralsAreUIColors() throws {
        let image = try probe(ColorLiteralProbe()).image
        #expect(image[25, 15] == RGBA(r: 255, g: 204, b: 0))
        #expect(image[75, 15] == RGBA(r: 0, g: 128, b: 64))
    }

    @Test func aConvenienceInitInAnExtensionMakesTheColour() throws {
        let rendering = try probe(HexColorExtensionProbe())
        let text = try #require(textFrames(rendering).first)
        #expect(rendering.image[Int(text.maxX) + 6, Int(text.midY)] == RGBA(r: 0, g: 127, b: 59))
    }

    @Test func groupedBackgroundsAreIOSValues() throws {
        let light = try probe(GroupedBackgroundProbe()).image
        #expect(light[5, 5] == RGBA(r: 242, g: 242, b: 247) && light[100, 50] == RGBA(r: 255, g: 255, b: 255))
        let dark = try probe(GroupedBackgroundProbe(), colorScheme: .dark).image
        #expect(dark[5, 5] == RGBA(r: 0, g: 0, b: 0) && dark[100, 50] == RGBA(r: 28, g: 28, b: 30))
    }

    @Test func theSeparatorIsTranslucentAsIOSs() throws {
        // 29% of #3c3c43 over white; 60% of #545458 over black.
        #expect(near(try probe(SeparatorColorProbe()).image[100, 46], RGBA(r: 198, g: 198, b: 200)))
        #expect(near(try probe(SeparatorColorProbe(), colorScheme: .dark).image[100, 46], RGBA(r: 50, g: 50, b: 53)))
    }

    @Test func systemColoursAndTheTintAreIOS26s() throws {
        let light = try probe(SystemTintColorProbe()).image
        #expect(light[20, 10] == RGBA(r: 0, g: 136, b: 255) && light[60, 10] == RGBA(r: 0, g: 136, b: 255))
        #expect(light[100, 10] == RGBA(r: 255, g: 45, b: 85))
        let dark = try probe(SystemTintColorProbe(), colorScheme: .dark).image
        #expect(dark[20, 10] == RGBA(r: 0, g: 145, b: 255) && dark[100, 10] == RGBA(r: 255, g: 55, b: 95))
    }

    @Test func withAlphaComponentHalvesTheRed() throws {
        // #ff383c at 50% over white.
        #expect(near(try probe(AlphaComponentColorProbe()).image[3, 3], RGBA(r: 255, g: 155, b: 157)))
    }

    @Test func resolvedColorFixesTheDarkValue() throws {
        let image = try probe(ResolvedColorProbe()).image
        // The 60-point-wide view is centred in the 200-point snapshot: the rectangle is x 80...120.
        #expect(image[100, 20] == RGBA(r: 255, g: 255, b: 255))
        #expect(image[100, 3] == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func getRedGivesTheComponentsInTheCurrentTraits() throws {
        #expect(try probe(ColorComponentsProbe()).texts == ["#005EB8", "#0088FF"])
        #expect(try probe(ColorComponentsProbe(), colorScheme: .dark).texts == ["#005EB8", "#0091FF"])
    }

    @Test func hueSaturationBrightnessIsConvertedToRGB() throws {
        // Hue 0.6 (216°), full saturation, 80% brightness: (0, 0.32, 0.8).
        #expect(try probe(HueColorProbe()).image[100, 15] == RGBA(r: 0, g: 82, b: 204))
    }

    @Test func aSwiftUIColourSurvivesTheTripThroughUIColor() throws {
        #expect(try probe(SwiftUIColorBridgeProbe()).image[100, 15] == RGBA(r: 255, g: 141, b: 40))
        #expect(try probe(SwiftUIColorBridgeProbe(), colorScheme: .dark).image[100, 15] == RGBA(r: 255, g: 146, b: 48))
    }
}

@Suite struct UIKitFontProbeTests {
    @Test func preferredFontsFollowTheSnapshotsTextSize() throws {
        let large = try probe(PreferredFontSizeProbe())
        #expect(large.texts == ["Body 17", "Headline 17"])
        let xxxLarge = try probe(PreferredFontSizeProbe(), dynamicTypeSize: .xxxLarge)
        #expect(xxxLarge.texts == ["Body 23", "Headline 23"])
        #expect(try probe(PreferredFontSizeProbe(), dynamicTypeSize: .accessibility2).texts == ["Body 33", "Headline 33"])
        #expect(textFrames(xxxLarge)[0].height > textFrames(large)[0].height)
    }

    @Test func aUIKitSystemFontMeasuresAsSwiftUIsOfTheSameSizeAndWeight() throws {
        let frames = textFrames(try probe(SystemFontWeightProbe()))
        #expect(frames.count == 3)
        #expect(frames[0].width == frames[1].width)
        #expect(frames[2].width < frames[0].width)
    }

    @Test func theMonospacedSystemFontGivesEveryLetterOneWidth() throws {
        let frames = textFrames(try probe(MonospacedUIFontProbe()))
        #expect(abs(frames[0].width - frames[1].width) < 0.01)
    }

    @Test func fontMetricsScaleALengthAsBodyTextScales() throws {
        let green = RGBA(r: 52, g: 199, b: 89)
        func side(_ size: DynamicTypeSize) throws -> Int {
            let image = try probe(FontMetricsScaledValueProbe(), dynamicTypeSize: size).image
            return (0..<image.height).filter { image[2, $0] == green }.count
        }
        #expect(try side(.large) == 24)
        // 24 × 40 / 17 = 56.5 points: 56 whole rows.
        #expect(try side(.accessibility3) == 56)
    }

    @Test func scaledFontScalesANamedFontAndKeepsItsName() throws {
        #expect(try probe(ScaledCustomFontProbe()).texts == ["NHS number", "17 pt", "LiberationSans-Bold"])
        #expect(try probe(ScaledCustomFontProbe(), dynamicTypeSize: .xxxLarge).texts[1] == "23 pt")
        #expect(try probe(ScaledCustomFontProbe(), dynamicTypeSize: .xSmall).texts[1] == "14 pt")
    }

    @Test func lineHeightIsSFPros() throws {
        let rendering = try probe(LineHeightRowProbe())
        #expect(rendering.texts == ["20.29"])
        let blue = RGBA(r: 0, g: 136, b: 255)
        #expect((0..<rendering.image.height).filter { rendering.image[2, $0] == blue }.count == 40)
    }

    @Test func boldSystemFontIsWiderThanRegular() throws {
        let frames = textFrames(try probe(BoldItalicUIFontProbe()))
        #expect(frames.count == 3)
        #expect(frames[0].width > frames[1].width)
    }
}

@Suite struct UIKitImageProbeTests {
    @Test func aSymbolUIImageDrawsAsImageSystemName() throws {
        let image = try probe(SymbolUIImageProbe()).image
        let reference = try probe(Image(systemName: "heart.fill").foregroundStyle(.red)).image
        #expect(image == reference)
        #expect(count(RGBA(r: 255, g: 56, b: 60), in: image) > 20)
    }

    @Test func aTintedSymbolTakesItsTintAndAnOriginalOneIsBlack() throws {
        let image = try probe(TintedSymbolImageProbe()).image
        #expect(count(RGBA(r: 52, g: 199, b: 89), in: image) > 20)
        #expect(count(RGBA(r: 0, g: 0, b: 0), in: image) > 20)
        #expect(count(RGBA(r: 0, g: 136, b: 255), in: image) == 0)
    }

    @Test func aNamedImageFailsTheRenderNamingIt() throws {
        #expect { _ = try probe(NamedUIImageProbe()) } throws: { "\($0)".contains("'NHSLogo'") }
        #expect { _ = try probe(ImageLiteralProbe()) } throws: { "\($0)".contains("'WelcomeBanner'") }
    }
}

@Suite struct UIKitAtRestProbeTests {
    @Test func canOpenURLKnowsIOSsOwnSchemesOnly() throws {
        #expect(try probe(OpenURLButtonProbe()).texts == ["Call 111", "Open Settings"])
    }

    @Test func theScreenIsTheSnapshotsDevice() throws {
        let phone = try probe(ScreenWidthBannerProbe(), width: 402, deviceHeight: 874)
        let green = RGBA(r: 52, g: 199, b: 89)
        #expect(phone.texts == ["402 × 874"])
        #expect(phone.image[199, 10] == green && phone.image[202, 10] != green)
        let small = try probe(ScreenWidthBannerProbe(), width: 320, deviceHeight: 568)
        #expect(small.texts == ["320 × 568"])
        #expect(small.image[158, 10] == green && small.image[162, 10] != green)
        // With no device, an iPhone 16 Pro's proportions.
        #expect(try probe(ScreenWidthBannerProbe(), width: 402).texts == ["402 × 874"])
    }

    @Test func theScreensScaleIsTheSnapshots() throws {
        let three = try probe(ScreenScaleHairlineProbe(), scale: 3)
        #expect(abs(three.size.height - 1.0 / 3) < 0.001 && three.image.height == 1)
        let two = try probe(ScreenScaleHairlineProbe(), scale: 2)
        #expect(two.size.height == 0.5 && two.image.height == 1)
    }

    @Test func sizeClassesFollowTheDevice() throws {
        func stacks(width: Double, deviceHeight: Double) throws -> Bool {
            let frames = textFrames(try probe(SizeClassAdaptiveProbe(), width: width, deviceHeight: deviceHeight))
            return frames[1].minY > frames[0].minY
        }
        #expect(try stacks(width: 402, deviceHeight: 874))
        #expect(try !stacks(width: 1024, deviceHeight: 1366))
        // On its side an iPhone 16 Pro is compact wide; a Pro Max is regular.
        #expect(try stacks(width: 874, deviceHeight: 402))
        #expect(try !stacks(width: 956, deviceHeight: 440))
    }

    @Test func theIdiomIsThePhoneOrPadOfTheScreen() throws {
        #expect(try probe(DeviceIdiomProbe(), width: 393, deviceHeight: 852).texts == ["iPhone layout", "iPhone"])
        #expect(try probe(DeviceIdiomProbe(), width: 834, deviceHeight: 1194).texts == ["iPad layout", "iPad"])
    }

    @Test func accessibilityFlagsAreOffAndPostingDoesNothing() throws {
        #expect(try probe(AccessibilitySettingsProbe()).texts == ["VoiceOver off", "Animated banner", "Regular text", "Standard contrast"])
    }

    @Test func accessibilityFlagsAreTheSnapshotsSettings() throws {
        let settings = try probe(AccessibilitySettingsProbe()) { environment in
            environment.accessibilityReduceMotion = true
            environment.legibilityWeight = .bold
            environment.colorSchemeContrast = .increased
        }
        #expect(settings.texts == ["VoiceOver off", "Still banner", "Bold text", "High contrast"])
    }

    @Test func aButtonWithHapticsDrawsAtRest() throws {
        let rendering = try probe(HapticButtonProbe())
        #expect(rendering.texts == ["Add dose (0)"])
        #expect(count(RGBA(r: 0, g: 136, b: 255), in: rendering.image) > 10)
    }

    @Test func theContentSizeCategoryIsTheSnapshotsTextSize() throws {
        let large = textFrames(try probe(ContentSizeCategoryProbe()))
        #expect(large[1].minY == large[0].minY)
        let accessible = textFrames(try probe(ContentSizeCategoryProbe(), dynamicTypeSize: .accessibility1))
        #expect(accessible[1].minY >= accessible[0].maxY)
    }
}

@Suite struct UIKitRepresentableProbeTests {
    private let grey = RGBA(r: 142, g: 142, b: 147)
    private let white = RGBA(r: 255, g: 255, b: 255)

    @Test func aViewRepresentableIsAPlaceholderOfItsProposedSizeWithAWarning() throws {
        let rendering = try probe(LabelRepresentableProbe())
        #expect(rendering.warnings == [
            "AttributedLabel is a UIViewRepresentable: SnapUI cannot draw UIKit views, so it draws a placeholder box in its place"
        ])
        let texts = rendering.elements(withRole: "text")
        #expect(texts.compactMap { $0.string("text") } == ["Notes", "AttributedLabel"])
        let name = texts[1].frame
        let left = Int((name.midX - 80).rounded()), top = Int(texts[0].frame.maxY.rounded(.up))
        let image = rendering.image
        #expect(image[left, top + 20] == grey && image[left + 159, top + 20] == grey)
        #expect(image[left + 3, top + 20] == white && image[left + 161, top + 20] == white)
        // The bottom border is 40 points below the top, at a fractional position: a partly covered, greyed row.
        let bottom = image[left + 80, Int(texts[0].frame.maxY + 39.5)]
        #expect(bottom.r < 230 && bottom.r >= grey.r)
    }

    @Test func aViewControllerRepresentableIsAPlaceholderToo() throws {
        let rendering = try probe(ControllerRepresentableProbe())
        #expect(rendering.warnings.count == 1 && rendering.warnings[0].hasPrefix("ArticleView is a UIViewControllerRepresentable"))
        #expect(rendering.image.height == 120)
        let image = rendering.image
        #expect(image[0, 60] == grey && image[199, 60] == grey && image[100, 0] == grey && image[100, 119] == grey)
        #expect(image[5, 60] == white)
    }
}
