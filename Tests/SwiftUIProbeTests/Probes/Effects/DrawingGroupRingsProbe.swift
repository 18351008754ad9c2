import SwiftUI

/// Overlapping rings flattened with `drawingGroup()`, then faded as one.
struct DrawingGroupRingsProbe: View {
    var body: some View {
        ZStack {
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).offset(x: -10)
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40).offset(x: 10)
        }
        .frame(width: 80, height: 40)
        .drawingGroup()
        .opacity(0.5)
        .background(Color.white)
    }
}
