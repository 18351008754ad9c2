import SwiftUI

/// A settings form choosing units on a pushed list.
struct UnitsNavigationPickerProbe: View {
    @State private var units = "Metric"

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
            }
            .pickerStyle(.navigationLink)
        }
    }
}
