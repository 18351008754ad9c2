/// The objects of a PDF file, found by a linear scan for `n g obj` (so a damaged or missing cross-
/// reference table does not matter; a later definition of a number replaces an earlier one, as an
/// incremental update does), with the objects of its object streams (PDF 1.5), and the trailer's
/// `Root`. Encrypted files are an error.
struct PDFDocument {
    let bytes: [UInt8]
    private(set) var objects: [Int: PDFObject] = [:]
    /// The document catalogue.
    private(set) var root: [String: PDFObject] = [:]

    init(_ bytes: [UInt8]) throws(PDFError) {
        self.bytes = bytes
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFError("not a PDF file (it does not begin '%PDF-')") }
        var trailers: [[String: PDFObject]] = []
        var parser = PDFParser(bytes)
        while let token = try parser.nextToken() {
            switch token {
            case .integer(let number):
                guard case .integer? = try parser.peekToken(0), case .keyword("obj")? = try parser.peekToken(1) else { continue }
                _ = try parser.nextToken()
                _ = try parser.nextToken()
                let object = try parser.object(in: "object \(number)")
                if case .keyword("stream")? = try parser.peekToken() {
                    _ = try parser.nextToken()
                    guard case .dictionary(let dictionary) = object else { throw PDFError("object \(number) has a stream but no dictionary") }
                    let stream = try Self.stream(in: bytes, dictionary: dictionary, after: parser.position, number: number)
                    objects[number] = .stream(stream)
                    if dictionary["Type"]?.name == "XRef" { trailers.append(dictionary) }
                    parser = PDFParser(bytes, at: stream.endstream + "endstream".utf8.count)
                } else {
                    objects[number] = object
                }
            case .keyword("trailer"):
                if case .dictionary(let dictionary) = try parser.object(in: "the trailer") { trailers.append(dictionary) }
            default:
                continue
            }
        }
        if trailers.contains(where: { $0["Encrypt"] != nil }) {
            throw PDFError("the PDF is encrypted (nhs-snap reads unencrypted files: export it without a password or permissions)")
        }
        try readObjectStreams()
        if let reference = trailers.last(where: { $0["Root"] != nil })?["Root"], let catalogue = resolve(reference).dictionary {
            root = catalogue
        } else if let catalogue = objects.values.compactMap(\.dictionary).first(where: { $0["Type"]?.name == "Catalog" }) {
            root = catalogue
        } else {
            throw PDFError("the PDF has no document catalogue (no trailer Root and no /Type /Catalog object)")
        }
    }

    /// A stream whose data begins after the end of line that follows `stream` at `offset`.
    private static func stream(in bytes: [UInt8], dictionary: [String: PDFObject], after offset: Int, number: Int) throws(PDFError) -> PDFStream {
        var start = offset
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        // A direct /Length that ends at `endstream` is taken; else the next `endstream`.
        if let length = dictionary["Length"]?.integer, length >= 0, start + length <= bytes.count {
            var lexer = PDFLexer(bytes, at: start + length)
            lexer.skipWhitespace()
            if bytes[lexer.position...].starts(with: Array("endstream".utf8)) {
                return PDFStream(dictionary: dictionary, start: start, endstream: lexer.position)
            }
        }
        guard let end = find(Array("endstream".utf8), in: bytes, from: start) else {
            throw PDFError("the stream of object \(number) has no 'endstream'")
        }
        return PDFStream(dictionary: dictionary, start: start, endstream: end)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Adds the objects held in object streams (`/Type /ObjStm`) that are not defined directly.
    private mutating func readObjectStreams() throws(PDFError) {
        for (number, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .stream(let stream) = object, stream.dictionary["Type"]?.name == "ObjStm" else { continue }
            guard let count = resolve(stream.dictionary["N"] ?? .null).integer,
                  let first = resolve(stream.dictionary["First"] ?? .null).integer
            else { throw PDFError("the object stream \(number) has no N or First") }
            let data = try decodedData(of: stream, name: "the object stream \(number)")
            var header = PDFParser(data)
            for _ in 0..<max(count, 0) {
                guard case .integer(let inner)? = try header.nextToken(), case .integer(let offset)? = try header.nextToken() else {
                    throw PDFError("the object stream \(number)'s header is not pairs of numbers")
                }
                guard objects[inner] == nil else { continue }
                var parser = PDFParser(data, at: first + offset)
                objects[inner] = try parser.object(in: "object \(inner) of the object stream \(number)")
            }
        }
    }

    /// `object`, or the object it refers to (null for a reference to nothing, as PDF says).
    func resolve(_ object: PDFObject) -> PDFObject {
        var current = object
        for _ in 0..<32 {
            guard case .reference(let number, _) = current else { return current }
            current = objects[number] ?? .null
        }
        return .null
    }

    /// The dictionary `object` is or refers to.
    func dictionary(_ object: PDFObject?) -> [String: PDFObject]? {
        object.flatMap { resolve($0).dictionary }
    }

    /// The stream's bytes with its filters undone; `name` says which stream in errors.
    func decodedData(of stream: PDFStream, name: String) throws(PDFError) -> [UInt8] {
        var end = stream.endstream
        if let length = resolve(stream.dictionary["Length"] ?? .null).integer, length >= 0, stream.start + length <= end {
            end = stream.start + length
        } else {
            // The end of line before `endstream` is not data.
            if end > stream.start, bytes[end - 1] == 10 { end -= 1 }
            if end > stream.start, bytes[end - 1] == 13 { end -= 1 }
        }
        var data = Array(bytes[stream.start..<max(end, stream.start)])
        let filters: [PDFObject]
        switch resolve(stream.dictionary["Filter"] ?? .null) {
        case .null: filters = []
        case .array(let array): filters = array.map(resolve)
        case let single: filters = [single]
        }
        let parameters: [PDFObject?]
        switch resolve(stream.dictionary["DecodeParms"] ?? .null) {
        case .array(let array): parameters = array.map { resolve($0) }
        case .null: parameters = []
        case let single: parameters = [single]
        }
        for (index, filter) in filters.enumerated() {
            let parameter = index < parameters.count ? parameters[index].flatMap { resolve($0).dictionary } : nil
            data = try PDFFilters.decode(data, filter: filter.name ?? "?", parameters: parameter, in: name)
        }
        return data
    }
}
