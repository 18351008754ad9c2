import SwiftUI
import UIKit

struct NamedUIImageProbe: View {
    var body: some View {
        VStack {
            Image(uiImage: UIImage(named: "NHSLogo") ?? UIImage())
            Text("NHS App")
        }
    }
}
