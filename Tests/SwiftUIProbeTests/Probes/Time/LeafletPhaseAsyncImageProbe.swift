import Foundation
import SwiftUI

/// A leaflet's scan, showing each phase of its load.
struct LeafletPhaseAsyncImageProbe: View {
    var body: some View {
        AsyncImage(url: URL(string: "https://example.com/leaflet.png"), scale: 2, transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFit()
            case .failure:
                Image(systemName: "photo")
            case .empty:
                Color.green
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 60, height: 30)
    }
}
