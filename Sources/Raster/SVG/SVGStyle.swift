import Foundation

extension SVGImage {
    /// The painting properties an element has, its own or inherited from its groups.
    struct Style {
        /// The fill colour with its opacities applied; nil for `fill="none"`.
        var color: RGBA? = .black
        var rule = FillRule.nonZero
        /// Group opacity, multiplied down the tree.
        var opacity = 1.0
        /// The element's coordinates to the viewBox's.
        var transform = Transform.identity
        private var fill: RGBA? = .black
        private var fillOpacity = 1.0

        init() {}

        /// The style of an element with `attributes` inside an element of style `parent`.
        init(_ attributes: [String: String], inheriting parent: Style) throws(SVGError) {
            self = parent
            var properties = attributes
            for declaration in (attributes["style"] ?? "").split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { properties[parts[0]] = parts[1] }
            }
            if let stroke = properties["stroke"], stroke != "none" {
                throw SVGError("strokes (stroke=\"\(stroke)\") are not drawn by nhs-snap: outline strokes when exporting")
            }
            if let fill = properties["fill"] { self.fill = try Self.color(fill) }
            if let value = properties["fill-opacity"] { fillOpacity = try Self.fraction(value, "fill-opacity") }
            if let value = properties["opacity"] { opacity *= try Self.fraction(value, "opacity") }
            if let value = properties["fill-rule"] { rule = value == "evenodd" ? .evenOdd : .nonZero }
            if let value = properties["transform"] { transform = try Self.transform(value).concatenating(parent.transform) }
            color = fill.map { $0.opacity(fillOpacity * opacity) }
        }

        private static func fraction(_ text: String, _ name: String) throws(SVGError) -> Double {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let value = trimmed.hasSuffix("%") ? Double(trimmed.dropLast()).map { $0 / 100 } : Double(trimmed)
            guard let value else { throw SVGError("the \(name) '\(text)' is not a number") }
            return min(max(value, 0), 1)
        }

        /// A fill: `none`, `#rgb`, `#rrggbb`, `rgb(r, g, b)`, `currentColor` (black: a template's
        /// tint replaces it) or a basic colour name.
        private static func color(_ text: String) throws(SVGError) -> RGBA? {
            let value = text.trimmingCharacters(in: .whitespaces).lowercased()
            switch value {
            case "none", "transparent": return nil
            case "currentcolor", "black": return .black
            case "white": return .white
            case "red": return RGBA(r: 255, g: 0, b: 0)
            case "green": return RGBA(r: 0, g: 128, b: 0)
            case "blue": return RGBA(r: 0, g: 0, b: 255)
            default: break
            }
            if value.hasPrefix("#"), let rgba = RGBA(hex: value) { return rgba }
            if value.hasPrefix("rgb("), value.hasSuffix(")") {
                let parts = value.dropFirst(4).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let channels = parts.compactMap { Double($0) }
                if channels.count == 3 {
                    return RGBA(r: UInt8(min(max(channels[0], 0), 255)), g: UInt8(min(max(channels[1], 0), 255)),
                                b: UInt8(min(max(channels[2], 0), 255)))
                }
            }
            if value.hasPrefix("url(") { throw SVGError("the fill '\(text)' (a gradient or pattern) is not drawn by nhs-snap") }
            throw SVGError("the fill '\(text)' is not a colour nhs-snap reads (hex, rgb(), none)")
        }

        /// A `transform` list, applied right to left as SVG specifies.
        private static func transform(_ text: String) throws(SVGError) -> Transform {
            var result = Transform.identity
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")") {
                let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
                let argumentText = String(rest[rest.index(after: open)..<close])
                var scanner = NumberScanner(Array(argumentText.unicodeScalars))
                var arguments: [Double] = []
                while true {
                    scanner.skipSeparators()
                    guard scanner.peek != nil else { break }
                    arguments.append(try scanner.number(in: argumentText))
                }
                let step: Transform
                switch (name, arguments.count) {
                case ("matrix", 6):
                    step = Transform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], tx: arguments[4], ty: arguments[5])
                case ("translate", 1): step = .translation(x: arguments[0], y: 0)
                case ("translate", 2): step = .translation(x: arguments[0], y: arguments[1])
                case ("scale", 1): step = .scale(arguments[0])
                case ("scale", 2): step = .scale(x: arguments[0], y: arguments[1])
                case ("rotate", 1): step = .rotation(arguments[0] * .pi / 180)
                case ("rotate", 3):
                    step = Transform.translation(x: -arguments[1], y: -arguments[2])
                        .concatenating(.rotation(arguments[0] * .pi / 180)).concatenating(.translation(x: arguments[1], y: arguments[2]))
                default:
                    throw SVGError("the transform '\(name)(\(argumentText))' is not read (matrix, translate, scale and rotate are)")
                }
                // Later transforms in the list apply first.
                result = step.concatenating(result)
                rest = rest[rest.index(after: close)...]
            }
            return result
        }
    }
}
