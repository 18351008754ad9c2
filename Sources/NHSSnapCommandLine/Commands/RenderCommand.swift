import Raster

/// `render SCENE -o FILE.png`: renders one scene to a PNG.
enum RenderCommand {
    struct Options: CommandOptions {
        var scene = SceneOptions()
        var output: String?

        static var arguments: [Argument<Self>] { [SceneOptions.argument(\.scene)] }

        static var options: [Option<Self>] {
            SceneOptions.options(\.scene) + [.value("output", short: "o", "FILE", help: "the PNG to write (required)", \.output, .text)]
        }
    }

    static var command: Command {
        Command(
            "render", summary: "Render one scene of the catalogue to a PNG",
            details: """
                A scene that is a whole screen fills the device's height; with --width it is as tall as
                its content. exit status: 0 when written, 2 for a usage error or a scene that cannot render.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        guard let output = options.output else {
            throw UsageError("'render' needs -o FILE.png", hint: .commandHelp)
        }
        let rendering = try options.scene.render(in: context)
        try PNG.write(rendering.image, to: output)
        context.console.out("\(output): \(rendering.image.width) x \(rendering.image.height) pixels")
        return .success
    }
}
