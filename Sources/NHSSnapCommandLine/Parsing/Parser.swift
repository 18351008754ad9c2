/// Parses a command's arguments into its typed options, by its table. Accepts `--name value`,
/// `--name=value`, `-s value`, flags, and `--` after which everything is positional. An option's
/// value is the next argument unless that starts with `--`. Every argument is read before any
/// value is, so `--help` shows the help whatever else was given; then an option given twice is
/// refused unless it repeats (a list, whose values add up), the positional arguments are counted,
/// and each value is read in the order given.
enum Parser<Options: CommandOptions> {
    /// The options of the command `command` (its name, for messages), or nil when `--help` was given.
    static func parse(_ arguments: [String], command: String) throws -> Options? {
        let table = Options.options
        var positionals: [String] = []
        var given: [(option: Option<Options>, text: String)] = []
        var wantsHelp = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positionals += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let (spelled, inlineValue) = split(argument)
            if matches(spelled, OptionSpelling.help) {
                wantsHelp = true
                continue
            }
            guard let option = table.first(where: { matches(spelled, $0.spelling) }) else {
                throw UsageError("unknown option '\(spelled)' for '\(command)'", hint: .commandHelp)
            }
            if let valueName = option.spelling.valueName {
                guard let value = inlineValue ?? rest.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) else {
                    throw UsageError("option '\(spelled)' needs a value (\(valueName))", hint: .commandHelp)
                }
                if inlineValue == nil { rest.removeFirst() }
                given.append((option, value))
            } else {
                if let inlineValue {
                    throw UsageError("option '\(spelled)' takes no value, got '\(inlineValue)'", hint: .commandHelp)
                }
                given.append((option, ""))
            }
        }
        if wantsHelp { return nil }
        try refuseRepeats(given)

        var options = Options()
        try store(positionals, into: &options, command: command)
        for (option, text) in given { try option.store(&options, text) }
        return options
    }

    /// Throws for the first option that does not repeat and is given a second time, naming both values.
    private static func refuseRepeats(_ given: [(option: Option<Options>, text: String)]) throws {
        var first: [String: String] = [:]
        for (option, text) in given where !option.spelling.repeats {
            let name = option.spelling.name
            guard let earlier = first[name] else {
                first[name] = text
                continue
            }
            let values = option.spelling.isFlag ? "" : " ('\(earlier)' and '\(text)')"
            throw UsageError("option '--\(name)' given twice\(values)", hint: .commandHelp)
        }
    }

    /// Stores the positional arguments after checking their number: exactly one for each
    /// argument, or one or more for a variadic last one (zero or more for an optional one).
    private static func store(_ positionals: [String], into options: inout Options, command: String) throws {
        let arguments = Options.arguments
        let isVariadic = arguments.last?.isVariadic == true
        if positionals.count > arguments.count && !isVariadic {
            throw UsageError("unexpected argument '\(positionals[arguments.count])'", hint: .commandHelp)
        }
        let required = arguments.count { !$0.isOptional }
        if positionals.count < required {
            let names = arguments.map(\.name).joined(separator: " ")
            throw UsageError(
                "'\(command)' needs \(arguments.count) argument\(arguments.count == 1 ? "" : "s") (\(names)), got \(positionals.count)",
                hint: .commandHelp)
        }
        for (index, argument) in arguments.enumerated() where index < positionals.count || argument.isOptional {
            argument.store(&options, argument.isVariadic ? positionals[index...] : positionals[index...index])
        }
    }

    /// `--name=value` → (`--name`, `value`); anything else is returned whole with no value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// True when `spelled` (`--name` or `-s`) is the option's long or short spelling.
    private static func matches(_ spelled: String, _ spelling: OptionSpelling) -> Bool {
        spelled == "--" + spelling.name || spelling.short.map { spelled == "-\($0)" } == true
    }
}
