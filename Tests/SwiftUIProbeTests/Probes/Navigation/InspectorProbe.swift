import SwiftUI

/// A screen with an inspector: presented on a phone, it is a sheet, and the screen shows at rest.
struct InspectorProbe: View {
    @State private var showsDetails = true

    var body: some View {
        Text("Appointment")
            .frame(maxWidth: .infinity, alignment: .leading)
            .inspector(isPresented: $showsDetails) {
                Text("Details")
                    .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            }
    }
}
