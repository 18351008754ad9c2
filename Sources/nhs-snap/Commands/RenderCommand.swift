import Raster

/// `nhs-snap render SCENE -o FILE.png`: renders one scene of the catalogue to a PNG.
enum RenderCommand {
    static let command = Command(
        name: "render",
        summary: "Render one scene of the catalogue to a PNG",
        arguments: [SceneOptions.argument],
        options: SceneOptions.options + [
            Option("output", short: "o", valueName: "FILE", help: "the PNG to write (required)")
        ],
        details: """
            A scene that is a whole screen fills the device's height; with --width it is as tall as
            its content. exit status: 0 when written, 2 for a usage error or a scene that cannot render.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let output = arguments.value("output") else {
            throw UsageError("'render' needs -o FILE.png", hint: "nhs-snap help render")
        }
        let rendering = try SceneOptions.render(arguments)
        try PNG.write(rendering.image, to: output)
        print("\(output): \(rendering.image.width) x \(rendering.image.height) pixels")
        return .success
    }
}
