import Foundation
import Raster
import SnapUI
@testable import Snapshot

/// Synthetic scenes and a scratch folder for the workflow tests: no real component is drawn.
enum Fixtures {
    /// A small matrix: two devices, two text sizes plus xSmall on the narrower, two schemes:
    /// (2 + 1) + 2 = 5 text-size rows of 2 schemes = 10 snapshots a scene.
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE, .iPadMini], textSizes: [.large, .accessibility3], schemes: [.light, .dark],
        narrowestDeviceTextSizes: [.xSmall], maximumScale: 1)
    static let snapshotsPerScene = 10

    /// A scene drawing a tiny image that depends on every part of the configuration: a tenth of
    /// the device's width wide, as many rows as the text size's rank, white or black by scheme,
    /// with `marks` pixels in `colour` from the top-left corner along the first row.
    static func scene(_ id: String, marks: Int = 1, colour: RGBA = RGBA(r: 0, g: 94, b: 184), tolerance: Tolerance? = nil) -> SnapshotScene {
        SnapshotScene(id, tolerance: tolerance) { configuration in
            let width = configuration.device.width / 10 * configuration.scale
            var image = Bitmap(
                width: width, height: 2 + configuration.textSize.rawValue,
                fill: configuration.scheme == .light ? .white : .black)
            for x in 0..<min(marks, width) { image[x, 0] = colour }
            return image
        }
    }

    /// A scene whose render throws in dark mode and works in light mode.
    static func failingInDark(_ id: String) -> SnapshotScene {
        SnapshotScene(id) { configuration in
            struct DarkFailure: Error, CustomStringConvertible { var description: String { "cannot draw <dark> & fail" } }
            if configuration.scheme == .dark { throw DarkFailure() }
            return try scene(id).render(configuration)
        }
    }

    static func selection(_ scenes: [SnapshotScene], filter: SnapshotFilter = SnapshotFilter(), shard: Shard? = nil) throws -> SnapshotSelection {
        SnapshotSelection(catalogue: try SceneCatalogue(scenes), matrix: matrix, filter: filter, shard: shard)
    }

    static let standardScenes = [scene("banner/solid"), scene("banner/outline", marks: 3), scene("toggle/on", marks: 5)]
}

/// A fresh folder under the system's temporary folder, removed when the value is deinitialised.
final class ScratchFolder {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "nhs-snap-tests-XXXXXX").utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var goldens: String { path + "/Goldens" }
    var artefacts: String { path + "/out" }

    func verifyOptions(jobs: Int = 2) -> Verify.Options {
        var options = Verify.Options()
        options.goldens = goldens
        options.artefacts = artefacts
        options.jobs = jobs
        return options
    }

    func recordOptions(_ mode: RecordMode = .missing) -> Record.Options {
        var options = Record.Options()
        options.goldens = goldens
        options.mode = mode
        options.environment = [:]
        return options
    }

    /// Every file under `folder` (relative paths, sorted), hidden ones included.
    func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(name)
            }
        }
        return files.sorted()
    }

    /// Path → bytes of every file under the goldens folder.
    func goldenBytes() -> [String: Data] {
        Dictionary(uniqueKeysWithValues: files(under: goldens).map { ($0, FileManager.default.contents(atPath: goldens + "/" + $0)!) })
    }
}
