import Foundation
import SwiftUI

// A file as most written for iOS begin, `import Foundation` beside `import SwiftUI`: the CoreGraphics
// names are Foundation's own, so a custom shape and a geometry reader type-check as on iOS.

/// The leading half of its frame.
struct LeadingHalf: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(origin: rect.origin, size: CGSize(width: rect.midX - rect.minX, height: rect.height)))
    }
}

/// The leading half of the top half of a reader 20 points tall.
struct HalfBand: View {
    var body: some View {
        GeometryReader { proxy in
            let size: CGSize = proxy.size
            LeadingHalf().fill(Color.blue).frame(width: size.width, height: size.height / 2)
        }
        .frame(height: 20)
    }
}
