/// The text of `nhs-snap list` and `nhs-snap devices`.
public enum Listing {
    /// Every scene id with a selected snapshot, one a line, sorted; throws when the selection
    /// holds no snapshot.
    public static func scenes(_ selection: SnapshotSelection) throws(SnapshotError) -> String {
        var ids: [String] = []
        for snapshot in try selection.snapshots where ids.last != snapshot.scene.id { ids.append(snapshot.scene.id) }
        return ids.joined(separator: "\n")
    }

    /// Every known device: name, width and height in points, scale, aligned in columns.
    public static func devices() -> String {
        let width = Device.all.map(\.name.count).max() ?? 0
        return Device.all.map { device in
            device.name.padding(to: width) + "  \(device.width) x \(device.height) pt  @\(device.scale)x"
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
