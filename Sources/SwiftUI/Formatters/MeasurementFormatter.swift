import Foundation

// Linux's Foundation declares `MeasurementFormatter` unavailable. This one, declared in the module that
// imports Foundation, shadows that declaration for a file importing SwiftUI (and Foundation).

/// Writes a measurement with its unit: "5 km" (medium), "5km" (short), "5 kilometres" (long), through
/// SnapUI's `Measurement.FormatStyle` (the units and names it knows). With `.providedUnit` the unit
/// given is kept and the number written by `numberFormatter` (up to three decimals unless set);
/// without it the measurement is written in the locale's preferred unit, rounded as the format
/// style's general usage rounds. The locale is the snapshot's (`SnapshotDefaults.locale`, en_GB) unless set.
open class MeasurementFormatter: Formatter {
    /// How the unit is chosen and written.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The unit given, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a size that suits the value.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature as a number and a degree sign alone: "20°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen and written.
    open var unitOptions: UnitOptions = []
    /// How long the unit's name is; medium (its symbol) unless set.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale the measurement is written in.
    open var locale: Locale! = SnapshotDefaults.locale
    /// Writes the number (its fraction digits are read) when the unit given is kept.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `measurement` written.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let locale = self.locale ?? SnapshotDefaults.locale
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature {
            return number(measurement.value, locale: locale) + "°"
        }
        guard let dimension = measurement.unit as? Dimension else {
            return number(measurement.value, locale: locale) + " " + measurement.unit.symbol
        }
        let written = Measurement(value: measurement.value, unit: dimension)
        let width: Measurement<Dimension>.FormatStyle.UnitWidth =
            switch unitStyle {
            case .short: .narrow
            case .long: .wide
            default: .abbreviated
            }
        guard unitOptions.contains(.providedUnit) else {
            return written.formatted(.measurement(width: width).locale(locale))
        }
        let fraction = (numberFormatter?.minimumFractionDigits ?? 0)...(numberFormatter?.maximumFractionDigits ?? 3)
        return written.formatted(
            .measurement(width: width, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(fraction)))
                .locale(locale))
    }

    /// A unit's name at the unit style's width ("km", "kilometres").
    open func string(from unit: Unit) -> String {
        guard unitStyle == .long, let dimension = unit as? Dimension else { return unit.symbol }
        let one = Measurement(value: 2, unit: dimension).formatted(.measurement(width: .wide, usage: .asProvided))
        return one.split(separator: " ", maxSplits: 1).last.map(String.init) ?? unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Measurement<Unit>).map { string(from: $0) }
    }

    private func number(_ value: Double, locale: Locale) -> String {
        let fraction = (numberFormatter?.minimumFractionDigits ?? 0)...(numberFormatter?.maximumFractionDigits ?? 3)
        return value.formatted(.number.precision(.fractionLength(fraction)).locale(locale))
    }
}
