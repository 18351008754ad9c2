import AccessibilityAudit
import Raster
import SnapSupport
import SnapUI
import Snapshot

/// Which of an executable's previews become scenes (every one, or those of some modules), and the audit
/// waivers that apply to them: what an app's snapshot executable or test names, in one line.
public struct PreviewSelection: Sendable {
    /// The modules whose previews are taken; nil for every module.
    public let modules: Set<String>?
    /// Waivers for every preview, and for the previews with given scene ids.
    var waivers: [AuditWaiver] = []
    var waiversByID: [String: [AuditWaiver]] = [:]

    /// Every preview of every module linked into the executable.
    public static var all: PreviewSelection { PreviewSelection(modules: nil) }

    /// The previews of the modules named.
    public static func modules(_ names: String...) -> PreviewSelection { PreviewSelection(modules: Set(names)) }

    /// These previews with `waivers` accepted in every one of them.
    public func waiving(_ waivers: [AuditWaiver]) -> PreviewSelection {
        var selection = self
        selection.waivers += waivers
        return selection
    }

    /// These previews with `waivers` accepted in the previews whose scene ids are `ids` (`OnboardingView/first-page`).
    /// An id no preview has is an error when the scenes are made, so that a renamed preview does not lose its waiver silently.
    public func waiving(_ waivers: [AuditWaiver], for ids: String...) -> PreviewSelection {
        var selection = self
        for id in ids { selection.waiversByID[id, default: []] += waivers }
        return selection
    }

    /// The selected previews of the running executable as catalogue entries, each with its scene id
    /// (``PreviewSceneID``), its layout and orientation, its own settings (``PreviewSnapshotSettings``) and
    /// the waivers; `matrix` is the run's, whose devices a landscape preview turns on their side. `fonts`
    /// are what a preview's views are made with to read their settings. Throws when a waiver names an id
    /// no preview has.
    public func entries(matrix: SnapshotMatrix, fonts: FontSet) throws(SnapshotError) -> [CatalogueEntry] {
        let previews = Preview.all(fonts: fonts).filter { modules?.contains($0.module) ?? true }
        let ids = PreviewSceneID.ids(of: previews)
        if let unknown = waiversByID.keys.sorted().first(where: { !ids.contains($0) }) {
            throw .unknownWaivedScene(unknown, nearest: NearestNames.to(unknown, in: ids))
        }
        return zip(previews, ids).map { preview, id in
            let settings = preview.preferenceValues(PreviewSnapshotSettings.self, fonts: fonts)
                .reduce(into: PreviewSnapshotSettings()) { value, next in PreviewSnapshotSettings.reduce(value: &value) { next } }
            var devices = settings.devices
            if preview.orientation.isLandscape {
                devices = (devices ?? matrix.devices).map(\.landscape).uniqued()
            }
            return CatalogueEntry(
                id, screen: preview.layout == .device, layout: LayoutMode(preview.layout),
                devices: devices, textSizes: settings.textSizes, schemes: settings.schemes,
                waivers: waivers + waiversByID[id, default: []] + settings.waivers,
                file: preview.filePath, line: preview.line
            ) {
                AnyView(preview.makeView())
            }
        }
    }
}

extension LayoutMode {
    /// The layout mode a preview's layout trait asks for.
    init(_ layout: PreviewLayout) {
        switch layout {
        case .device: self = .device
        case .sizeThatFits: self = .sizeThatFits
        case .fixed(let width, let height): self = .fixed(width: Double(width), height: Double(height))
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
