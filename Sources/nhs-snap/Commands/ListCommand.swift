import Snapshot

/// `nhs-snap list`: every scene id, one a line.
enum ListCommand {
    static let command = Command(
        name: "list",
        summary: "Print every scene id, one a line",
        arguments: [],
        options: SnapshotCommandOptions.narrowing,
        details: "",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        print(Listing.scenes(try SnapshotCommandOptions.selection(arguments)))
        return .success
    }
}
