import SwiftUI

/// A tab label whose text stops growing at xxxLarge and never shrinks below large.
struct LimitedDynamicTypeProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Messages")
                .dynamicTypeSize(.xSmall ... .xxxLarge)
            Text("Messages")
                .dynamicTypeSize(.large...)
        }
    }
}
