import Foundation

/// A vector image from an SVG file, in the subset icon tools export: `<svg>` with `width`, `height`
/// and `viewBox`; `<g>`, `<path>` (see `SVGPathData`), `<rect>` (with `rx`/`ry`), `<circle>` and
/// `<ellipse>`; `fill` (hex, `rgb()`, a few names, `none`, `currentColor` as black), `fill-rule`,
/// `opacity` and `fill-opacity`, as attributes or in `style`, inherited from groups; `transform`
/// (`matrix`, `translate`, `scale`, `rotate`). Anything that would draw otherwise (strokes, gradients,
/// text, `<use>`, clipping) is an error naming it rather than a drawing that differs.
public struct SVGImage: Sendable {
    /// A filled shape, in the viewBox's coordinates.
    public struct Shape: Sendable {
        public let path: Path
        public let color: RGBA
        public let rule: FillRule
    }

    /// The image's size in points: its `width` and `height`, else its viewBox's.
    public let size: Size
    /// The area of its coordinates that fills its size.
    public let viewBox: Rect
    public let shapes: [Shape]

    /// An image of `shapes`, `viewBox` of their coordinates drawn over `size` points.
    public init(size: Size, viewBox: Rect, shapes: [Shape]) {
        self.size = size
        self.viewBox = viewBox
        self.shapes = shapes
    }

    /// The image in SVG markup `text`.
    public init(_ text: String) throws(SVGError) {
        let markup = try SVGMarkup(text)
        guard let root = markup.tags.first(where: { $0.kind != .close }), root.name == "svg" else {
            throw SVGError("the file's first element is not <svg>")
        }
        let width = try root.attributes["width"].map { v throws(SVGError) in try Self.length(v, "width") }
        let height = try root.attributes["height"].map { v throws(SVGError) in try Self.length(v, "height") }
        if let box = root.attributes["viewBox"] {
            var scanner = NumberScanner(Array(box.unicodeScalars))
            viewBox = Rect(x: try scanner.number(in: box), y: try scanner.number(in: box),
                           width: try scanner.number(in: box), height: try scanner.number(in: box))
        } else if let width, let height {
            viewBox = Rect(x: 0, y: 0, width: width, height: height)
        } else {
            throw SVGError("the <svg> element has neither a viewBox nor a width and height")
        }
        guard viewBox.width > 0, viewBox.height > 0 else { throw SVGError("the viewBox is empty") }
        size = Size(width: width ?? viewBox.width, height: height ?? viewBox.height)

        var shapes: [Shape] = []
        var stack: [Style] = [try Style(root.attributes, inheriting: Style())]
        var skipping = 0
        for tag in markup.tags.dropFirst(markup.tags.firstIndex { $0.name == "svg" }! + 1) {
            if skipping > 0 {
                if tag.kind == .open { skipping += 1 } else if tag.kind == .close { skipping -= 1 }
                continue
            }
            if tag.kind == .close {
                if tag.name == "g" || tag.name == "svg" { stack.removeLast() }
                if stack.isEmpty { break }
                continue
            }
            switch tag.name {
            case "g":
                let style = try Style(tag.attributes, inheriting: stack.last!)
                if tag.kind == .open { stack.append(style) }
            case "path", "rect", "circle", "ellipse":
                let style = try Style(tag.attributes, inheriting: stack.last!)
                guard let color = style.color else { continue }
                let path = try Self.path(of: tag).applying(style.transform)
                shapes.append(Shape(path: path, color: color, rule: style.rule))
            case "title", "desc", "metadata", "defs", "style":
                // Not drawn: whatever they hold is skipped.
                if tag.kind == .open { skipping = 1 }
            default:
                throw SVGError("<\(tag.name)> is not drawn by nhs-snap (it draws filled path, rect, circle and ellipse elements)")
            }
        }
        self.shapes = shapes
    }

    /// Fills the shapes over `rect` (user space): the viewBox stretched to it. With `tint`, every
    /// shape is `tint` at its own alpha times the tint's (a template).
    public func draw(in rect: Rect, on canvas: inout Canvas, tint: RGBA? = nil) {
        let toRect = Transform.translation(x: -viewBox.minX, y: -viewBox.minY)
            .concatenating(.scale(x: rect.width / viewBox.width, y: rect.height / viewBox.height))
            .concatenating(.translation(x: rect.minX, y: rect.minY))
        for shape in shapes {
            let color = tint.map { RGBA(r: $0.r, g: $0.g, b: $0.b, a: UInt8((Int(shape.color.a) * Int($0.a) + 127) / 255)) } ?? shape.color
            canvas.fill(shape.path.applying(toRect), color: color, rule: shape.rule)
        }
    }

    /// The outline of a shape element, in its own coordinates.
    private static func path(of tag: SVGMarkup.Tag) throws(SVGError) -> Path {
        func number(_ name: String, default value: Double? = 0) throws(SVGError) -> Double {
            guard let text = tag.attributes[name] else {
                guard let value else { throw SVGError("<\(tag.name)> has no '\(name)'") }
                return value
            }
            return try length(text, name)
        }
        switch tag.name {
        case "path":
            return try SVGPathData.path(tag.attributes["d"] ?? "")
        case "rect":
            let rect = Rect(x: try number("x"), y: try number("y"), width: try number("width", default: nil), height: try number("height", default: nil))
            let rx = try tag.attributes["rx"].map { v throws(SVGError) in try length(v, "rx") }
            let ry = try tag.attributes["ry"].map { v throws(SVGError) in try length(v, "ry") }
            let radius = min(rx ?? ry ?? 0, rect.width / 2, rect.height / 2)
            if let rx, let ry, rx != ry { throw SVGError("a <rect> with different rx and ry is not drawn") }
            return radius > 0 ? .roundedRect(rect, cornerRadius: radius) : .rect(rect)
        case "circle":
            let r = try number("r", default: nil)
            return .ellipse(in: Rect(x: try number("cx") - r, y: try number("cy") - r, width: 2 * r, height: 2 * r))
        default:
            let rx = try number("rx", default: nil), ry = try number("ry", default: nil)
            return .ellipse(in: Rect(x: try number("cx") - rx, y: try number("cy") - ry, width: 2 * rx, height: 2 * ry))
        }
    }

    /// A length in user units or pixels (`24`, `24px`); other units are errors.
    static func length(_ text: String, _ name: String) throws(SVGError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        guard let value = Double(number), value.isFinite else {
            throw SVGError("the \(name) '\(text)' is not a length in points (percentages and units other than px are not read)")
        }
        return value
    }
}
