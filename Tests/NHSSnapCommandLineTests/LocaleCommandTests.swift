import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots
@testable import NHSSnapCommandLine

/// `--locale` on the command line: it narrows the commands that select snapshots as `--scheme`
/// does, and `render`, `layout` and `a11y` draw in it; a locale that is not valid is a usage error
/// naming it and why.
@Suite struct LocaleCommandTests {
    /// The tiny app's scenes with a stack whose first view is at the leading edge.
    static let scenes = TinyApp.scenes + [
        CatalogueEntry("tiny/stack") {
            HStack(spacing: 0) {
                Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10)
                Color(red: 0, green: 1, blue: 0).frame(width: 30, height: 10)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    ]
    static let blue = RGBA(r: 0, g: 0, b: 255)

    /// Runs `arguments` over the tiny app with the development language, Welsh and the
    /// right-to-left pseudo-locale in its matrix.
    static func run(_ arguments: [String]) -> TinyApp.Run {
        final class Lines: @unchecked Sendable {
            var out: [String] = []
            var err: [String] = []
        }
        let lines = Lines()
        var matrix = TinyApp.matrix
        matrix.locales = [.development, "cy", .rightToLeftPseudo]
        let context = Context(
            entries: scenes, matrix: matrix, appearance: TinyApp.appearance, processEnvironment: [:],
            executable: FontFolder.currentExecutable,
            console: Console(out: { lines.out.append($0) }, err: { lines.err.append($0) }))
        let status = Tool(program: TinyApp.name, context: context).run(arguments)
        return TinyApp.Run(
            status: status.rawValue, out: lines.out.map { $0 + "\n" }.joined(), err: lines.err.map { $0 + "\n" }.joined())
    }

    @Test func localeIsParsedIntoTheFilterAndTheRenderRequest() throws {
        let verify = try #require(try Parser<VerifyCommand.Options>.parse(["--locale", "cy, AR-xb", "--locale", "development"], command: "verify"))
        #expect(verify.filter.locales == ["cy", .rightToLeftPseudo, .development])
        let record = try #require(try Parser<RecordCommand.Options>.parse([], command: "record"))
        #expect(record.filter.locales == nil)
        let render = try #require(try Parser<RenderCommand.Options>.parse(["tiny/box", "--locale", "en_gb"], command: "render"))
        #expect(render.scene.request.locale.identifier == "en-GB")
        #expect(render.scene.request.settings.locale.identifier == "en-GB")
        #expect(try #require(try Parser<RenderCommand.Options>.parse(["tiny/box"], command: "render")).scene.request.locale == .development)
    }

    @Test(arguments: ["verify", "record", "review", "approve", "audit", "list", "render", "layout", "a11y"])
    func everyCommandThatTakesASchemeTakesALocale(_ command: String) {
        let help = TinyApp.run(["help", command]).out
        #expect(help.contains("--scheme"))
        #expect(help.contains("--locale"))
    }

    @Test(arguments: [
        (["verify", "--locale", "xx"], "option '--locale' got 'xx': 'xx' is not a known ISO 639 language code", "verify"),
        (["record", "--locale", "cy,en-QQ"], "option '--locale' got 'en-QQ': 'QQ' is not a known ISO 3166 region (nor XA or XB, the pseudo-locales')", "record"),
        (["render", "tiny/box", "--locale", "welsh", "-o", "x.png"], "option '--locale' got 'welsh': 'welsh' is not an ISO 639 language code (two or three letters, such as 'cy')", "render"),
        (["layout", "tiny/box", "--locale", ""], "option '--locale' got '': a locale is a BCP 47 tag such as 'cy', 'en-GB' or 'ar-XB', or 'development'", "layout"),
    ])
    func anInvalidLocaleIsAUsageErrorNamingItAndWhy(_ arguments: [String], _ message: String, _ command: String) {
        let run = TinyApp.run(arguments)
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("error: \(message)\n"))
    }

    @Test func recordNamesEachLocalesGoldensAndLocaleNarrowsVerify() throws {
        let scratch = Scratch()
        let record = Self.run(["record", "--goldens", scratch("G"), "--filter", "tiny/box"])
        #expect(record.status == 0)
        for name in ["iphone-se.large.light@1x", "iphone-se.large.dark.cy@1x", "iphone-se.large.light.ar-XB@1x"] {
            #expect(record.out.contains("created \(scratch("G"))/tiny/box/\(name).png\n"))
        }
        let verify = Self.run(["verify", "--goldens", scratch("G"), "--out", scratch("out"), "--filter", "tiny/box", "--locale", "ar-XB"])
        #expect(verify.status == 0)
        #expect(verify.out.hasPrefix("2 snapshots: 2 matched, 0 differing, 0 missing; 0 orphaned goldens\n"))
        let development = Self.run([
            "verify", "--goldens", scratch("G"), "--out", scratch("out"), "--filter", "tiny/box", "--locale", "development", "--scheme", "dark",
        ])
        #expect(development.out.hasPrefix("1 snapshots: 1 matched") || development.out.hasPrefix("1 snapshot: 1 matched"))
        let none = Self.run(["verify", "--goldens", scratch("G"), "--out", scratch("out"), "--locale", "he"])
        #expect(none.status == 2)
        #expect(none.err.hasPrefix("error: no snapshot matches --locale 'he'\n"))
    }

    @Test func renderDrawsRightToLeftInARightToLeftLocale() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        let english = Self.run(["render", "tiny/stack", "--device", "iphone-se", "--scale", "1", "-o", scratch("en.png")])
        #expect(english.status == 0)
        let arabic = Self.run(["render", "tiny/stack", "--device", "iphone-se", "--scale", "1", "--locale", "ar-XB", "-o", scratch("ar.png")])
        #expect(arabic.status == 0)
        let left = try PNG.read(path: scratch("en.png"))
        let right = try PNG.read(path: scratch("ar.png"))
        #expect(left.width == 375 && right.width == 375)
        #expect(left[0, 5] == Self.blue && left[374, 5] != Self.blue)
        #expect(right[374, 5] == Self.blue && right[355, 5] == Self.blue && right[354, 5] != Self.blue && right[0, 5] != Self.blue)
    }
}
