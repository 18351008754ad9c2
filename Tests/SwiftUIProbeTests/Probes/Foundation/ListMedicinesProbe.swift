import Foundation
import SwiftUI

/// A sentence naming a prescription's medicines with `ListFormatter`.
struct ListMedicinesProbe: View {
    private let medicines = ["Paracetamol", "Ibuprofen", "Aspirin"]

    var body: some View {
        Text("Includes \(ListFormatter.localizedString(byJoining: medicines))")
            .fixedSize(horizontal: false, vertical: true)
    }
}
