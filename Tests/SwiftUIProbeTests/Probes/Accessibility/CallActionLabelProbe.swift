import SwiftUI

/// A contact row with an action named by a label view.
struct CallActionLabelProbe: View {
    var body: some View {
        Text("Dr Patel")
            .padding()
            .accessibilityAction {
                print("call")
            } label: {
                Text("Call surgery")
            }
    }
}
