import Raster
import SnapUI

/// `render SCENE -o FILE.png`: renders one scene to a PNG.
enum RenderCommand {
    struct Options: CommandOptions {
        var scene = SceneOptions()
        var output: String?
        var accessibility = false

        static var arguments: [Argument<Self>] { [SceneOptions.argument(\.scene)] }

        static var options: [Option<Self>] {
            SceneOptions.options(\.scene) + [
                .value("output", short: "o", "FILE", help: "the PNG to write (required)", \.output, .text),
                .flag(
                    "accessibility",
                    help: "write the accessibility snapshot: each element outlined, a legend of what VoiceOver reads",
                    \.accessibility),
            ]
        }
    }

    static var command: Command {
        Command(
            "render", summary: "Render one scene of the catalogue to a PNG",
            details: """
                A scene that is a whole screen fills the device's height; with --width it is as tall as
                its content. With --accessibility, each element VoiceOver reaches is outlined and filled
                in a colour, with a legend beside the image: a row an element in reading order, its colour,
                what VoiceOver says (label, value, traits) and its hint in grey; an accessibility snapshot's
                id, as list prints it (banner/solid-a11y), draws the same as its scene with --accessibility.
                exit status: 0 when written, 2 for a usage error or a scene that cannot render.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        guard let output = options.output else {
            throw UsageError("'render' needs -o FILE.png", hint: .commandHelp)
        }
        let (rendering, isAccessibilitySnapshot) = try options.scene.render(in: context)
        let image = options.accessibility || isAccessibilitySnapshot ? rendering.accessibilitySnapshot() : rendering.image
        try PNG.write(image, to: output)
        context.console.out("\(output): \(image.width) x \(image.height) pixels")
        return .success
    }
}
