import Testing
@testable import Snapshot

@Suite struct ShardTests {
    @Test func fnv1aMatchesPublishedTestVectors() {
        // From the FNV reference test suite (Landon Curt Noll's test_fnv.c): FNV-1a 64 of "" and "a", "foobar".
        #expect(Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func shardsAreDisjointAndCoverEverySnapshot() throws {
        let scenes = (0..<12).map { Fixtures.scene("component/scene-\($0)") }
        let all = try Fixtures.selection(scenes).snapshots.map(\.key)
        for count in [1, 2, 3, 7] {
            var seen: [String] = []
            for index in 1...count {
                let part = try Fixtures.selection(scenes, shard: Shard(index: index, count: count)).snapshots.map(\.key)
                #expect(Set(part).isDisjoint(with: seen))
                seen += part
            }
            #expect(seen.sorted() == all)
        }
    }

    @Test func aSnapshotLandsInTheSameShardOnEveryMachine() throws {
        // Shard numbers from a Python FNV-1a 64 (offset 0xcbf29ce484222325, prime 0x100000001b3,
        // over the key's UTF-8 bytes), run once: hash % 4 + 1.
        let expected = [
            "banner/solid/iphone-se.large.light@2x": 4,
            "banner/solid/iphone-se.large.dark@2x": 2,
            "toggle/on/ipad-pro-11.accessibility5.light@2x": 1,
            "title/large/iphone-16-pro-max.xxxLarge.dark@2x": 2,
        ]
        for (key, index) in expected {
            for candidate in 1...4 {
                #expect(try Shard(index: candidate, count: 4).contains(key: key) == (candidate == index), "\(key) in \(candidate)/4")
            }
        }
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "x/2", "1-2", "1/2/3", ""])
    func badShardsAreErrors(_ text: String) {
        #expect(throws: SnapshotError.self) { try Shard(parsing: text) }
    }
}
