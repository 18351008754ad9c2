import Foundation
import Raster

/// A view that draws with code, as SwiftUI's `Canvas` (the `SwiftUI` module names it so; inside
/// SnapUI `Canvas` is Raster's drawing surface): `renderer` is given a `GraphicsContext` and the
/// view's size, and draws in the view's coordinates. Views in `symbols`, each tagged, can be drawn
/// by the renderer with `resolveSymbol(id:)`. It takes the space it is offered, as SwiftUI's.
public struct CanvasView<Symbols: View>: PrimitiveView {
    let symbols: Symbols
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`, with `symbols` for it to draw. `opaque`, `colorMode` and
    /// `rendersAsynchronously` change nothing a snapshot shows.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var symbolNodes: [AnyHashable: Node] = [:]
        for node in SnapUI.makeNodes(symbols, in: environment) {
            if let tag = node.tag { symbolNodes[tag] = node }
        }
        return [CanvasNode(environment: environment, symbols: symbolNodes, renderer: renderer)]
    }
}

extension CanvasView where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// Takes the size it is offered and runs its renderer over its frame.
final class CanvasNode: Node {
    let environment: EnvironmentValues
    let symbols: [AnyHashable: Node]
    let renderer: (inout GraphicsContext, CGSize) -> Void

    init(environment: EnvironmentValues, symbols: [AnyHashable: Node], renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.environment = environment
        self.symbols = symbols
        self.renderer = renderer
        super.init()
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in canvas: inout Raster.Canvas) {
        // The surface takes the canvas for the renderer's run (moved, not copied) and gives it back.
        let surface = GraphicsContext.Surface(canvas: canvas, symbols: symbols)
        canvas = Raster.Canvas(width: 0, height: 0)
        surface.canvas.save()
        surface.canvas.clip(to: frame)
        var context = GraphicsContext(
            surface: surface, base: Transform.translation(x: frame.minX, y: frame.minY).concatenating(surface.canvas.transform),
            size: frame.size, environment: environment)
        renderer(&context, CGSize(frame.size))
        surface.canvas.restore()
        canvas = surface.canvas
    }
}
