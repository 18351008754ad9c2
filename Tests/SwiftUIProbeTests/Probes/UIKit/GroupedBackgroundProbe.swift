import SwiftUI

struct GroupedBackgroundProbe: View {
    var body: some View {
        ZStack {
            Color(.systemGroupedBackground)
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(.secondarySystemGroupedBackground))
                .padding(20)
        }
        .frame(height: 100)
    }
}
