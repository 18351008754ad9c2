import SwiftUI

/// A list whose row separators are tinted to the brand colour.
struct SeparatorTintProbe: View {
    var body: some View {
        List {
            Text("GP surgery")
                .listRowSeparatorTint(.red)
            Text("Pharmacy")
            Text("Dentist")
        }
    }
}
