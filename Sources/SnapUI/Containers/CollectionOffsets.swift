import Foundation

// The collection methods SwiftUI declares for `onDelete` and `onMove`, which hand over offsets.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (counted before
    /// the move), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let staying = elements.indices.filter { !source.contains($0) }
        let order = staying.filter { $0 < destination } + source.filter { $0 < elements.count }
            + staying.filter { $0 >= destination }
        for (position, offset) in zip(indices, order) {
            self[position] = elements[offset]
        }
    }
}
