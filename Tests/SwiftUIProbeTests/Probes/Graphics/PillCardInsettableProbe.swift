import SwiftUI

/// A card shape of its own that insets concentrically, so `strokeBorder` follows its corners.
struct PillCard: InsettableShape {
    var cornerRadius: CGFloat = 16
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        Path(
            roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount),
            cornerRadius: max(cornerRadius - insetAmount, 0),
            style: .circular)
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var card = self
        card.insetAmount += amount
        return card
    }
}

struct PillCardInsettableProbe: View {
    var body: some View {
        PillCard()
            .strokeBorder(Color(red: 1, green: 0, blue: 0), lineWidth: 8)
            .frame(width: 100, height: 60)
            .background(Color.white)
    }
}
