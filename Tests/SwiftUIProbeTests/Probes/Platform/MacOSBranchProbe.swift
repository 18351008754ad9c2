import SwiftUI

struct MacOSBranchProbe: View {
    var body: some View {
        Text("Repeat prescriptions")
        #if os(macOS)
            .padding(4)
        #else
            .padding(16)
        #endif
    }
}
