/// A command's typed options: a struct whose fields start at their defaults, and the table that
/// parses the command line into them and writes the command's help. Each table entry names the
/// field it sets by key path, so a renamed field is a compile error, never a crash.
protocol CommandOptions {
    /// The defaults, which the help shows.
    init()
    /// The positional arguments, in order; only the last may be variadic.
    static var arguments: [Argument<Self>] { get }
    /// The options, in the order the help lists them (`--help` is added to every command).
    static var options: [Option<Self>] { get }
}

/// How an option is spelled and shown in help.
struct OptionSpelling {
    /// The long name without dashes, e.g. `threshold`.
    let name: String
    /// A one-letter alias, e.g. `o` for `-o`.
    let short: Character?
    /// The placeholder for the value in help (e.g. `FILE`); nil makes the option a flag.
    let valueName: String?
    let help: String
    /// The default value as the help shows it, if any.
    let defaultValue: String?
    /// True for a list that may be given more than once, its values adding up (``Option/list(_:_:help:_:_:)``);
    /// any other option given twice is a usage error.
    var repeats = false

    var isFlag: Bool { valueName == nil }

    /// `-o, --output FILE` or `--include-aa`.
    var synopsis: String {
        let long = "--" + name + (valueName.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }

    static let help = OptionSpelling(name: "help", short: "h", valueName: nil, help: "show this help", defaultValue: nil)
}

/// One entry of a command's option table: its spelling, and how its text is stored in the options.
/// A flag's text is empty.
struct Option<Options: CommandOptions> {
    let spelling: OptionSpelling
    let store: (inout Options, String) throws -> Void

    /// `--name`: sets `field` to `value` (`true` by default).
    static func flag<Value>(
        _ name: String, short: Character? = nil, help: String, _ field: WritableKeyPath<Options, Value>, setting value: Value
    ) -> Option {
        Option(spelling: OptionSpelling(name: name, short: short, valueName: nil, help: help, defaultValue: nil)) { options, _ in
            options[keyPath: field] = value
        }
    }

    static func flag(_ name: String, short: Character? = nil, help: String, _ field: WritableKeyPath<Options, Bool>) -> Option {
        flag(name, short: short, help: help, field, setting: true)
    }

    /// `--name VALUE`: sets `field` to the value `parser` reads; the help shows the field's default.
    static func value<Value>(
        _ name: String, short: Character? = nil, _ valueName: String, help: String,
        _ field: WritableKeyPath<Options, Value>, _ parser: ValueParser<Value>
    ) -> Option {
        let spelling = OptionSpelling(
            name: name, short: short, valueName: valueName, help: help, defaultValue: parser.show(Options()[keyPath: field]))
        return Option(spelling: spelling) { options, text in
            options[keyPath: field] = try read(text, with: parser, for: name)
        }
    }

    /// `--name VALUE` for an optional field, nil unless given (or unless its default is set).
    static func value<Value>(
        _ name: String, short: Character? = nil, _ valueName: String, help: String,
        _ field: WritableKeyPath<Options, Value?>, _ parser: ValueParser<Value>
    ) -> Option {
        let spelling = OptionSpelling(
            name: name, short: short, valueName: valueName, help: help, defaultValue: Options()[keyPath: field].flatMap(parser.show))
        return Option(spelling: spelling) { options, text in
            options[keyPath: field] = try read(text, with: parser, for: name)
        }
    }

    /// `--name LIST`, which may be given more than once: the union of every list given, in the
    /// order first given (`--filter 'a/*' --filter 'b/*,a/*'` is `a/*`, `b/*`). Nil unless given.
    static func list<Element: Equatable>(
        _ name: String, _ valueName: String, help: String,
        _ field: WritableKeyPath<Options, [Element]?>, _ read: @escaping (String) throws -> [Element]
    ) -> Option {
        let spelling = OptionSpelling(name: name, short: nil, valueName: valueName, help: help, defaultValue: nil, repeats: true)
        let parser = ValueParser(read: read, show: { _ in nil })
        return Option(spelling: spelling) { options, text in
            var union = options[keyPath: field] ?? []
            for element in try Self.read(text, with: parser, for: name) where !union.contains(element) { union.append(element) }
            options[keyPath: field] = union
        }
    }

    /// The value of `text`, a mismatch reported as a usage error naming the option.
    private static func read<Value>(_ text: String, with parser: ValueParser<Value>, for name: String) throws -> Value {
        do { return try parser.read(text) } catch let mismatch as ValueMismatch {
            throw UsageError("option '--\(name)' needs \(mismatch.needs), got '\(text)'", hint: .commandHelp)
        }
    }
}

/// A positional argument: a placeholder name such as `EXPECTED`, what it means, and the field it
/// sets. A name ending in `...` (`DIR...`) takes one or more values.
struct Argument<Options: CommandOptions> {
    let name: String
    let help: String
    /// Stores the argument's values: one, or every one that is left for a variadic argument.
    let store: (inout Options, ArraySlice<String>) -> Void

    var isVariadic: Bool { name.hasSuffix("...") || name.hasSuffix("...]") }
    /// True for a last argument that may be left out, named in brackets (`[KEY...]`).
    var isOptional: Bool { name.hasPrefix("[") }

    /// One value.
    static func one(_ name: String, help: String, _ field: WritableKeyPath<Options, String>) -> Argument {
        Argument(name: name, help: help) { options, values in options[keyPath: field] = values.first ?? "" }
    }

    /// One or more values: the rest of the positional arguments. `name` ends in `...`.
    static func variadic(_ name: String, help: String, _ field: WritableKeyPath<Options, [String]>) -> Argument {
        Argument(name: name, help: help) { options, values in options[keyPath: field] = Array(values) }
    }

    /// Zero or more values: the rest of the positional arguments. `name` is `[NAME...]`.
    static func optionalVariadic(_ name: String, help: String, _ field: WritableKeyPath<Options, [String]>) -> Argument {
        variadic(name, help: help, field)
    }
}
