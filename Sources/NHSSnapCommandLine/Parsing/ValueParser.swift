/// How an option's text becomes its typed value, and how a value is shown as the default in help.
struct ValueParser<Value> {
    /// Reads the text; throws ``ValueMismatch`` saying what the option needs, or an error of its
    /// own (a usage error with a hint, a workflow error) that is reported as it is.
    let read: (String) throws -> Value
    /// The text for `value` as a default in help; nil shows none.
    let show: (Value) -> String?
}

/// An option's text that is not what the option takes: reported as `option '--NAME' needs
/// <needs>, got '<text>'`.
struct ValueMismatch: Error {
    /// What the option takes, e.g. `a number from 0 to 1`.
    let needs: String
}

extension ValueParser where Value == String {
    /// The text as it is.
    static var text: ValueParser { ValueParser(read: { $0 }, show: { $0 }) }
}

extension ValueParser where Value == Double {
    /// A number within `range`.
    static func number(in range: ClosedRange<Double>) -> ValueParser {
        ValueParser(
            read: { text in
                guard let number = Double(text), range.contains(number) else {
                    throw ValueMismatch(needs: "a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
                }
                return number
            },
            show: format)
    }
}

extension ValueParser where Value == Int {
    /// A whole number within `range`.
    static func wholeNumber(in range: ClosedRange<Int>) -> ValueParser {
        let numbers = ValueParser<Double>.number(in: Double(range.lowerBound)...Double(range.upperBound))
        return ValueParser(
            read: { text in
                let number = try numbers.read(text)
                guard number == number.rounded() else {
                    throw ValueMismatch(needs: "a whole number from \(range.lowerBound) to \(range.upperBound)")
                }
                return Int(number)
            },
            show: { String($0) })
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the cases, by raw value: `missing, failed or all`.
    static var oneOfCases: ValueParser {
        let names = Value.allCases.map(\.rawValue)
        let needs = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names.joined()
        return ValueParser(
            read: { text in
                guard let value = Value(rawValue: text) else { throw ValueMismatch(needs: needs) }
                return value
            },
            show: \.rawValue)
    }
}

/// `1` for 1.0, `0.5` for 0.5: numbers as a person writes them.
private func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
}
