import Raster

/// `diff EXPECTED ACTUAL`: compares two PNGs with `Pixelmatch.compareFiles` and says how many
/// pixels differ; exit status 0 when none do, 1 when some do.
enum DiffCommand {
    struct Options: CommandOptions {
        var expected = ""
        var actual = ""
        var output: String?
        /// pixelmatch's own defaults: this compares any two images, not only renders.
        var diff = DiffOptions()

        static var arguments: [Argument<Self>] {
            [
                .one("EXPECTED", help: "the reference image, e.g. a golden PNG", \.expected),
                .one("ACTUAL", help: "the image to check against it", \.actual),
            ]
        }

        static var options: [Option<Self>] {
            [
                .value(
                    "output", short: "o", "FILE",
                    help: "write a diff image: differences red, anti-aliasing yellow, the rest faded grey", \.output, .text),
                .value(
                    "threshold", "T", help: "colour distance, 0 to 1, a pixel may move and still match; smaller is stricter",
                    \.diff.threshold, .number(in: 0...1)),
                .flag("include-aa", help: "count anti-aliased pixels as differences instead of ignoring them", \.diff.includeAA),
            ]
        }
    }

    static var command: Command {
        Command(
            "diff", summary: "Compare two PNG images pixel by pixel, as pixelmatch does",
            details: """
                For any two images, so pixelmatch's defaults apply (threshold 0.1, anti-aliasing
                ignored); verify compares snapshots exactly. Images of different sizes differ in every
                pixel of their union; the diff image then shows their overlap compared and the rest in
                red, or only the overlap when the union would be larger than both images together.

                exit status: 0 when no pixel differs, 1 when some do, 2 for a usage error or a file
                that cannot be read or written.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        var diff = options.diff
        diff.diffImage = options.output != nil
        var result = try Pixelmatch.compareFiles(expected: options.expected, actual: options.actual, options: diff)
        if let output = options.output, let image = result.takeDiffImage() {
            try PNG.write(image, to: output, options: .fast)
        }
        context.console.out(result.summary)
        return result.differingPixels == 0 ? .success : .failure
    }
}
