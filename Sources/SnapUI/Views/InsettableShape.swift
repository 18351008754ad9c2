import Foundation
import Raster

/// A shape that can be inset to draw a border inside its frame, as SwiftUI's `InsettableShape`:
/// `strokeBorder` strokes `inset(by: lineWidth / 2)`, so a custom shape declares how it insets.
///
///     struct Ticket: InsettableShape {
///         var insetAmount: CGFloat = 0
///         func path(in rect: CGRect) -> Path { ... rect.insetBy(dx: insetAmount, dy: insetAmount) ... }
///         func inset(by amount: CGFloat) -> some InsettableShape {
///             var ticket = self
///             ticket.insetAmount += amount
///             return ticket
///         }
///     }
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its outline.
    func inset(by amount: CGFloat) -> InsetShape
}

/// An inset made by insetting the frame the shape is drawn in (SnapUI's built-in shapes inset so).
protocol FrameInset {}

extension InsetShape: FrameInset {}
extension InsetShape: InsettableShape {}
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}

extension Shape {
    /// The outline `strokeBorder` strokes for a line `lineWidth` wide in `frame`: a custom insettable
    /// shape's own inset by half the width, else the shape in the frame inset by half the width.
    func borderPath(in frame: Rect, lineWidth: Double) -> Raster.Path {
        if let insettable = self as? any InsettableShape {
            let inset = insettable.inset(by: lineWidth / 2)
            if !(inset is FrameInset) { return inset.rasterPath(in: frame) }
        }
        return rasterPath(in: frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
    }
}
