/// Reads PDF objects from tokens: arrays, dictionaries, indirect references (`12 0 R`), and at
/// the top level of a file, indirect objects (`12 0 obj ... endobj`) with their streams.
struct PDFParser {
    var lexer: PDFLexer
    private var pending: [PDFLexer.Token] = []

    init(_ bytes: [UInt8], at position: Int = 0) {
        lexer = PDFLexer(bytes, at: position)
    }

    /// The offset of the next token not yet taken (pending tokens included).
    var position: Int { lexer.position }

    mutating func nextToken() throws(PDFError) -> PDFLexer.Token? {
        if !pending.isEmpty { return pending.removeFirst() }
        return try lexer.next()
    }

    mutating func peekToken(_ offset: Int = 0) throws(PDFError) -> PDFLexer.Token? {
        while pending.count <= offset {
            guard let token = try lexer.next() else { return nil }
            pending.append(token)
        }
        return pending[offset]
    }

    /// The next object; a keyword other than `true`, `false` and `null` (a content stream's
    /// operator, or `obj`/`endobj`) is returned as `.keyword` for the caller.
    enum Item {
        case object(PDFObject)
        case keyword(String)
    }

    mutating func nextItem() throws(PDFError) -> Item? {
        guard let token = try nextToken() else { return nil }
        switch token {
        case .integer(let value):
            // `n g R` is a reference.
            if case .integer(let generation)? = try peekToken(0), case .keyword("R")? = try peekToken(1) {
                pending.removeFirst(2)
                return .object(.reference(value, generation))
            }
            return .object(.integer(value))
        case .real(let value): return .object(.real(value))
        case .name(let value): return .object(.name(value))
        case .string(let value): return .object(.string(value))
        case .keyword("true"): return .object(.bool(true))
        case .keyword("false"): return .object(.bool(false))
        case .keyword("null"): return .object(.null)
        case .keyword(let word): return .keyword(word)
        case .arrayStart:
            var elements: [PDFObject] = []
            while true {
                if case .arrayEnd? = try peekToken() {
                    pending.removeFirst()
                    return .object(.array(elements))
                }
                elements.append(try object(in: "an array"))
            }
        case .dictionaryStart:
            var entries: [String: PDFObject] = [:]
            while true {
                guard let key = try nextToken() else { throw PDFError("a dictionary does not end") }
                if key == .dictionaryEnd { return .object(.dictionary(entries)) }
                guard case .name(let name) = key else { throw PDFError("a dictionary key is not a name (near byte \(position))") }
                entries[name] = try object(in: "a dictionary")
            }
        case .arrayEnd, .dictionaryEnd:
            throw PDFError("an unexpected '\(token == .arrayEnd ? "]" : ">>")' near byte \(position)")
        }
    }

    /// The next item, which must be an object.
    mutating func object(in context: String) throws(PDFError) -> PDFObject {
        switch try nextItem() {
        case .object(let object)?: return object
        case .keyword(let word)?: throw PDFError("'\(word)' in \(context) near byte \(position) is not an object")
        case nil: throw PDFError("\(context) does not end")
        }
    }
}
