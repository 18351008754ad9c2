import Snapshot

/// `list`: every scene id, one a line.
enum ListCommand {
    struct Options: CommandOptions {
        var filter = SnapshotFilter()

        static var arguments: [Argument<Self>] { [] }
        static var options: [Option<Self>] { SharedOptions.narrowing(\.filter) }
    }

    static var command: Command {
        Command("list", summary: "Print every scene id, one a line", options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        // Nothing is drawn: the fonts are never read.
        context.console.out(try Listing.scenes(context.selection(options.filter, fonts: context.fonts(given: nil))))
        return .success
    }
}
