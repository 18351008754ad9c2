import SwiftUI
import UIKit

struct SizeClassAdaptiveProbe: View {
    var body: some View {
        if UITraitCollection.current.horizontalSizeClass == .regular {
            HStack { Text("Medicines"); Text("Appointments") }
        } else {
            VStack { Text("Medicines"); Text("Appointments") }
        }
    }
}
