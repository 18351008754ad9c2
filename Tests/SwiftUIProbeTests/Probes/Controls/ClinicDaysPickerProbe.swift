import Foundation
import SwiftUI

/// Choosing the days to attend a clinic in June 2025.
struct ClinicDaysPickerProbe: View {
    @State private var days: Set<DateComponents> = [
        DateComponents(year: 2025, month: 6, day: 3),
        DateComponents(year: 2025, month: 6, day: 17),
        DateComponents(year: 2025, month: 7, day: 1),
    ]

    var body: some View {
        MultiDatePicker("Clinic days", selection: $days)
    }
}
