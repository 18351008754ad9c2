/// The elements of an SVG file as a flat list of tags: a name, its attributes, and whether it opens,
/// closes or is empty. Comments, the XML declaration, doctypes and text between tags are skipped.
struct SVGMarkup {
    enum Kind { case open, close, empty }

    struct Tag {
        let name: String
        let attributes: [String: String]
        let kind: Kind
    }

    let tags: [Tag]

    init(_ text: String) throws(SVGError) {
        let chars = Array(text.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func starts(_ s: String, at index: Int) -> Bool {
            let scalars = Array(s.unicodeScalars)
            return index + scalars.count <= chars.count && Array(chars[index..<index + scalars.count]) == scalars
        }
        func skip(past end: String) throws(SVGError) {
            while i < chars.count && !starts(end, at: i) { i += 1 }
            guard i < chars.count else { throw SVGError("the markup ends inside a '\(end)' section") }
            i += end.unicodeScalars.count
        }
        while i < chars.count {
            guard chars[i] == "<" else {
                i += 1
                continue
            }
            if starts("<!--", at: i) { try skip(past: "-->"); continue }
            if starts("<![CDATA[", at: i) { try skip(past: "]]>"); continue }
            if starts("<?", at: i) || starts("<!", at: i) { try skip(past: ">"); continue }
            i += 1
            var kind = Kind.open
            if i < chars.count, chars[i] == "/" {
                kind = .close
                i += 1
            }
            var name = ""
            while i < chars.count, !Self.isSpace(chars[i]), chars[i] != ">", chars[i] != "/" {
                name.unicodeScalars.append(chars[i])
                i += 1
            }
            var attributes: [String: String] = [:]
            while true {
                while i < chars.count, Self.isSpace(chars[i]) { i += 1 }
                guard i < chars.count else { throw SVGError("the markup ends inside the tag <\(name)>") }
                if chars[i] == ">" {
                    i += 1
                    break
                }
                if chars[i] == "/" {
                    kind = .empty
                    i += 1
                    continue
                }
                var attribute = ""
                while i < chars.count, chars[i] != "=", !Self.isSpace(chars[i]), chars[i] != ">" {
                    attribute.unicodeScalars.append(chars[i])
                    i += 1
                }
                while i < chars.count, Self.isSpace(chars[i]) { i += 1 }
                guard i < chars.count, chars[i] == "=" else { throw SVGError("the attribute '\(attribute)' of <\(name)> has no value") }
                i += 1
                while i < chars.count, Self.isSpace(chars[i]) { i += 1 }
                guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else {
                    throw SVGError("the value of '\(attribute)' in <\(name)> is not quoted")
                }
                let quote = chars[i]
                i += 1
                var value = ""
                while i < chars.count, chars[i] != quote {
                    value.unicodeScalars.append(chars[i])
                    i += 1
                }
                guard i < chars.count else { throw SVGError("the value of '\(attribute)' in <\(name)> is not closed") }
                i += 1
                attributes[attribute] = value
            }
            tags.append(Tag(name: name, attributes: attributes, kind: kind))
        }
        self.tags = tags
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" }
}
