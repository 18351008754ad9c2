import Snapshot

/// `devices`: the known devices.
enum DevicesCommand {
    struct Options: CommandOptions {
        static var arguments: [Argument<Self>] { [] }
        static var options: [Option<Self>] { [] }
    }

    static var command: Command {
        Command("devices", summary: "Print the known devices: name, size in points, scale", options: Options.self) { _, context in
            context.console.out(Listing.devices())
            return .success
        }
    }
}
