import Foundation
import SwiftUI

/// A health article's hero image, with a spinner while it loads.
struct ArticleHeroAsyncImageProbe: View {
    let url = URL(string: "https://example.com/hero.jpg")

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            ProgressView()
        }
        .frame(height: 120)
        .frame(maxWidth: .infinity)
    }
}
