/// One of N deterministic shares of a run's snapshots, chosen by a hash of each snapshot's key
/// (64-bit FNV-1a of its UTF-8 bytes), so the same snapshot lands in the same shard on every run
/// and machine. Shards are numbered from 1: `--shard 2/4`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Shard `index` of `count`; throws unless 1 <= index <= count.
    public init(index: Int, count: Int) throws(SnapshotError) {
        guard count >= 1, (1...count).contains(index) else {
            throw .invalidOption("--shard", value: "\(index)/\(count)", reason: "needs I/N with 1 <= I <= N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, e.g. `2/4`.
    public init(parsing text: String) throws(SnapshotError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalidOption("--shard", value: text, reason: "needs I/N, e.g. 2/4")
        }
        try self.init(index: index, count: count)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// True when the snapshot `key` belongs to this shard.
    public func contains(key: String) -> Bool {
        Int(Self.fnv1a(key) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes of `text`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
