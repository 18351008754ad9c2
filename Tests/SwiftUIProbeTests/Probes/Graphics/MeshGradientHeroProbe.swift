import SwiftUI

/// A 3 x 3 mesh gradient backdrop whose middle point has been pulled to the right.
struct MeshGradientHeroProbe: View {
    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.75, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                .white, .white, .white,
                .white, Color(red: 0, green: 0, blue: 1), .white,
                .white, .white, .white,
            ])
            .frame(width: 100, height: 100)
    }
}
