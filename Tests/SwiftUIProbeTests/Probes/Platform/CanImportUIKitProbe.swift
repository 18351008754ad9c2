import SwiftUI

struct CanImportUIKitProbe: View {
    var body: some View {
        #if canImport(UIKit)
        Color(uiColor: .secondarySystemBackground).frame(height: 30)
        #else
        Color(nsColor: .windowBackgroundColor).frame(height: 30)
        #endif
    }
}
