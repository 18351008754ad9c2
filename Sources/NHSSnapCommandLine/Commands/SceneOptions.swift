import Snapshot
import SnapUI
import ViewSnapshots

/// What the commands that render one scene (`render`, `layout`, `a11y`) share: which scene, the
/// render the user asks for (a device or a width, text size, scheme, locale, scale, settings) and the fonts.
struct SceneOptions: CommandOptions {
    var id = ""
    var request = RenderRequest()
    var fonts: String?

    static var arguments: [Argument<Self>] { [argument(\.self)] }
    static var options: [Option<Self>] { options(\.self) }

    /// `SCENE`.
    static func argument<Options>(_ scene: WritableKeyPath<Options, SceneOptions>) -> Argument<Options> {
        .one(
            "SCENE",
            help: "a scene id as the list command prints them, e.g. banner/solid, or banner/solid-a11y, its accessibility snapshot",
            scene.appending(path: \.id))
    }

    /// `--width`, `--device`, `--text-size`, `--scheme`, `--locale`, `--scale`, `--on-off-labels`, `--fonts`.
    static func options<Options>(_ scene: WritableKeyPath<Options, SceneOptions>) -> [Option<Options>] {
        let request = scene.appending(path: \.request)
        return [
            .value(
                "width", "PT", help: "lay out at this width in points, 100 to 4096 (instead of a device)",
                request.appending(path: \.width), .number(in: 100...4096)),
            .value(
                "device", "NAME", help: "lay out on a named device (as the devices command lists them)",
                request.appending(path: \.device), device),
            .value(
                "text-size", "SIZE",
                help: "Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1-5 or AX1-AX5",
                request.appending(path: \.textSize), textSize),
            .value("scheme", "SCHEME", help: "colour scheme: light or dark", request.appending(path: \.scheme), scheme),
            .value(
                "locale", "LOCALE",
                help: "render in a locale, e.g. cy, en-XA (double length) or ar-XB (right to left); right to left for Arabic, Hebrew, ...",
                request.appending(path: \.locale), locale),
            .value(
                "scale", "N", help: "pixels per point, 1 to 4 (default: the device's, or \(RenderRequest.widthScale) with --width)",
                request.appending(path: \.scale), .wholeNumber(in: 1...4)),
            .flag("on-off-labels", help: "turn on the On/Off Labels accessibility setting", request.appending(path: \.showsOnOffLabels)),
            SharedOptions.fonts(scene.appending(path: \.fonts)),
        ]
    }

    /// Renders the scene the options name, with the app's appearance: the entry, or for an
    /// accessibility snapshot's id the entry it shows (`isAccessibilitySnapshot` then true).
    func render(in context: Context) throws -> (rendering: Rendering, isAccessibilitySnapshot: Bool) {
        let fonts = context.fonts(given: fonts)
        let (entry, isAccessibilitySnapshot) = try CatalogueEntry.named(
            id, in: context.allEntries(fonts: fonts), accessibilitySnapshots: context.accessibilitySnapshots != nil)
        let rendering = try entry.render(request.settings, fonts: fonts.load(), environment: context.appearance)
        return (rendering, isAccessibilitySnapshot)
    }

    private static var device: ValueParser<Device> {
        ValueParser(
            read: { name in
                guard let device = Device.named(name) else { throw UsageError("unknown device '\(name)'", hint: .run("devices")) }
                return device
            },
            show: \.name)
    }

    private static var textSize: ValueParser<TextSize> {
        ValueParser(
            read: { name in
                guard let size = TextSize(name: name) else { throw UsageError("unknown text size '\(name)'", hint: .commandHelp) }
                return size
            },
            show: \.name)
    }

    private static var locale: ValueParser<SnapshotLocale> {
        ValueParser(read: { identifier in try SnapshotFilter.locale(identifier) }, show: \.description)
    }

    private static var scheme: ValueParser<Scheme> {
        ValueParser(
            read: { name in
                guard let scheme = Scheme(rawValue: name) else {
                    throw UsageError("unknown colour scheme '\(name)' (light or dark)", hint: .commandHelp)
                }
                return scheme
            },
            show: \.rawValue)
    }
}
