/// Suggestions for a mistyped name: the known names closest to it by edit distance.
public enum NearestNames {
    /// The `count` names of `known` closest to `name`, nearest first, ties in name order.
    public static func to(_ name: String, in known: some Sequence<String>, count: Int = 3) -> [String] {
        known
            .map { (name: $0, distance: editDistance(name, $0)) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(count).map(\.name)
    }

    /// Levenshtein distance between two strings, by characters: the fewest insertions, deletions
    /// and substitutions that turn one into the other.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
