import Snapshot

/// `docs --out DIR`: documentation images of the spec samples.
enum DocsCommand {
    struct Options: CommandOptions {
        var docs = Docs.Options(output: "docs/samples")
        var filter = SnapshotFilter()
        var fonts: String?

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            [
                .value("out", "DIR", help: "the folder to write images, index.md and index.html to", \.docs.output, .text),
                SharedOptions.patterns(\.filter), SharedOptions.jobs(\.docs.jobs), SharedOptions.fonts(\.fonts),
            ]
        }
    }

    static var command: Command {
        let docs = Options().docs
        return Command(
            "docs", summary: "Render the spec samples in light and dark for documentation, with an index",
            details: """
                Samples are rendered on an \(docs.device.name) (\(docs.device.width) points wide) at \(docs.scale)x, \
                text size \(docs.textSize.name),
                each image as tall as what it shows. A sample that is a whole screen is drawn at the
                screen's height and cut to its content (keeping anything drawn below it, such as a
                shadow) when the rest is empty, whether the content is at the top or centred; it keeps
                the screen's height when something is pinned lower down or drawn above the content.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        let fonts = try context.loadedFonts(given: options.fonts)
        context.console.out(try Docs.run(context.catalogue(fonts: fonts), filter: options.filter, options: options.docs))
        return .success
    }
}
