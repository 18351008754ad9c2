import Catalogue
import Snapshot

/// `nhs-snap docs --out DIR`: documentation images of the spec samples.
enum DocsCommand {
    static let command = Command(
        name: "docs",
        summary: "Render the spec samples in light and dark for documentation, with an index",
        arguments: [],
        options: [
            Option("out", valueName: "DIR", help: "the folder to write images, index.md and index.html to", default: "docs/samples"),
            SnapshotCommandOptions.narrowing[3], SnapshotCommandOptions.jobs,
        ],
        details: "Samples are rendered on an iphone-16-pro (402 points wide) at 3x, text size large.",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        var options = Docs.Options(output: arguments.value("out")!)
        options.jobs = try SnapshotCommandOptions.jobs(arguments)
        let filter = try SnapshotFilter(devices: nil, textSizes: nil, schemes: nil, patterns: arguments.value("filter"))
        print(try Docs.run(Catalogue.scenes(), filter: filter, options: options))
        return .success
    }
}
