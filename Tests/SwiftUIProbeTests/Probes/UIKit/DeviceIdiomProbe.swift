import SwiftUI
import UIKit

struct DeviceIdiomProbe: View {
    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        VStack {
            Text(isPad ? "iPad layout" : "iPhone layout")
            Text(UIDevice.current.model)
        }
    }
}
