import Catalogue
import Raster
import Snapshot
import SnapUI

/// The options shared by the commands that render one scene (`render`, `layout`, `a11y`): which
/// scene, at what width or on what device, text size, colour scheme, scale, settings and fonts.
enum SceneOptions {
    static let argument = Argument(name: "SCENE", help: "a scene id from 'nhs-snap list', e.g. banner/solid")

    static let defaultDevice = Device.iPhone16Pro

    static let options: [Option] = [
        Option("width", valueName: "PT", help: "lay out at this width in points, 100 to 4096 (instead of a device)"),
        Option("device", valueName: "NAME", help: "lay out on a named device ('nhs-snap devices' lists them)",
               default: defaultDevice.name),
        Option("text-size", valueName: "SIZE",
               help: "Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1-5 or AX1-AX5",
               default: "large"),
        Option("scheme", valueName: "SCHEME", help: "colour scheme: light or dark", default: "light"),
        Option("scale", valueName: "N", help: "pixels per point, 1 to 4 (default: the device's, or 2 with --width)"),
        Option("on-off-labels", help: "turn on the On/Off Labels accessibility setting"),
        Option("fonts", valueName: "DIR", help: "draw with the fonts in DIR instead of the bundled ones"),
    ]

    /// The scene and how to render it, read from `arguments`.
    static func parse(_ arguments: ParsedArguments) throws -> (CatalogueEntry, RenderOptions, screenHeight: Double?) {
        let id = arguments.positionals[0]
        guard let entry = Catalogue.entry(id: id) else {
            let near = Catalogue.entries.map(\.id).sorted { editDistance($0, id) < editDistance($1, id) }.prefix(3)
            throw UsageError("unknown scene '\(id)'; nearest: \(near.joined(separator: ", "))", hint: "nhs-snap list")
        }
        let width = try arguments.number("width", in: 100...4096)
        let deviceName = arguments.value("device") ?? defaultDevice.name
        guard let device = Device.named(deviceName) else {
            throw UsageError("unknown device '\(deviceName)'", hint: "nhs-snap devices")
        }
        let sizeName = arguments.value("text-size") ?? "large"
        guard let size = DynamicTypeSize(name: sizeName) else {
            throw UsageError("unknown text size '\(sizeName)'", hint: "nhs-snap help \(arguments.command.name)")
        }
        let schemeName = arguments.value("scheme") ?? "light"
        guard let scheme = ColorScheme(rawValue: schemeName) else {
            throw UsageError("unknown colour scheme '\(schemeName)' (light or dark)", hint: "nhs-snap help \(arguments.command.name)")
        }
        let scale = try arguments.number("scale", in: 1...4).map { value -> Int in
            guard value == value.rounded() else {
                throw UsageError("option '--scale' needs a whole number from 1 to 4, got '\(value)'", hint: nil)
            }
            return Int(value)
        }
        let fonts = try arguments.value("fonts").map { try FontSet(folder: $0) }
        let options = RenderOptions(
            width: width ?? Double(device.width), scale: scale ?? (width == nil ? device.scale : 2),
            dynamicTypeSize: size, colorScheme: scheme, showsOnOffLabels: arguments.flag("on-off-labels"),
            fonts: fonts)
        return (entry, options, width == nil ? Double(device.height) : nil)
    }

    /// Renders the scene the arguments name.
    static func render(_ arguments: ParsedArguments) throws -> Rendering {
        let (entry, options, screenHeight) = try parse(arguments)
        return try entry.render(options, screenHeight: screenHeight)
    }

    /// Levenshtein distance, for suggesting the nearest scene ids.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
