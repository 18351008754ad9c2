import SwiftUI

/// A prescription card set in the app's bundled fonts: the reference number in a monospaced
/// family named by family name, the heading by a face's PostScript name, and a note in the
/// semibold of a family that has a regular and a bold face.
struct BrandFontCardProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Repeat prescription")
                .font(.custom("LiberationSans-Bold", size: 17))
            Text("Ref 0123456789")
                .font(.custom("Liberation Mono", size: 17))
            Text("Collect from your pharmacy")
                .font(.custom("Liberation Sans", size: 15).weight(.semibold))
        }
        .padding()
    }
}
