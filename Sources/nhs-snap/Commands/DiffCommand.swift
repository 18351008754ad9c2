import Raster

/// `nhs-snap diff EXPECTED ACTUAL`: compares two PNGs with `Pixelmatch.compareFiles` and says how many
/// pixels differ; exit status 0 when none do, 1 when some do.
enum DiffCommand {
    static let defaults = DiffOptions()

    static let command = Command(
        name: "diff",
        summary: "Compare two PNG images pixel by pixel, as pixelmatch does",
        arguments: [
            Argument(name: "EXPECTED", help: "the reference image, e.g. a golden PNG"),
            Argument(name: "ACTUAL", help: "the image to check against it"),
        ],
        options: [
            Option(
                "output", short: "o", valueName: "FILE",
                help: "write a diff image: differences red, anti-aliasing yellow, the rest faded grey"),
            Option(
                "threshold", valueName: "T",
                help: "colour distance, 0 to 1, a pixel may move and still match; smaller is stricter",
                default: String(defaults.threshold)),
            Option("include-aa", help: "count anti-aliased pixels as differences instead of ignoring them"),
        ],
        details: """
            For any two images, so pixelmatch's defaults apply (threshold 0.1, anti-aliasing
            ignored); 'verify' compares snapshots exactly. Images of different sizes differ in every
            pixel of their union; the diff image then shows their overlap compared and the rest in
            red, or only the overlap when the union would be larger than both images together.

            exit status: 0 when no pixel differs, 1 when some do, 2 for a usage error or a file
            that cannot be read or written.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let output = arguments.value("output")
        let options = DiffOptions(
            threshold: try arguments.number("threshold", in: 0...1) ?? defaults.threshold,
            includeAA: arguments.flag("include-aa"),
            diffImage: output != nil)
        let result = try Pixelmatch.compareFiles(
            expected: arguments.positionals[0], actual: arguments.positionals[1], options: options)
        if let output, let image = result.diffImage() {
            try PNG.write(image, to: output, options: .fast)
        }
        print(result.summary)
        return result.differingPixels == 0 ? .success : .failure
    }
}
