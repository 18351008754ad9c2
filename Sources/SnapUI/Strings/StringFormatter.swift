import Foundation

/// A stretch of a localised string: its own text, or a value written into it.
enum LocalizedPiece {
    case text(String)
    case value(Text.Formatted)
}

/// Writes a localised format with its values, as `String(format:locale:)` and iOS's
/// `.stringsdict` handling do: `%@`, `%lld`, `%.1f` and the like (with `%1$@` positions), `%%`, and
/// variables (`%#@files@`, `%2$#@files@`) whose plural form is chosen by their value in the
/// language's plural rules (an explicit `zero` form is used for a whole 0 in every language).
struct StringFormatter {
    let arguments: [FormatArgument]
    let substitutions: [String: Substitution]
    /// The language whose plural rules choose forms: the language the value was found in.
    let language: String
    /// The locale numbers are written in.
    let locale: Locale

    /// The pieces of `format` with its values written in.
    func pieces(of format: LocalizedValue.Format) -> [LocalizedPiece] {
        var next = 0
        switch format {
        case .single(let string):
            return merged(pieces(string, variableArgument: nil, next: &next, depth: 0))
        case .plural(let forms):
            // A catalogue's plural without substitutions varies by its (one) number.
            let counted = arguments.firstIndex { $0.number != nil }
            let form = choose(forms, argument: counted) ?? ""
            return merged(pieces(form, variableArgument: nil, next: &next, depth: 0))
        }
    }

    /// `format`'s pieces. A specifier without a position writes `variableArgument` inside a
    /// variable's form, else the next value in order (`next`, 0-based).
    private func pieces(_ format: String, variableArgument: Int?, next: inout Int, depth: Int) -> [LocalizedPiece] {
        var pieces: [LocalizedPiece] = []
        let characters = Array(format)
        var index = 0
        var literal = ""
        func flush() {
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "%", let token = Specifier(characters, at: index) else {
                literal.append(character)
                index += 1
                continue
            }
            let written = String(characters[index..<token.end])
            index = token.end
            if token.isPercent {
                literal.append("%")
                continue
            }
            let argument: Int
            if let position = token.position {
                argument = position - 1
            } else if let variableArgument {
                argument = variableArgument
            } else {
                argument = next
                next += 1
            }
            if let name = token.variable {
                guard let substitution = substitutions[name], depth < 4 else {
                    literal += written
                    continue
                }
                let counted = substitution.argument.map { $0 - 1 } ?? argument
                var inner = 0
                let form = choose(substitution.forms, argument: counted) ?? ""
                flush()
                pieces += self.pieces(form, variableArgument: counted, next: &inner, depth: depth + 1)
                continue
            }
            guard arguments.indices.contains(argument) else {
                // A specifier without a value is shown as written, so the mismatch is seen.
                literal += written
                continue
            }
            flush()
            pieces.append(.value(arguments[argument].written(token.body, conversion: token.conversion, locale: locale)))
        }
        flush()
        return pieces
    }

    /// The form for the value at `argument` (0-based): an explicit `zero` for a whole 0, else the
    /// plural rules' category, else `other`.
    private func choose(_ forms: [PluralCategory: String], argument: Int?) -> String? {
        guard let argument, arguments.indices.contains(argument), let number = arguments[argument].number else {
            return forms[.other] ?? forms.values.first
        }
        let operands: PluralRules.Operands
        switch arguments[argument] {
        case .double(let value):
            // Counted as written: `%lf` shows six decimals, so 1.0 is "other" in English, as on iOS.
            let precision = (forms[.other] ?? "").split(separator: "%").dropFirst().lazy.compactMap(Specifier.precision(of:)).first
            operands = PluralRules.Operands(value, fractionDigits: precision ?? 6)
        default:
            operands = PluralRules.Operands(Int64(exactly: number) ?? Int64.max)
        }
        if number == 0, operands.v == 0, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(of: operands, language: language)] ?? forms[.other] ?? forms.values.first
    }

    /// Neighbouring texts joined.
    private func merged(_ pieces: [LocalizedPiece]) -> [LocalizedPiece] {
        var result: [LocalizedPiece] = []
        for piece in pieces {
            if case .text(let text) = piece, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(piece)
            }
        }
        return result
    }
}

/// One printf specifier at a `%`: `%%`, `%@`, `%lld`, `%1$.2f`, or a variable `%#@name@`.
struct Specifier {
    /// Where the specifier ends in the characters.
    let end: Int
    /// True for `%%`.
    var isPercent = false
    /// The 1-based position (`%2$@`).
    var position: Int?
    /// The variable's name, for `%#@name@`.
    var variable: String?
    /// The specifier without its position ("%.2f"), as `String(format:)` takes it.
    var body = ""
    var conversion: Character = "@"

    /// The specifier starting at `start` (a `%`); nil when what follows is no specifier.
    init?(_ characters: [Character], at start: Int) {
        var index = start + 1
        guard index < characters.count else { return nil }
        if characters[index] == "%" {
            end = index + 1
            isPercent = true
            return
        }
        var digits = ""
        var scan = index
        while scan < characters.count, characters[scan].isASCII, characters[scan].isNumber {
            digits.append(characters[scan])
            scan += 1
        }
        if !digits.isEmpty, scan < characters.count, characters[scan] == "$" {
            position = Int(digits)
            index = scan + 1
        }
        if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@") else { return nil }
            variable = String(characters[(index + 2)..<close])
            end = close + 1
            return
        }
        var body = "%"
        while index < characters.count, "-+ #0'".contains(characters[index]) {
            body.append(characters[index])
            index += 1
        }
        while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
            body.append(characters[index])
            index += 1
        }
        while index < characters.count, "hlqLzjt".contains(characters[index]) {
            body.append(characters[index])
            index += 1
        }
        guard index < characters.count, "@dDiuUxXoOfFeEgGaAcCsSp".contains(characters[index]) else { return nil }
        conversion = characters[index]
        body.append(conversion)
        self.body = body
        end = index + 1
    }

    /// The precision of the float specifier at the start of `text` (what follows a `%`): 2 for ".2f".
    static func precision(of text: Substring) -> Int? {
        guard let specifier = Specifier(Array("%" + text), at: 0), "fFeEgG".contains(specifier.conversion) else { return nil }
        guard let dot = specifier.body.firstIndex(of: ".") else { return 6 }
        return Int(specifier.body[specifier.body.index(after: dot)...].prefix { $0.isNumber }) ?? 0
    }
}
