import SwiftUI

/// An avatar drawn with `Canvas`: a square clipped to a circle, with a faded overlay.
struct CanvasClippedAvatarProbe: View {
    var body: some View {
        Canvas { context, size in
            var avatar = context
            avatar.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            avatar.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 0, blue: 1)))
            avatar.opacity = 0.5
            avatar.fill(Path(CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)),
                        with: .color(.white))
        }
        .frame(width: 60, height: 60)
        .background(Color.white)
    }
}
