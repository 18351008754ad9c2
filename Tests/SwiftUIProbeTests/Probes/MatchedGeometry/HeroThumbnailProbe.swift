import SwiftUI

/// A thumbnail that is the source of a hero transition: at rest it is where its layout puts it.
struct HeroThumbnailProbe: View {
    @Namespace private var hero
    var isMatched = true

    var body: some View {
        HStack {
            Text("Results")
            Spacer()
            if isMatched {
                thumbnail.matchedGeometryEffect(id: "thumbnail", in: hero, properties: .frame, anchor: .topLeading)
            } else {
                thumbnail
            }
        }
        .padding()
    }

    private var thumbnail: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.green)
            .frame(width: 40, height: 40)
    }
}
