/// A custom symbol as the SF Symbols app exports it (the SVG in a `.symbolset`): drawn at 100
/// points, its variants in `<g id="Symbols">` as groups named `<Weight>-<Scale>` (`Regular-M`,
/// `Bold-L`) whose transform puts their origin on the left margin and the baseline, and guide lines
/// (`Baseline-M`, `Capline-M`, `left-margin-Regular-M` ...) that give each variant's cap height and
/// width. The notes and guides are not drawn.
public struct SVGSymbolTemplate: Sendable {
    /// One weight at one scale, in units of the 100-point design with the origin on the left margin
    /// and the baseline (y up is negative).
    public struct Variant: Sendable {
        public let weight: String
        public let scale: String
        public let shapes: [SVGImage.Shape]
        /// From the left margin to the right.
        public let width: Double
        /// From the baseline up to the cap line.
        public let capHeight: Double
    }

    public let variants: [Variant]

    /// The template in SVG markup `text`.
    public init(_ text: String) throws(SVGError) {
        let markup = try SVGMarkup(text)
        var lines: [String: (x: Double, y: Double)] = [:]
        for tag in markup.tags where tag.name == "line" {
            guard let id = tag.attributes["id"], let x = Double(tag.attributes["x1"] ?? ""), let y = Double(tag.attributes["y1"] ?? "")
            else { continue }
            lines[id] = (x, y)
        }
        guard let symbols = markup.tags.firstIndex(where: { $0.name == "g" && $0.attributes["id"] == "Symbols" && $0.kind == .open }) else {
            throw SVGError("the file has no <g id=\"Symbols\"> group: export the symbol from the SF Symbols app as a template")
        }
        var variants: [Variant] = []
        var depth = 0
        var current: (weight: String, scale: String, style: SVGImage.Style, shapes: [SVGImage.Shape])?
        var variantStyle: SVGImage.Style?
        for tag in markup.tags[(symbols + 1)...] {
            if tag.kind == .close && tag.name == "g" {
                if depth == 0 { break }
                depth -= 1
                if depth == 0, let variant = current {
                    let key = variant.weight + "-" + variant.scale
                    let baseline = lines["Baseline-" + variant.scale]?.y, capline = lines["Capline-" + variant.scale]?.y
                    let left = lines["left-margin-" + key]?.x, right = lines["right-margin-" + key]?.x
                    // Where guides do not say: the box round the shapes' points.
                    var outline = Path()
                    for shape in variant.shapes { outline.addPath(shape.path) }
                    let bounds = outline.controlPointBounds
                    variants.append(Variant(
                        weight: variant.weight, scale: variant.scale, shapes: variant.shapes,
                        width: left.flatMap { l in right.map { $0 - l } } ?? bounds.maxX,
                        capHeight: baseline.flatMap { b in capline.map { b - $0 } } ?? -bounds.minY))
                    current = nil
                }
                continue
            }
            guard tag.kind != .close else { continue }
            if tag.name == "g" {
                if depth == 0 {
                    let parts = (tag.attributes["id"] ?? "").split(separator: "-").map(String.init)
                    guard parts.count == 2 else { throw SVGError("the symbol group '\(tag.attributes["id"] ?? "")' is not named <Weight>-<Scale>") }
                    // The group's own transform only places the variant on the template: drawn from its origin.
                    var attributes = tag.attributes
                    attributes["transform"] = nil
                    variantStyle = try SVGImage.Style(attributes, inheriting: SVGImage.Style())
                    current = (parts[0], parts[1], variantStyle!, [])
                } else if tag.kind == .open {
                    throw SVGError("nested groups inside a symbol variant are not read")
                }
                if tag.kind == .open { depth += 1 }
                continue
            }
            guard tag.name == "path", let style = current?.style else {
                throw SVGError("<\(tag.name)> in the symbols group is not drawn (a variant holds paths)")
            }
            let own = try SVGImage.Style(tag.attributes.filter { $0.key != "class" }, inheriting: style)
            current?.shapes.append(SVGImage.Shape(path: try SVGPathData.path(tag.attributes["d"] ?? "").applying(own.transform),
                                                  color: own.color ?? .black, rule: own.rule))
        }
        guard !variants.isEmpty else { throw SVGError("the symbols group holds no variant") }
        self.variants = variants
    }

    /// The variant for a weight (`Regular`, `Bold` ... as `weights` orders them, lightest first) at a
    /// scale (`S`, `M`, `L`): that one, else the nearest weight at that scale, else the nearest weight
    /// at medium, else the first.
    public func variant(weight: String, scale: String, weights: [String]) -> Variant {
        let rank = { (name: String) in weights.firstIndex(of: name) ?? weights.count }
        for wanted in [scale, "M"] {
            let candidates = variants.filter { $0.scale == wanted }
            if let nearest = candidates.min(by: { abs(rank($0.weight) - rank(weight)) < abs(rank($1.weight) - rank(weight)) }) {
                return nearest
            }
        }
        return variants[0]
    }
}
