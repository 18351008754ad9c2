import Foundation
import SwiftUI
import UIKit

struct OpenURLButtonProbe: View {
    private let phone = URL(string: "tel:111")!
    private let app = URL(string: "nhsapp://prescriptions")!

    var body: some View {
        VStack {
            if UIApplication.shared.canOpenURL(phone) {
                Button("Call 111") { UIApplication.shared.open(phone) }
            }
            if UIApplication.shared.canOpenURL(app) {
                Button("Open in NHS App") { UIApplication.shared.open(app) }
            }
            Button("Open Settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url, options: [:], completionHandler: nil)
                }
            }
        }
    }
}
