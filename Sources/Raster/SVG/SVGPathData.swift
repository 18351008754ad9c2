/// An SVG path's `d` attribute as a `Path`: moves, lines (`M L H V`), cubic and quadratic Béziers
/// with their smooth forms (`C S Q T`) and `Z`, absolute (capitals) and relative, with repeated
/// coordinates continuing the last command as SVG specifies. Arcs (`A`) are an error.
enum SVGPathData {
    static func path(_ data: String) throws(SVGError) -> Path {
        var scanner = NumberScanner(Array(data.unicodeScalars))
        var path = Path()
        var current = Point(x: 0, y: 0), start = current
        /// The last curve's second control point (for S) or control point (for T), and which it was.
        var lastCubic: Point?, lastQuad: Point?
        var command: Unicode.Scalar?
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { break }
            if next.properties.isAlphabetic {
                command = next
                scanner.advance()
            } else if command == nil {
                throw SVGError("the path data '\(data.prefix(40))' does not begin with a command")
            }
            guard let c = command else { break }
            let relative = c.properties.isLowercase
            func point() throws(SVGError) -> Point {
                let x = try scanner.number(in: data), y = try scanner.number(in: data)
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var cubic: Point?, quad: Point?
            switch c {
            case "M", "m":
                current = try point()
                start = current
                path.move(to: current)
                // Further pairs after a move are lines.
                command = relative ? "l" : "L"
            case "L", "l":
                current = try point()
                path.addLine(to: current)
            case "H", "h":
                let x = try scanner.number(in: data)
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
            case "V", "v":
                let y = try scanner.number(in: data)
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
            case "C", "c":
                let c1 = try point(), c2 = try point(), end = try point()
                path.addCurve(to: end, control1: c1, control2: c2)
                (current, cubic) = (end, c2)
            case "S", "s":
                let c1 = lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(), end = try point()
                path.addCurve(to: end, control1: c1, control2: c2)
                (current, cubic) = (end, c2)
            case "Q", "q":
                let control = try point(), end = try point()
                path.addQuadCurve(to: end, control: control)
                (current, quad) = (end, control)
            case "T", "t":
                let control = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = try point()
                path.addQuadCurve(to: end, control: control)
                (current, quad) = (end, control)
            case "Z", "z":
                path.closeSubpath()
                current = start
                command = nil
            case "A", "a":
                throw SVGError("arc commands (A) in path data are not drawn: convert arcs to curves when exporting")
            default:
                throw SVGError("unknown path command '\(c)'")
            }
            (lastCubic, lastQuad) = (cubic, quad)
        }
        return path
    }
}

/// Reads SVG numbers: signs, decimals and exponents, separated by spaces, commas, or nothing where
/// a sign or a second point starts the next (`1-2`, `.5.5`).
struct NumberScanner {
    private let chars: [Unicode.Scalar]
    private var index = 0

    init(_ chars: [Unicode.Scalar]) {
        self.chars = chars
    }

    var peek: Unicode.Scalar? { index < chars.count ? chars[index] : nil }

    mutating func advance() { index += 1 }

    mutating func skipSeparators() {
        while let c = peek, c == " " || c == "," || c == "\n" || c == "\t" || c == "\r" { index += 1 }
    }

    /// The next number; an error naming `source` when there is none.
    mutating func number(in source: String) throws(SVGError) -> Double {
        skipSeparators()
        var text = ""
        if let c = peek, c == "-" || c == "+" { text.unicodeScalars.append(c); advance() }
        var seenPoint = false, seenExponent = false
        while let c = peek {
            if ("0"..."9").contains(c) {
                text.unicodeScalars.append(c)
            } else if c == ".", !seenPoint, !seenExponent {
                seenPoint = true
                text.unicodeScalars.append(c)
            } else if c == "e" || c == "E", !seenExponent, !text.isEmpty {
                seenExponent = true
                text.unicodeScalars.append(c)
                advance()
                if let sign = peek, sign == "-" || sign == "+" { text.unicodeScalars.append(sign) } else { continue }
            } else {
                break
            }
            advance()
        }
        guard let value = Double(text), value.isFinite else {
            throw SVGError("expected a number at '\(String(String.UnicodeScalarView(chars[min(index, chars.count)...].prefix(20))))' in '\(source.prefix(60))'")
        }
        return value
    }
}
