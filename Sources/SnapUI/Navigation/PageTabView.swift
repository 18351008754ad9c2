import Raster

/// The metrics of the page index a paged TabView draws: UIKit's `UIPageControl`, which SwiftUI's
/// `.page` style uses. Where each number comes from:
/// - `indicator` and `spacing`: iOS 26.1 on an iPhone SE lays each `_UIPageIndicatorView` out in a
///   10 × 10 pt frame, 18 pt from the next (measured from a view dump), and UIKit's
///   `_UIInteractivePageControlVisualProvider._indicatorSpacing` is 8 pt on a phone (decompiled).
/// - `horizontalPadding` and `verticalPadding`: the same provider's `sizeForNumberOfPages:` and
///   `_intrinsicContentSizeWithPageControlSize:` add 14 pt each side and 8 pt above and below
///   (decompiled), so the control is 26 pt tall and its capsule 28 pt wider than its dots.
/// - `dot`: the dot drawn inside its 10 pt frame. An estimate from iOS's screens: UIKit's dot image
///   was not available to measure.
public enum PageControlMetrics {
    public static let indicator = 10.0
    public static let spacing = 8.0
    public static let horizontalPadding = 14.0
    public static let verticalPadding = 8.0
    public static let dot = 8.0

    /// The control's height: one indicator and the padding above and below it (26 pt).
    public static var height: Double { indicator + 2 * verticalPadding }

    /// The control's width for `count` pages: the indicators, the space between them, the padding.
    public static func width(pages count: Int) -> Double {
        Double(count) * indicator + Double(max(count - 1, 0)) * spacing + 2 * horizontalPadding
    }

    /// The current page's dot: UIKit's default `currentPageIndicatorTintColor` is `systemWhite`
    /// (decompiled `_indicatorColorForEnabled:`), in both appearances, so on a light page with no
    /// capsule it is as hard to see as it is on iOS.
    public static let currentDot = RGBA(r: 255, g: 255, b: 255)
    /// The other pages' dots: white at 30%. UIKit's `_pageControlIndicatorColor` was not available
    /// to read; 30% is an estimate.
    public static let otherDot = RGBA(r: 255, g: 255, b: 255).opacity(0.3)
    /// The capsule behind the dots: UIKit's platter is a `UIBlurEffect` of style 7,
    /// `.systemThinMaterial` (decompiled `_resolvedVisualEffect`), drawn here as SnapUI's thin
    /// material in its dark appearance, the one the white dots are made to sit on.
    public static let capsule = Material.thin
}

/// The selected page of a paged TabView, with the page control over its bottom edge.
///
/// As on iOS the TabView is greedy: it takes the whole size it is offered and offers all of it to
/// each page, so a page's `Spacer`s centre its content. A page taller or wider than the TabView is
/// centred in it and clipped to it, as the paging view that hosts each page on iOS clips. The
/// control is centred along the bottom of the TabView, over the page, and takes no space from it.
final class PageNode: Node {
    let count: Int
    let selected: Int
    let showsDots: Bool
    let showsCapsule: Bool
    let capsule: ShapePaint
    /// The selected page, inside the viewport that centres and clips it.
    var page: Node { viewport.child }
    private var viewport: PageViewportNode { children[0] as! PageViewportNode }

    init(page: Node, count: Int, selected: Int, style: PageTabViewStyle, environment: EnvironmentValues) {
        self.count = count
        self.selected = selected
        showsDots = switch style.indexDisplayMode {
        case .never: false
        case .always: true
        case .automatic: count > 1
        }
        showsCapsule = (environment.indexViewStyle as? PageIndexViewStyle)?.showsBackgroundAtRest ?? false
        var dark = environment
        dark.colorScheme = .dark
        capsule = PageControlMetrics.capsule.resolvePaint(in: dark)
        super.init(children: [PageViewportNode(child: page)])
        role = "pageView"
    }

    /// The page control's frame: centred along the bottom of `frame`; nil when the dots are hidden.
    func controlFrame(in frame: Rect) -> Rect? {
        guard showsDots else { return nil }
        let width = PageControlMetrics.width(pages: count), height = PageControlMetrics.height
        return Rect(x: frame.midX - width / 2, y: frame.maxY - height, width: width, height: height)
    }

    /// The dots' frames, each the dot centred in its indicator's frame inside the control.
    func dotFrames(in frame: Rect) -> [Rect] {
        guard let control = controlFrame(in: frame) else { return [] }
        let inset = (PageControlMetrics.indicator - PageControlMetrics.dot) / 2
        return (0..<count).map { index in
            Rect(x: control.minX + PageControlMetrics.horizontalPadding
                    + Double(index) * (PageControlMetrics.indicator + PageControlMetrics.spacing) + inset,
                 y: control.minY + PageControlMetrics.verticalPadding + inset,
                 width: PageControlMetrics.dot, height: PageControlMetrics.dot)
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        // Offered nothing along an axis (in a ScrollView), the TabView is as large as its page and,
        // below it, the control.
        let fitted = proposal.width == nil || proposal.height == nil ? page.sizeThatFits(proposal) : .zero
        let control = showsDots ? PageControlMetrics.height : 0
        return Size(width: proposal.width ?? fitted.width, height: proposal.height ?? fitted.height + control)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        viewport.place(in: frame)
    }

    override func drawContent(in canvas: inout Canvas) {
        viewport.draw(in: &canvas)
        if showsCapsule, let control = controlFrame(in: frame) {
            capsule.fill(.capsule(in: control), bounds: control, on: &canvas)
        }
        for (index, rect) in dotFrames(in: frame).enumerated() {
            canvas.fill(.capsule(in: rect), color: index == selected ? PageControlMetrics.currentDot : PageControlMetrics.otherDot)
        }
    }
}

/// The TabView's frame, showing its page centred at the size the page takes for the whole frame,
/// and clipped to it: a page larger than the TabView is cut off, as the paging view that hosts each
/// page on iOS cuts it off.
final class PageViewportNode: WrapperNode {
    override var drawingEffect: DrawingEffect { .clip(Rectangle(), .nonZero) }

    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(ProposedViewSize(bounds.size))
        return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
    }
}
