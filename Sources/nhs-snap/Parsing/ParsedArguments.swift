/// A command's arguments, parsed against its table: positional arguments in order, option values
/// as given, flags that were set. Accessors read options by long name and fall back to defaults.
struct ParsedArguments {
    let command: Command
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` (what follows the command name). Accepts `--name value`, `--name=value`,
    /// `-s value`, flags, and `--` after which everything is positional. An option's value is the
    /// next argument unless that starts with `--`. The number of positionals is checked separately
    /// by `checkArgumentCount`, so that `--help` works with any.
    init(_ arguments: [String], for command: Command) throws(UsageError) {
        self.command = command
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positionals += rest
                return
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let (spelling, inlineValue) = Self.split(argument)
            guard let option = Self.option(spelled: spelling, in: command) else {
                throw UsageError("unknown option '\(spelling)' for '\(command.name)'", in: command)
            }
            if option.isFlag {
                if let inlineValue {
                    throw UsageError("option '\(spelling)' takes no value, got '\(inlineValue)'", in: command)
                }
                flags.insert(option.name)
            } else if let value = inlineValue ?? rest.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) {
                if inlineValue == nil { rest.removeFirst() }
                values[option.name] = value
            } else {
                throw UsageError("option '\(spelling)' needs a value (\(option.valueName!))", in: command)
            }
        }
    }

    /// `--name=value` → (`--name`, `value`); anything else is returned whole with no value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func option(spelled spelling: String, in command: Command) -> Option? {
        if spelling.hasPrefix("--") {
            return command.allOptions.first { "--" + $0.name == spelling }
        }
        return command.allOptions.first { $0.short.map { "-\($0)" } == spelling }
    }

    /// Throws unless exactly the command's positional arguments were given (one or more for a
    /// variadic last argument).
    func checkArgumentCount() throws(UsageError) {
        let expected = command.arguments.count
        if positionals.count > expected && command.arguments.last?.isVariadic != true {
            throw UsageError("unexpected argument '\(positionals[expected])'", in: command)
        }
        if positionals.count < expected {
            let names = command.arguments.map(\.name).joined(separator: " ")
            throw UsageError(
                "'\(command.name)' needs \(expected) argument\(expected == 1 ? "" : "s") (\(names)), got \(positionals.count)",
                in: command)
        }
    }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool {
        precondition(option(named: name).isFlag, "'\(name)' is not a flag of '\(command.name)'")
        return flags.contains(name)
    }

    /// The value of option `name`, or its default, or nil.
    func value(_ name: String) -> String? {
        values[name] ?? option(named: name).defaultValue
    }

    /// The value of option `name` as a number within `range`, or nil when it has neither a value
    /// nor a default.
    func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), range.contains(number) else {
            func format(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
            throw UsageError(
                "option '--\(name)' needs a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got '\(text)'",
                in: command)
        }
        return number
    }

    private func option(named name: String) -> Option {
        guard let option = command.allOptions.first(where: { $0.name == name }) else {
            preconditionFailure("'\(command.name)' has no option '\(name)'")
        }
        return option
    }
}
