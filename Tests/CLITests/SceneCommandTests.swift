import Foundation
import Raster
import Testing

/// `list`, `devices`, `render`, `layout` and `a11y` on the built-in catalogue, through the binary.
@Suite struct SceneCommandTests {
    @Test func listPrintsEverySceneIdOnALine() throws {
        let run = try nhsSnap(["list"])
        #expect(run.status == 0)
        let ids = run.stdout.split(separator: "\n").map(String.init)
        #expect(ids.contains("banner/solid") && ids.contains("home-menu/actions") && ids.contains("title/inline"))
        #expect(ids.contains("toolbar/filter") && ids.contains("toggle/form"))
        #expect(Set(ids).count == ids.count)
    }

    /// Every id `list` prints, accessibility snapshots (`<id>-a11y`) included, is a scene `render`,
    /// `layout` and `a11y` take.
    @Test func everyIdListPrintsIsAccepted() throws {
        let ids = try nhsSnap(["list"]).stdout.split(separator: "\n").map(String.init)
        #expect(ids.count(where: { $0.hasSuffix("-a11y") }) == ids.count / 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for id in ids {
            let run = try nhsSnap(["render", id, "--device", "iphone-se", "--scale", "1", "-o", "out.png"], in: folder)
            #expect(run.status == 0 && run.stderr.isEmpty, "render \(id): \(run.stderr)")
        }
        for command in ["layout", "a11y"] {
            for id in ids where id.hasPrefix("banner/") {
                let run = try nhsSnap([command, id], in: folder)
                #expect(run.status == 0 && run.stderr.isEmpty && !run.stdout.isEmpty, "\(command) \(id): \(run.stderr)")
            }
        }
    }

    /// An accessibility snapshot's id draws what its golden holds: the scene's accessibility
    /// snapshot, as `render SCENE --accessibility` draws it; `layout` and `a11y` describe its scene.
    @Test func anAccessibilitySnapshotsIdDrawsItsGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--device", "iphone-se", "--scale", "1", "--text-size", "AX5"]
        #expect(try nhsSnap(["render", "banner/solid-a11y", "-o", "by-id.png"] + options, in: folder).status == 0)
        #expect(try nhsSnap(["render", "banner/solid", "--accessibility", "-o", "by-flag.png"] + options, in: folder).status == 0)
        let byID = try PNG.read(path: folder.appendingPathComponent("by-id.png").path)
        #expect(byID == (try PNG.read(path: folder.appendingPathComponent("by-flag.png").path)))
        #expect(byID == (try PNG.read(path: DeterminismTests.goldens + "/banner/solid-a11y/iphone-se.accessibility5.light@1x.png")))
        for command in ["layout", "a11y"] {
            #expect(try nhsSnap([command, "banner/solid-a11y"]).stdout == (try nhsSnap([command, "banner/solid"])).stdout)
        }
    }

    /// `docs` draws the home menu's samples at their content's height, the same picture as
    /// `render --width`, though they are screens (navigation stacks); a toolbar item's shadow,
    /// drawn past the bar, is kept.
    @Test func docsImagesAreTheSizeOfWhatTheyShow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = try nhsSnap(["docs", "--out", "docs", "--filter", "home-menu/actions,toolbar/close"], in: folder)
        #expect(docs.status == 0, "\(docs.stderr)")
        for scheme in ["light", "dark"] {
            let menu = try PNG.read(path: folder.appendingPathComponent("docs/home-menu/actions.\(scheme).png").path)
            #expect(try nhsSnap(["render", "home-menu/actions", "--width", "402", "--scale", "3", "--scheme", scheme, "-o", "menu.png"], in: folder).status == 0)
            #expect(menu == (try PNG.read(path: folder.appendingPathComponent("menu.png").path)))
            #expect(menu.width == 402 * 3 && menu.height < 200 * 3)

            let close = try PNG.read(path: folder.appendingPathComponent("docs/toolbar/close.\(scheme).png").path)
            #expect(try nhsSnap(["render", "toolbar/close", "--width", "402", "--scale", "3", "--scheme", scheme, "-o", "bar.png"], in: folder).status == 0)
            let bar = try PNG.read(path: folder.appendingPathComponent("bar.png").path)
            #expect(close.height > bar.height && close.height < 100 * 3)
            #expect(close.pixels[..<bar.pixels.count] == bar.pixels[...])
        }
    }

    @Test func devicesListsNamesWidthsAndScales() throws {
        let run = try nhsSnap(["devices"])
        #expect(run.status == 0)
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro ") })
        #expect(line.contains("402") && line.contains("3"))
    }

    @Test func renderWritesThePNGAtTheDevicesSize() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png").path
        let run = try nhsSnap(["render", "banner/solid", "--device", "iphone-se", "--scheme", "dark", "-o", output])
        #expect(run.status == 0)
        let image = try PNG.read(path: output)
        #expect(image.width == 375 * 2)
        // Dark: the screen's background is nhsBackground's dark value.
        #expect(image[0, 0] == RGBA(hex: "#1b2429"))
    }

    @Test func layoutPrintsJSONWithRolesFramesAndTexts() throws {
        let run = try nhsSnap(["layout", "banner/solid", "--width", "320", "--text-size", "AX1"])
        #expect(run.status == 0)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        func all(_ nodes: [[String: Any]]) -> [[String: Any]] {
            nodes.flatMap { [$0] + all($0["children"] as? [[String: Any]] ?? []) }
        }
        let nodes = all(tree)
        let banner = try #require(nodes.first { $0["role"] as? String == "banner" })
        let frame = try #require(banner["frame"] as? [String: Double])
        #expect(frame["x"] == 16 && frame["width"] == 320 - 32)
        let texts = nodes.filter { $0["role"] as? String == "text" }
        #expect(texts.contains { $0["text"] as? String == "Give feedback" && $0["truncated"] as? Bool == false })
        #expect(texts.allSatisfy { ($0["lines"] as? Double ?? 0) >= 1 })
    }

    @Test func a11yReadsTheBannerAsOneButtonThenItsHint() throws {
        let run = try nhsSnap(["a11y", "banner/solid"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(
            "Tell us what you think about the NHS App, Give feedback, button, Opens in a web browser\n"))
        #expect(run.stdout.contains("(hidden) ellipsis.bubble.fill, image"))
    }

    @Test(arguments: [
        (["render", "banner/solid", "--width", "99", "-o", "x.png"], "option '--width' needs a number from 100 to 4096, got '99'"),
        (["render", "banner/solid", "--width", "5000", "-o", "x.png"], "option '--width' needs a number from 100 to 4096, got '5000'"),
        (["render", "banner/solid", "--scale", "5", "-o", "x.png"], "option '--scale' needs a number from 1 to 4, got '5'"),
        (["layout", "banner/solidd"], "unknown scene 'banner/solidd'"),
        (["render", "banner/solid-a11y-a11y", "-o", "x.png"], "unknown scene 'banner/solid-a11y-a11y'; nearest: banner/solid-a11y"),
        (["layout", "banner/solid", "--device", "iphone-99"], "unknown device 'iphone-99'"),
        (["a11y", "banner/solid", "--text-size", "huge"], "unknown text size 'huge'"),
        (["a11y", "banner/solid", "--scheme", "sepia"], "unknown colour scheme 'sepia'"),
        (["render", "banner/solid"], "'render' needs -o FILE.png"),
    ])
    func badInputIsOneErrorLineAndExitTwo(_ arguments: [String], _ message: String) throws {
        let run = try nhsSnap(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: " + message))
    }
}
