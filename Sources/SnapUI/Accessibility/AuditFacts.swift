import AccessibilityAudit
import Raster

extension Rendering {
    /// The snapshot as the accessibility audit sees it: its pixels, its accessibility elements, every
    /// run of text drawn (colour, size, weight, where its lines are, what clips it, truncation),
    /// the edges of controls (borders stroked in them, a switch's track), the views with layout
    /// roles and the symbols drawn. `isScreen`: the snapshot is a whole screen, which needs a heading.
    public func auditSubject(isScreen: Bool = false) -> AuditSubject {
        var collector = AuditFactCollector(fonts: fonts, accessibility: accessibility)
        let screen = Rect(origin: Point(x: 0, y: 0), size: size)
        collector.visit(root, state: .init(clip: screen, view: .everywhere, opacity: 1, transform: .identity))
        return AuditSubject(
            image: image, scale: scale, elements: collector.elements, texts: collector.texts, boundaries: collector.boundaries,
            containers: collector.containers, symbolNames: collector.symbols, isScreen: isScreen)
    }
}

extension AuditElement {
    /// The audit's view of an element VoiceOver reads.
    init(_ element: AccessibilityElement) {
        let pairs: [(AccessibilityTraits, AuditTrait)] = [
            (.isButton, .button), (.isLink, .link), (.isToggle, .toggle), (.isAdjustable, .adjustable),
            (.isTextField, .textField), (.isSecureTextField, .textField), (.isSearchField, .textField),
            (.isHeader, .heading), (.isImage, .image), (.isNotEnabled, .disabled),
        ]
        self.init(
            label: element.label, value: element.value, hint: element.hint,
            traits: Set(pairs.filter { element.traits.contains($0.0) }.map(\.1)), frame: element.frame,
            isHidden: element.isHidden)
    }
}

/// Walks the drawn tree, collecting what the audit needs.
struct AuditFactCollector {
    struct State {
        /// What the node may draw in: the screen and every clip around it.
        var clip: Rect
        /// The part of the scroll views around it in view: what is outside is scrolled away, not clipped.
        var view: Rect
        /// The opacity drawn with, from every layer around it.
        var opacity: Double
        /// From laid-out frames to where they are drawn: the offsets, rotations and scales around.
        var transform: Transform

        /// `rect`, laid out, where it is drawn (exactly `rect` when nothing moves it).
        func drawn(_ rect: Rect) -> Rect {
            transform.isIdentity ? rect : transform.apply(rect)
        }
    }

    let fonts: FontSet
    let elements: [AuditElement]
    /// The same elements as the view layer has them, with the labels of their containers.
    let accessibility: [AccessibilityElement]
    var texts: [AuditText] = []
    /// How many text views have been collected: each one's runs share its number.
    private var paragraphs = 0
    var boundaries: [AuditBoundary] = []
    var containers: [AuditContainer] = []
    var symbols: Set<String> = []

    init(fonts: FontSet, accessibility: [AccessibilityElement]) {
        self.fonts = fonts
        self.accessibility = accessibility
        elements = accessibility.map(AuditElement.init)
    }

    mutating func visit(_ node: Node, state: State) {
        var state = state
        let frame = state.drawn(node.frame)
        switch node.drawingEffect {
        case .clip:
            state.clip = state.clip.intersection(frame)
        case .scroll:
            state.view = state.view.intersection(frame)
        case .transform:
            state.transform = node.drawingEffect.placedTransform(in: node.frame)!.concatenating(state.transform)
        case .layer(let effect):
            state.opacity *= effect.opacity
        case .none, .hidden, .mask:
            break
        }
        node.collectAuditFacts(into: &self, state: state)
        if let role = node.role, role != "text", role != "icon", let label = containerLabel(in: frame) {
            containers.append(AuditContainer(role: role, frame: frame, containerLabel: label))
        }
        if node.role == "switch", let track = node.firstShape, !track.paint.isInvisible {
            let trackFrame = state.drawn(track.frame)
            if !state.clip.intersection(trackFrame).isEmpty {
                // A toggle's switch is drawn a little past the toggle's frame: its overhang, and in a
                // List row what it takes of the row's insets (`SwitchMetrics`).
                let control = control(around: trackFrame.insetBy(dx: SwitchMetrics.trailingOverhang,
                                                                 dy: SwitchMetrics.listRowInsetOverlap))
                boundaries.append(AuditBoundary(
                    control: control?.name ?? "switch", color: track.paint.representativeColor.opacity(state.opacity),
                    frame: trackFrame, isDisabled: control?.traits.contains(.disabled) ?? false))
            }
        }
        for child in node.layoutChildren() { visit(child, state: state) }
    }

    /// A text's runs, one a colour, as drawn: the box of their lines (the part in view, when a
    /// scroll view shows only some of it), their smallest size, and bold when all of it is.
    mutating func collect(_ node: TextNode, state: State) {
        guard !node.isPlaceholder, let layout = node.layout, !node.string.isEmpty else { return }
        var order: [RGBA] = []
        var groups: [RGBA: (sizes: [Double], bold: Bool, box: Rect)] = [:]
        for line in layout.lines {
            let box = state.drawn(Rect(x: node.frame.minX + line.x, y: node.frame.minY + line.top, width: line.width, height: line.height))
            for glyph in line.glyphs {
                let color = glyph.color ?? node.color
                if let group = groups[color] {
                    groups[color] = (group.sizes + [glyph.font.size], group.bold && isBold(glyph.font.face), group.box.union(box))
                } else {
                    order.append(color)
                    groups[color] = ([glyph.font.size], isBold(glyph.font.face), box)
                }
            }
        }
        paragraphs += 1
        for color in order {
            let group = groups[color]!
            let inView = group.box.intersection(state.view)
            guard !inView.isEmpty else { continue }
            texts.append(AuditText(
                text: node.string, color: color.opacity(state.opacity), fontSize: group.sizes.min()!, isBold: group.bold,
                frame: inView, visibleRect: state.clip, isTruncated: layout.isTruncated, mayTruncate: node.isCollapsedLargeTitle,
                isDisabled: control(around: inView)?.traits.contains(.disabled) ?? false, paragraph: paragraphs))
        }
    }

    /// A border stroked inside a control is the control's edge.
    mutating func collect(_ node: ShapeNode, state: State) {
        let frame = state.drawn(node.frame)
        guard case .stroke = node.drawing, !node.paint.isInvisible, let control = control(around: frame),
              !state.clip.intersection(frame).isEmpty
        else { return }
        // A stroke on the frame reaches half its width outside it; `strokeBorder` stays inside.
        guard case .stroke(let style, let inset) = node.drawing else { return }
        let reach = inset ? 0 : style.lineWidth / 2
        boundaries.append(AuditBoundary(
            control: control.name, color: node.paint.representativeColor.opacity(state.opacity),
            frame: frame.insetBy(dx: -reach, dy: -reach), isDisabled: control.traits.contains(.disabled)))
    }

    private func isBold(_ face: FontFace) -> Bool {
        face === fonts.bold || face === fonts.boldItalic || face === fonts.monospacedBold
    }

    /// The smallest control (button, toggle ...) whose frame holds `rect`.
    private func control(around rect: Rect) -> AuditElement? {
        elements.filter { $0.isInteractive && $0.frame.insetBy(dx: -0.5, dy: -0.5).contains(rect) }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
    }

    /// The container label of the first visible element inside `frame` ("" when it is in no
    /// container); nil when there is no element inside, so an empty view needs no label.
    private func containerLabel(in frame: Rect) -> String? {
        accessibility.first { !$0.isHidden && frame.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }.map { $0.containerLabel ?? "" }
    }
}

extension Node {
    /// The first shape drawn in this subtree.
    fileprivate var firstShape: ShapeNode? {
        if let shape = self as? ShapeNode { return shape }
        for child in children { if let shape = child.firstShape { return shape } }
        return nil
    }
}

extension Rect {
    /// A rect holding every point: no scroll view's bounds.
    fileprivate static let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    fileprivate func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
}
