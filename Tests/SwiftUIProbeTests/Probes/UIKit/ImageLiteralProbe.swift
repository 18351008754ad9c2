import SwiftUI

struct ImageLiteralProbe: View {
    var body: some View {
        Image(uiImage: #imageLiteral(resourceName: "WelcomeBanner"))
    }
}
