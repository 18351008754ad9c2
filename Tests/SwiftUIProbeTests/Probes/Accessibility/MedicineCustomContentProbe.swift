import SwiftUI

extension AccessibilityCustomContentKey {
    static let pharmacy = AccessibilityCustomContentKey("Pharmacy")
}

/// A medicine row with its dose read at once and its pharmacy under "More content".
struct MedicineCustomContentProbe: View {
    var body: some View {
        Text("Atorvastatin")
            .accessibilityCustomContent("Dose", "20 mg", importance: .high)
            .accessibilityCustomContent(.pharmacy, Text("Boots, High Street"))
            .accessibilityCustomContent(Text("Refills"), Text("2 left"))
    }
}
