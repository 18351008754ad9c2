/// How SwiftUI shares a length among the children of a stack, and among the columns and rows of a
/// `Grid`: within each layout priority, highest first, each child is offered an equal share of
/// what is left, the least flexible child first, and takes what it needs of it. Children of lower
/// priority are kept their smallest length while a higher priority shares.
///
/// A child's flexibility is its largest length less its smallest; of two infinitely flexible
/// children the one with the larger smallest length goes first (so `Spacer(minLength:)` is a
/// minimum, not a share); ties keep the order the children were written in.
struct SpaceSharing {
    /// One child: its layout priority, its smallest and largest lengths (offered 0 and infinity).
    struct Child {
        var priority: Double = 0
        var smallest: Double
        var largest: Double

        var flexibility: Double { largest - smallest }
    }

    let children: [Child]

    /// Offers `available` to the children in SwiftUI's order; `take(index, offer)` gives the length
    /// child `index` takes when offered `offer` (and may keep the size it measured).
    func share(_ available: Double, take: (Int, Double) -> Double) {
        var remaining = available
        for priority in Set(children.map(\.priority)).sorted(by: >) {
            let group = children.indices.filter { children[$0].priority == priority }.sorted(by: isLessFlexible)
            let reserved = children.filter { $0.priority < priority }.map(\.smallest).reduce(0, +)
            var left = group.count
            for index in group {
                let offer = max((remaining - reserved) / Double(left), 0)
                remaining -= take(index, offer)
                left -= 1
            }
        }
    }

    private func isLessFlexible(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (children[a], children[b])
        guard first.flexibility == second.flexibility else { return first.flexibility < second.flexibility }
        if first.flexibility == .infinity, first.smallest != second.smallest { return first.smallest > second.smallest }
        return a < b
    }
}
