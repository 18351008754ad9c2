import SwiftUI

/// A screen heading in a brand font that scales with the title 3 style, a body line that scales
/// as body does, and a badge whose size is fixed.
struct ScaledBrandFontProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Your GP surgery")
                .font(.custom("Liberation Sans", size: 20, relativeTo: .title3))
            Text("Open until 6pm")
                .font(.custom("Liberation Sans", size: 17))
            Text("NEW")
                .font(.custom("LiberationSans-Bold", fixedSize: 11))
        }
    }
}
