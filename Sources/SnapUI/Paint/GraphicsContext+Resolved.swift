import Foundation
import Raster

extension GraphicsContext {
    /// Text ready to draw, as SwiftUI's `GraphicsContext.ResolvedText`: drawn in its `shading`
    /// (the foreground style unless set).
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// What the text is drawn in.
        public var shading: Shading = .foreground

        /// The text's size when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            CGSize(node().sizeThatFits(ProposedViewSize(width: size.width, height: size.height)))
        }

        /// The text's node, in its shading's colour.
        func node() -> Node {
            var environment = environment
            environment.foregroundStyle = shading.color(in: environment)
            return makeNode(text, in: environment)
        }
    }

    /// An image ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        /// What a template image or symbol is drawn in; nil for the foreground style.
        public var shading: Shading?

        /// The image's size in points.
        public var size: CGSize { CGSize(node().sizeThatFits(.unspecified)) }

        func node() -> Node {
            var environment = environment
            if let shading { environment.foregroundStyle = shading.color(in: environment) }
            return makeNode(image, in: environment)
        }
    }

    /// A view from the canvas's `symbols`, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let node: Node

        /// The view's ideal size.
        public var size: CGSize { CGSize(node.sizeThatFits(.unspecified)) }
    }

    /// `text` in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment)
    }

    /// `image` in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, environment: environment)
    }

    /// The symbol view tagged `id`, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        surface.symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws `text` at its ideal size with `anchor` of it at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text at its ideal size with `anchor` of it at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        drawNode(text.node(), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, wrapping to its width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text in `rect`, wrapping to its width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let node = text.node()
        let size = node.sizeThatFits(ProposedViewSize(width: rect.width, height: rect.height))
        drawNode(node, in: Rect(origin: Point(rect.origin), size: size))
    }

    /// Draws `image` at its ideal size with `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws resolved image at its ideal size with `anchor` of it at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        drawNode(image.node(), at: point, anchor: anchor)
    }

    /// Draws `image` filling `rect` (a resizable image stretches; a fixed one keeps its size, centred).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let node = image.node()
        let size = node.sizeThatFits(ProposedViewSize(width: rect.width, height: rect.height))
        let bounds = Rect(rect)
        drawNode(node, in: Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    /// Draws a symbol at its ideal size with `anchor` of it at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        drawNode(symbol.node, at: point, anchor: anchor)
    }

    /// Draws a symbol laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let bounds = Rect(rect)
        _ = symbol.node.sizeThatFits(ProposedViewSize(width: rect.width, height: rect.height))
        drawNode(symbol.node, in: bounds)
    }

    /// Lays `node` out at its ideal size with `anchor` of it at `point` and draws it.
    private func drawNode(_ node: Node, at point: CGPoint, anchor: UnitPoint) {
        let size = node.sizeThatFits(.unspecified)
        drawNode(node, in: Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                width: size.width, height: size.height))
    }

    /// Places `node` in `frame` (the context's coordinates) and draws it.
    private func drawNode(_ node: Node, in frame: Rect) {
        node.place(in: frame)
        render { canvas in node.draw(in: &canvas) }
    }
}
