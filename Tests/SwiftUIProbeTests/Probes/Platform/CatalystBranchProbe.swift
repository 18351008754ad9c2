import SwiftUI

struct CatalystBranchProbe: View {
    var body: some View {
        #if targetEnvironment(macCatalyst)
        Text("Mac")
        #else
        Text("iPhone")
        #endif
    }
}
