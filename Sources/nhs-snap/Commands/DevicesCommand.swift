import Snapshot

/// `nhs-snap devices`: the known devices.
enum DevicesCommand {
    static let command = Command(
        name: "devices",
        summary: "Print the known devices: name, size in points, scale",
        arguments: [],
        options: [],
        details: "",
        run: { _ in
            print(Listing.devices())
            return .success
        })
}
