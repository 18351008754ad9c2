import SwiftUI

/// A signal indicator with a variable value.
struct SignalStrengthSymbolProbe: View {
    var strength = 0.5

    var body: some View {
        Image(systemName: "wifi", variableValue: strength)
    }
}
