import SwiftUI

/// Stack layouts called as views: a row of chips and a badge in a corner.
struct StackLayoutCallProbe: View {
    var body: some View {
        VStackLayout(alignment: .leading, spacing: 4) {
            HStackLayout(spacing: 8) {
                Color.red.frame(width: 20, height: 10)
                Color.green.frame(width: 20, height: 10)
            }
            ZStackLayout(alignment: .bottomTrailing) {
                Color.blue.frame(width: 40, height: 20)
                Color.orange.frame(width: 10, height: 10)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
