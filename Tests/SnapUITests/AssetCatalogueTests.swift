import Foundation
import Raster
@testable import SnapUI
import Testing

/// Colours and images from asset catalogues as Xcode writes them: Fixtures/Assets/Brand.xcassets
/// (its figures are in each set's Contents.json and PNGs; every PNG is one colour, or two halves,
/// so a pixel says which file was drawn).
@Suite struct AssetCatalogueTests {
    /// Fixtures/Assets, the folder holding Brand.xcassets.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Assets").path

    /// Renders `view` as small as it is, with the fixture catalogues named in the environment.
    private func draw<V: View>(
        _ view: V, scale: Int = 1, scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard,
        folders: [String] = [AssetCatalogueTests.fixtures]
    ) throws -> Rendering {
        var options = RenderOptions(width: 100, scale: scale, colorScheme: scheme) {
            $0.assetCatalogues = AssetCatalogues(folders: folders)
            $0.colorSchemeContrast = contrast
        }
        options.layout = .sizeThatFits
        return try render(view, options: options)
    }

    /// The colour a swatch of `color` draws.
    private func swatch(
        _ color: Color, scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard
    ) throws -> RGBA {
        try draw(color.frame(width: 4, height: 4), scheme: scheme, contrast: contrast).image[2, 2]
    }

    /// The problems a render fails with.
    private func problems<V: View>(_ view: V, scheme: ColorScheme = .light, folders: [String] = [AssetCatalogueTests.fixtures]) -> [String] {
        do {
            _ = try draw(view, scheme: scheme, folders: folders)
            return []
        } catch let error as RenderError {
            return error.problems
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: Colours

    @Test func aColourSetTakesEachAppearanceAndEachComponentForm() throws {
        // Any: floats 0.000, 0.369, 0.722; Dark: 8-bit integers 65, 182, 230; Any high contrast:
        // hex 0x00, 0x30, 0x87; Dark high contrast: floats 1.000, 0.922, 0.231.
        let brand = Color("BrandPrimary")
        #expect(try swatch(brand) == RGBA(r: 0, g: 94, b: 184, a: 255))
        #expect(try swatch(brand, scheme: .dark) == RGBA(r: 65, g: 182, b: 230, a: 255))
        #expect(try swatch(brand, contrast: .increased) == RGBA(r: 0, g: 48, b: 135, a: 255))
        #expect(try swatch(brand, scheme: .dark, contrast: .increased) == RGBA(r: 255, g: 235, b: 59, a: 255))
    }

    @Test func aColoursAlphaAndOpacityCompose() throws {
        // 0x33, 0x66, 0x99 at alpha 0.500, then at half that again, over the white screen.
        let secondary = Color("BrandSecondary")
        #expect(try swatch(secondary) == over(RGBA(r: 51, g: 102, b: 153, a: 128), .white))
        #expect(try swatch(secondary.opacity(0.5)) == over(RGBA(r: 51, g: 102, b: 153, a: 64), .white))
    }

    @Test func aDisplayP3ColourIsConvertedToSRGB() throws {
        // P3 (1, 0.5, 0.2): linear (1, 0.214, 0.0331) by P3's matrix to linear sRGB (1.177, 0.181, -0.0001)
        // (the matrix from both spaces' primaries and D65; P3 red is sRGB (1.093, -0.227, -0.150), as
        // UIColor reports it in extended sRGB), clamped to sRGB's gamut and encoded: 255, 118, 0.
        #expect(try swatch(Color("WarmP3")) == RGBA(r: 255, g: 118, b: 0, a: 255))
        // Grey gamma 2.2 at 0.5: linear 0.5^2.2 = 0.218, on sRGB's curve 0.504: 128.
        #expect(try swatch(Color("GreyGamma")) == RGBA(r: 128, g: 128, b: 128, a: 255))
    }

    @Test func componentsAreReadInXcodesThreeForms() {
        #expect(AssetColorComponents.number("0.500") == 0.5)
        #expect(AssetColorComponents.number("128") == 128.0 / 255)
        #expect(AssetColorComponents.number("0x80") == 128.0 / 255)
        #expect(AssetColorComponents.number("0XFF") == 1)
        #expect(AssetColorComponents.number("-0.125") == -0.125)
        #expect(AssetColorComponents.number("lots") == nil)
    }

    @Test func aUIKitNamedColourResolvesPerAppearance() throws {
        let named = try #require(UIColor(named: "BrandPrimary", in: .module, compatibleWith: nil))
        #expect(try swatch(Color(uiColor: named), scheme: .dark) == RGBA(r: 65, g: 182, b: 230, a: 255))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        named.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [65, 182, 230, 255])
        let contrast = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
        named.resolvedColor(with: contrast).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue].map { Int(($0 * 255).rounded()) } == [0, 48, 135])
    }

    @Test func aBundlesCataloguesAreFoundInItsResources() throws {
        // SwiftPM copies Fixtures/Assets into this target's resource bundle: found there with no folder named.
        #expect(try draw(Color("BrandPrimary", bundle: .module).frame(width: 4, height: 4), folders: []).image[2, 2]
            == RGBA(r: 0, g: 94, b: 184, a: 255))
        #expect(try draw(Image("Hero", bundle: .module), folders: []).size == Size(width: 4, height: 2))
    }

    // MARK: Images

    @Test func anImageDrawsTheFileOfTheSnapshotsScaleAtItsSizeInPoints() throws {
        // Illustrations/Onboarding: 10 x 6 points, red at 1x, green at 2x, blue at 3x.
        for (scale, color) in [(1, RGBA(r: 255, g: 0, b: 0, a: 255)), (2, RGBA(r: 0, g: 255, b: 0, a: 255)), (3, RGBA(r: 0, g: 0, b: 255, a: 255))] {
            let rendering = try draw(Image("Illustrations/Onboarding"), scale: scale)
            #expect(rendering.size == Size(width: 10, height: 6))
            #expect(rendering.image.width == 10 * scale && rendering.image.height == 6 * scale)
            #expect(rendering.image[5 * scale, 3 * scale] == color)
            #expect(rendering.layout.flatMap { $0.elements(withRole: "image") }.first?.string("image") == "Illustrations/Onboarding")
        }
    }

    @Test func aMissingScaleTakesTheNearestAboveElseBelow() throws {
        // Tick: 8 points; red at 1x, none at 2x, blue at 3x.
        let atTwo = try draw(Image("Tick"), scale: 2)
        #expect(atTwo.size == Size(width: 8, height: 8))
        #expect(atTwo.image[8, 8] == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(try draw(Image("Tick"), scale: 1).image[4, 4] == RGBA(r: 255, g: 0, b: 0, a: 255))
        // Hero has one scale (drawn as 1x): at 3x it is 4 x 2 points, enlarged.
        let hero = try draw(Image("Hero"), scale: 3)
        #expect(hero.size == Size(width: 4, height: 2))
        #expect(hero.image[6, 3] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func anEnlargedImageIsInterpolatedBetweenItsPixels() throws {
        // Ramp: a black and a white pixel at 1x, drawn at 2x: device pixel centres fall a quarter and
        // three quarters between the two pixels' centres; the ends keep the edge pixels.
        let image = try draw(Image("Ramp"), scale: 2).image
        #expect((0..<4).map { image[$0, 0].r } == [0, 64, 191, 255])
    }

    @Test func aResizableImageFillsTheSpaceItIsGiven() throws {
        let rendering = try draw(Image("Illustrations/Onboarding").resizable().frame(width: 30, height: 12))
        #expect(rendering.layout.flatMap { $0.elements(withRole: "image") }.first?.frame == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(rendering.image[29, 11] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func anImagesDarkAppearanceIsDrawnInDark() throws {
        #expect(try draw(Image("Hero")).image[1, 1] == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(try draw(Image("Hero"), scheme: .dark).image[1, 1] == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aTemplateImageIsTintedByTheForegroundStyle() throws {
        // Badge: a template, 2x only (4 points square at 1x), its left half opaque green, its right half clear.
        let tinted = try draw(Image("Badge").foregroundStyle(.red)).image
        #expect(tinted[1, 2] == Color.red.resolve(in: .light))
        #expect(tinted[3, 2] == RGBA.white)
        // Without a style it takes the label colour; drawn as original it keeps its green.
        #expect(try draw(Image("Badge")).image[1, 2] == RGBA.black)
        #expect(try draw(Image("Badge").renderingMode(.original).foregroundStyle(.red)).image[1, 2] == RGBA(r: 0, g: 200, b: 0, a: 255))
        // A UIKit tint draws it in the tint.
        let uiTinted = try #require(UIImage(named: "Badge")).withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(try draw(Image(uiImage: uiTinted)).image[1, 2] == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aVectorImageIsDrawnAtAnyScale() throws {
        // Shapes: an SVG 20 points square (viewBox 10 units): its left half red, a blue triangle top
        // right, a green dot of radius 2 units at (7.5, 7.5).
        for scale in [1, 3] {
            let rendering = try draw(Image("Shapes"), scale: scale)
            #expect(rendering.size == Size(width: 20, height: 20))
            let k = Double(scale)
            func at(_ x: Double, _ y: Double) -> RGBA { rendering.image[Int(x * k), Int(y * k)] }
            #expect(at(5, 10) == RGBA(r: 255, g: 0, b: 0, a: 255))
            #expect(at(19, 1) == RGBA(r: 0, g: 0, b: 255, a: 255))
            #expect(at(11, 9) == RGBA.white)
            #expect(at(15, 15) == RGBA(r: 0, g: 128, b: 0, a: 255))
        }
        // Drawn at 3x from the shapes, the dot's edge is sharp at 3x: its radius is 12 pixels from the
        // centre at pixel (45, 45), so the pixel 10 to 11 pixels right of it is green and the one 12 to
        // 13 pixels right is white, where an enlarged 1x bitmap would blend both.
        let threeX = try draw(Image("Shapes"), scale: 3).image
        #expect(threeX[45 + 10, 45] == RGBA(r: 0, g: 128, b: 0, a: 255))
        #expect(threeX[45 + 12, 45] == RGBA.white)
    }

    @Test func theScaleChoosesAmongPNGJPEGAndPDFFiles() throws {
        // Mixed: 4 points square; a red PNG at 1x, a green JPEG at 2x, a blue PDF page (4 points) at 3x.
        for (scale, color) in [(1, RGBA(r: 255, g: 0, b: 0, a: 255)), (2, RGBA(r: 0, g: 255, b: 0, a: 255)), (3, RGBA(r: 0, g: 0, b: 255, a: 255))] {
            let rendering = try draw(Image("Mixed"), scale: scale)
            #expect(rendering.size == Size(width: 4, height: 4))
            let pixel = rendering.image[2 * scale, 2 * scale]
            // The JPEG's green is within a unit or two of rounding.
            #expect(abs(Int(pixel.r) - Int(color.r)) <= 2 && abs(Int(pixel.g) - Int(color.g)) <= 2 && abs(Int(pixel.b) - Int(color.b)) <= 2)
        }
    }

    @Test func aJPEGIsDrawnUprightByItsEXIFOrientation() throws {
        // Turned: stored 16 x 8 pixels (left red, right blue) with EXIF orientation 6, so upright it
        // is 8 x 16 points with red on top, as UIKit draws it.
        let rendering = try draw(Image("Turned"))
        #expect(rendering.size == Size(width: 8, height: 16))
        #expect(rendering.image[4, 3].r > 250 && rendering.image[4, 3].b < 5)
        #expect(rendering.image[4, 12].b > 250 && rendering.image[4, 12].r < 5)
    }

    @Test func aPDFTemplateIsTintedAndDrawnAtAnyScale() throws {
        // Glyph: a PDF 10 points square, a template: its left half black, its right half clear.
        for scale in [1, 3] {
            let rendering = try draw(Image("Glyph").foregroundStyle(.red), scale: scale)
            #expect(rendering.size == Size(width: 10, height: 10))
            #expect(rendering.image[2 * scale, 5 * scale] == Color.red.resolve(in: .light))
            #expect(rendering.image[8 * scale, 5 * scale] == RGBA.white)
        }
        // Its left edge at 5 points is sharp at 3x: pixel 14 is red, pixel 15 white.
        let threeX = try draw(Image("Glyph").foregroundStyle(.blue), scale: 3).image
        #expect(threeX[14, 15] == Color.blue.resolve(in: .light))
        #expect(threeX[15, 15] == RGBA.white)
    }

    @Test func aCustomSymbolDrawsLikeABuiltInOneAtTheFontsSizeAndWeight() throws {
        // custom.block: Regular-M a block 60 units wide, Bold-M 80, both 70 high on the baseline, in the
        // 100-point template (cap height 70.46). At 20 points: a square of 26 points (1.3 x 20), the
        // block at 0.2 points a unit (12 x 14, bold 16 x 14), centred across and on its cap height.
        let regular = try draw(Image("custom.block").font(.system(size: 20)))
        #expect(regular.size == Size(width: 26, height: 26))
        #expect(regular.image[8, 8] == RGBA.black)
        #expect(regular.image[18, 19] == RGBA.black)
        #expect(regular.image[5, 13] == RGBA.white)
        #expect(regular.image[13, 21] == RGBA.white)
        let bold = try draw(Image("custom.block").font(.system(size: 20, weight: .bold)).foregroundStyle(.red))
        #expect(bold.image[5, 13] == Color.red.resolve(in: .light))
        #expect(bold.image[3, 13] == RGBA.white)
    }

    @Test func voiceOverReadsTheNameTheLabelOrNothing() throws {
        #expect(try draw(Image("Hero")).accessibility.map(\.label) == ["Hero"])
        #expect(try draw(Image("Hero", label: Text("A hero"))).accessibility.map(\.label) == ["A hero"])
        #expect(try draw(Image(decorative: "Hero")).accessibility.isEmpty)
    }

    @Test func aLabelTakesItsIconFromTheCatalogue() throws {
        let rendering = try draw(Label("Done", image: "Tick"))
        let icon = try #require(rendering.layout.flatMap { $0.elements(withRole: "image") }.first)
        #expect(icon.string("image") == "Tick")
        #expect(icon.frame.size == Size(width: 8, height: 8))
        #expect(rendering.image[Int(icon.frame.midX), Int(icon.frame.midY)] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aNamespaceFolderPrefixesItsNames() throws {
        // "Onboarding" alone is the catalogue's top-level set (20 x 10 points), not Illustrations/Onboarding.
        #expect(try draw(Image("Onboarding")).size == Size(width: 20, height: 10))
        #expect(try draw(Image("Illustrations/Onboarding")).size == Size(width: 10, height: 6))
    }

    // MARK: Errors

    @Test func aMissingColourNamesTheCataloguesAndTheNearestNames() {
        let problems = problems(Color("BrandPrimry").frame(width: 4, height: 4))
        #expect(problems.count == 1)
        let problem = problems.first ?? ""
        #expect(problem.hasPrefix("no colour named 'BrandPrimry' in the asset catalogues searched ("))
        #expect(problem.contains("Fixtures/Assets/Brand.xcassets"))
        #expect(problem.contains("nearest names: BrandPrimary, BrandSecondary"))
    }

    @Test func aMissingImageNamesTheNearestNames() {
        let problem = problems(Image("Illustrations/Onboardin")).first ?? ""
        #expect(problem.hasPrefix("no image named 'Illustrations/Onboardin' in the asset catalogues searched"))
        #expect(problem.contains("nearest names: Illustrations/Onboarding,"))
    }

    @Test func aBundleWithoutCataloguesSaysWhereItLooked() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-no-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let bundle = try #require(Bundle(path: empty.path))
        let problem = problems(Image("Hero", bundle: bundle)).first ?? ""
        #expect(problem.hasPrefix("no image named 'Hero': no asset catalogue was found (looked in the bundle "))
        #expect(problem.contains(empty.lastPathComponent))
    }

    @Test func aFolderThatDoesNotExistIsNamed() {
        let problem = problems(Color("Nope").frame(width: 4, height: 4), folders: ["/nonexistent/Assets.xcassets"]).first ?? ""
        #expect(problem.contains("/nonexistent/Assets.xcassets: does not exist (named in \\.assetCatalogues)"))
    }

    @Test func anUnreadableSetOrFileSaysWhy() {
        let garbled = problems(Color("Garbled").frame(width: 4, height: 4)).first ?? ""
        #expect(garbled.contains("Garbled.colorset/Contents.json: the 'red' component 'lots' is not a number"))
        // Photo's JPEG is four bytes: a start and an end of image, nothing between.
        let jpeg = problems(Image("Photo")).first ?? ""
        #expect(jpeg.contains("Photo.imageset/photo.jpg: cannot be read as a JPEG: invalid or truncated JPEG (libjpeg: "))
        let pdf = problems(Image("Gradient")).first ?? ""
        #expect(pdf.contains("Gradient.imageset/gradient.pdf: cannot be drawn: the PDF draws a shading (the operator 'sh')"))
        let lightOnly = problems(Color("LightOnly").frame(width: 4, height: 4), scheme: .dark).first ?? ""
        #expect(lightOnly.contains("LightOnly.colorset: has no colour for dark appearance"))
    }
}
