import Foundation
import SwiftUI

/// A pharmacy's distance written with `MeasurementFormatter`, keeping the unit given.
struct MeasurementDistanceProbe: View {
    private var formatter: MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .medium
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter
    }

    var body: some View {
        HStack {
            Text("Boots, High Street")
            Spacer()
            Text(formatter.string(from: Measurement(value: 2.46, unit: UnitLength.kilometers)))
        }
    }
}
