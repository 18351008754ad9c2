extension Subscribers {
    /// How many values a subscriber asks for: a number, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, with `Demand.unlimitedRawValue` for unlimited.
        private let rawValue: UInt

        private static let unlimitedRawValue = UInt(Int.max) + 1

        private init(rawValue: UInt) {
            self.rawValue = min(rawValue, Self.unlimitedRawValue)
        }

        /// Every value the publisher produces.
        public static let unlimited = Demand(rawValue: unlimitedRawValue)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// At most `value` values.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The count, or nil for unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// The demand less `rhs`, never below none; unlimited less a number stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return rhs == .unlimited ? .none : .unlimited }
            if rhs == .unlimited { return .none }
            return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "a demand cannot be negative")
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(rawValue: product)
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs == .max(Swift.max(rhs, 0)) && rhs >= 0 }
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs < .max(rhs) }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs <= .max(rhs) }
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs > .max(rhs) }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { rhs <= 0 || lhs >= .max(rhs) }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
