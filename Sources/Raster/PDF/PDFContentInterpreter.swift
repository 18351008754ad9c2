/// Runs a page's content stream (ISO 32000-1, 8 and 9) into `PDFDrawing` steps: the graphics
/// state (`q Q cm w J j M d gs`, with an ExtGState's `CA`/`ca`, line and dash entries), path
/// construction (`m l c v y h re`), painting (`f F f* S s B B* b b* n`), clipping (`W W*`), colour
/// (`g G rg RG k K cs CS sc SC scn SCN`), marked content (ignored) and form XObjects (`Do`, a
/// transparency group drawn apart when it is faded). Shadings, images and text draw what nhs-snap
/// cannot: each is an error naming its operator, never a blank.
struct PDFContentInterpreter {
    let document: PDFDocument
    private(set) var drawing: [PDFDrawing] = []
    private var state = PDFGraphicsState()
    private var stack: [PDFGraphicsState] = []
    private var path = Path()
    private var current: Point?
    private var subpathStart: Point?
    private var pendingClip: FillRule?
    /// How deep in form XObjects the content being run is.
    private var formDepth = 0

    init(document: PDFDocument) {
        self.document = document
    }

    /// Runs `content` with `resources`; saves left open are closed at the end.
    mutating func run(_ content: [UInt8], resources: [String: PDFObject]) throws(PDFError) {
        let depth = stack.count
        var parser = PDFParser(content)
        var operands: [PDFObject] = []
        var compatibility = 0
        while let item = try parser.nextItem() {
            switch item {
            case .object(let object): operands.append(object)
            case .keyword(let op):
                switch op {
                case "BX": compatibility += 1
                case "EX": compatibility = max(compatibility - 1, 0)
                default:
                    do throws(PDFError) {
                        try perform(op, operands, resources: resources, depth: depth)
                    } catch where compatibility > 0 && error.reason.hasPrefix("unknown operator") {
                        // Between BX and EX an operator nhs-snap does not know is skipped, as PDF says.
                    }
                }
                operands = []
            }
        }
        while stack.count > depth { restore() }
    }

    private mutating func perform(_ op: String, _ operands: [PDFObject], resources: [String: PDFObject], depth: Int) throws(PDFError) {
        func numbers(_ count: Int) throws(PDFError) -> [Double] {
            let values = operands.compactMap(\.number)
            guard operands.count == count, values.count == count else {
                throw PDFError("the operator '\(op)' takes \(count) number\(count == 1 ? "" : "s")")
            }
            return values
        }
        func point(_ values: [Double], _ index: Int) -> Point { Point(x: values[index], y: values[index + 1]) }
        switch op {
        // Graphics state.
        case "q":
            stack.append(state)
            drawing.append(.save)
        case "Q":
            if stack.count > depth { restore() }
        case "cm":
            let m = try numbers(6)
            state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
        case "w": state.lineWidth = try numbers(1)[0]
        case "J": state.cap = try PDFGraphicsState.cap(Int(try numbers(1)[0]))
        case "j": state.join = try PDFGraphicsState.join(Int(try numbers(1)[0]))
        case "M": state.miterLimit = try numbers(1)[0]
        case "d":
            guard operands.count == 2, let array = operands[0].array, let phase = operands[1].number else {
                throw PDFError("the operator 'd' takes an array and a number")
            }
            try setDash(array, phase: phase)
        case "gs":
            guard let name = operands.first?.name, let parameters = document.dictionary(document.dictionary(resources["ExtGState"])?[name]) else {
                throw PDFError("the graphics state /\(operands.first?.name ?? "?") of 'gs' is not in the page's resources")
            }
            try apply(parameters, name: name)
        case "ri", "i": break
        // Path construction.
        case "m":
            let p = point(try numbers(2), 0)
            path.move(to: p)
            (current, subpathStart) = (p, p)
        case "l":
            let p = point(try numbers(2), 0)
            try requireCurrentPoint(op)
            path.addLine(to: p)
            current = p
        case "c":
            let v = try numbers(6)
            try requireCurrentPoint(op)
            path.addCurve(to: point(v, 4), control1: point(v, 0), control2: point(v, 2))
            current = point(v, 4)
        case "v":
            let v = try numbers(4)
            guard let start = current else { throw PDFError("the operator 'v' has no current point") }
            path.addCurve(to: point(v, 2), control1: start, control2: point(v, 0))
            current = point(v, 2)
        case "y":
            let v = try numbers(4)
            try requireCurrentPoint(op)
            path.addCurve(to: point(v, 2), control1: point(v, 0), control2: point(v, 2))
            current = point(v, 2)
        case "h":
            if current != nil {
                path.closeSubpath()
                current = subpathStart
            }
        case "re":
            let v = try numbers(4)
            let origin = point(v, 0)
            path.move(to: origin)
            path.addLine(to: Point(x: v[0] + v[2], y: v[1]))
            path.addLine(to: Point(x: v[0] + v[2], y: v[1] + v[3]))
            path.addLine(to: Point(x: v[0], y: v[1] + v[3]))
            path.closeSubpath()
            (current, subpathStart) = (origin, origin)
        // Painting.
        case "f", "F": paint(fill: .nonZero, stroke: false)
        case "f*": paint(fill: .evenOdd, stroke: false)
        case "S": paint(fill: nil, stroke: true)
        case "s": close(); paint(fill: nil, stroke: true)
        case "B": paint(fill: .nonZero, stroke: true)
        case "B*": paint(fill: .evenOdd, stroke: true)
        case "b": close(); paint(fill: .nonZero, stroke: true)
        case "b*": close(); paint(fill: .evenOdd, stroke: true)
        case "n": paint(fill: nil, stroke: false)
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd
        // Colour.
        case "g": (state.fillSpace, state.fillComponents) = (.gray, try numbers(1))
        case "G": (state.strokeSpace, state.strokeComponents) = (.gray, try numbers(1))
        case "rg": (state.fillSpace, state.fillComponents) = (.rgb, try numbers(3))
        case "RG": (state.strokeSpace, state.strokeComponents) = (.rgb, try numbers(3))
        case "k": (state.fillSpace, state.fillComponents) = (.cmyk, try numbers(4))
        case "K": (state.strokeSpace, state.strokeComponents) = (.cmyk, try numbers(4))
        case "cs", "CS":
            guard operands.count == 1 else { throw PDFError("the operator '\(op)' takes a colour space name") }
            let space = try PDFColorSpace(operands[0], resources: resources, in: document)
            if op == "cs" { (state.fillSpace, state.fillComponents) = (space, space.black) } else {
                (state.strokeSpace, state.strokeComponents) = (space, space.black)
            }
        case "sc", "scn", "SC", "SCN":
            if operands.last?.name != nil {
                throw PDFError("the PDF paints with a pattern ('\(op)' with /\(operands.last?.name ?? "")), which nhs-snap does not draw")
            }
            let fill = op.first == "s"
            let components = try numbers((fill ? state.fillSpace : state.strokeSpace).componentCount)
            if fill { state.fillComponents = components } else { state.strokeComponents = components }
        // External objects.
        case "Do":
            guard let name = operands.first?.name else { throw PDFError("the operator 'Do' takes a name") }
            try drawXObject(name, resources: resources)
        // Marked content, compatibility and text state: nothing to draw.
        case "BMC", "BDC", "EMC", "MP", "DP", "BT", "ET", "Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*", "d0", "d1":
            break
        case "Tj", "TJ", "'", "\"":
            throw PDFError("the PDF draws text (the operator '\(op)'), which nhs-snap does not draw in PDF images: outline the text when exporting")
        case "sh":
            throw PDFError("the PDF draws a shading (the operator 'sh'), which nhs-snap does not draw: export gradients as flat colours, or the image as PNG")
        case "BI", "ID", "EI":
            throw PDFError("the PDF draws an inline image (the operator '\(op)'), which nhs-snap does not draw in PDF images")
        default:
            throw PDFError("unknown operator '\(op)' in the PDF's content")
        }
    }

    private func requireCurrentPoint(_ op: String) throws(PDFError) {
        if current == nil { throw PDFError("the operator '\(op)' has no current point (no 'm' before it)") }
    }

    private mutating func close() {
        if current != nil {
            path.closeSubpath()
            current = subpathStart
        }
    }

    private mutating func restore() {
        state = stack.removeLast()
        drawing.append(.restore)
    }

    /// Paints the current path (filled by `fill`'s rule, then stroked), clips by a pending `W`,
    /// and starts a new path.
    private mutating func paint(fill: FillRule?, stroke: Bool) {
        if !path.isEmpty {
            if let fill { drawing.append(.fill(path.applying(state.ctm), state.fillColor, fill)) }
            if stroke {
                let dashed = state.dash.isEmpty ? path : path.dashed(state.dash, phase: state.dashPhase)
                drawing.append(.stroke(dashed, state.strokeStyle, toPage: state.ctm, state.strokeColor))
            }
        }
        if let pendingClip { drawing.append(.clip(path.applying(state.ctm), pendingClip)) }
        pendingClip = nil
        path = Path()
        current = nil
        subpathStart = nil
    }

    private mutating func setDash(_ array: [PDFObject], phase: Double) throws(PDFError) {
        let lengths = array.compactMap { document.resolve($0).number }
        guard lengths.count == array.count, lengths.allSatisfy({ $0 >= 0 }) else {
            throw PDFError("a dash array holds something other than lengths of 0 or more")
        }
        // An array of zeros draws a solid line (as a viewer does).
        (state.dash, state.dashPhase) = (lengths.contains { $0 > 0 } ? lengths : [], phase)
    }

    /// An ExtGState's entries: line style, alpha; soft masks and blend modes other than Normal are errors.
    private mutating func apply(_ parameters: [String: PDFObject], name: String) throws(PDFError) {
        for (key, raw) in parameters {
            let value = document.resolve(raw)
            switch key {
            case "LW": if let width = value.number { state.lineWidth = width }
            case "LC": if let cap = value.integer { state.cap = try PDFGraphicsState.cap(cap) }
            case "LJ": if let join = value.integer { state.join = try PDFGraphicsState.join(join) }
            case "ML": if let limit = value.number { state.miterLimit = limit }
            case "D":
                if let pair = value.array, pair.count == 2, let array = document.resolve(pair[0]).array, let phase = document.resolve(pair[1]).number {
                    try setDash(array, phase: phase)
                }
            case "CA": if let alpha = value.number { state.strokeAlpha = alpha }
            case "ca": if let alpha = value.number { state.fillAlpha = alpha }
            case "BM":
                let mode = value.name ?? value.array?.first.flatMap { document.resolve($0).name }
                if mode != "Normal" && mode != "Compatible" {
                    throw PDFError("the graphics state /\(name) blends with /\(mode ?? "?"), which nhs-snap does not draw in PDF images (it draws Normal)")
                }
            case "SMask":
                if value.name != "None" { throw PDFError("the graphics state /\(name) has a soft mask (SMask), which nhs-snap does not draw") }
            case "AIS":
                if case .bool(true) = value { throw PDFError("the graphics state /\(name) sets alpha as shape (AIS), which nhs-snap does not draw") }
            default:
                // Overprint, halftones, transfer functions, flatness...: device matters that do not change the picture.
                break
            }
        }
    }

    /// `Do`: a form XObject's content, under its matrix, clipped to its box, with its resources.
    private mutating func drawXObject(_ name: String, resources: [String: PDFObject]) throws(PDFError) {
        guard let object = document.dictionary(resources["XObject"])?[name], case .stream(let stream) = document.resolve(object) else {
            throw PDFError("the XObject /\(name) of 'Do' is not in the page's resources")
        }
        switch stream.dictionary["Subtype"]?.name {
        case "Form": break
        case "Image": throw PDFError("the PDF draws an image ('Do' of the image XObject /\(name)), which nhs-snap does not draw in PDF images")
        case let other: throw PDFError("the XObject /\(name) (/\(other ?? "?")) is not drawn by nhs-snap (it draws forms)")
        }
        guard formDepth < 16 else { throw PDFError("form XObjects are nested over 16 deep (/\(name))") }
        let content = try document.decodedData(of: stream, name: "the form XObject /\(name)")
        let dictionary = stream.dictionary
        stack.append(state)
        drawing.append(.save)
        if let m = document.resolve(dictionary["Matrix"] ?? .null).array?.compactMap({ document.resolve($0).number }), m.count == 6 {
            state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
        }
        if let box = document.resolve(dictionary["BBox"] ?? .null).array?.compactMap({ document.resolve($0).number }), box.count == 4 {
            let rect = Rect(x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
            drawing.append(.clip(Path.rect(rect).applying(state.ctm), .nonZero))
        }
        // A transparency group starts with alpha 1 and is composited as a whole at the alpha it was drawn with.
        let group = document.dictionary(dictionary["Group"])?["S"]?.name == "Transparency"
        let opacity = state.fillAlpha
        let faded = group && opacity < 1
        if group { (state.fillAlpha, state.strokeAlpha) = (1, 1) }
        if faded { drawing.append(.beginGroup(opacity: opacity)) }
        formDepth += 1
        let savedPath = (path, current, subpathStart)
        (path, current, subpathStart) = (Path(), nil, nil)
        try run(content, resources: document.dictionary(dictionary["Resources"]) ?? resources)
        (path, current, subpathStart) = savedPath
        formDepth -= 1
        if faded { drawing.append(.endGroup) }
        restore()
    }
}
