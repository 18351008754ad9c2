/// A subcommand of `nhs-snap`, described as data: the parser reads its table of arguments and
/// options, and its help text is generated from the same table, so the help is always true.
struct Command: Sendable {
    /// What is typed after `nhs-snap`, e.g. `diff`.
    let name: String
    /// One line for the command list in `nhs-snap help`.
    let summary: String
    /// Positional arguments, all required, in order; the last may be variadic (see `Argument`).
    let arguments: [Argument]
    /// Options; `--help` is added to every command by `allOptions`.
    let options: [Option]
    /// A paragraph after the option list (e.g. the exit statuses); may be empty.
    let details: String
    /// Does the work once the arguments have been parsed and checked.
    let run: @Sendable (ParsedArguments) throws -> ExitStatus

    /// The command's options followed by `-h, --help`.
    var allOptions: [Option] { options + [.help] }

    /// `nhs-snap diff [options] EXPECTED ACTUAL`.
    var usage: String {
        (["nhs-snap", name, "[options]"] + arguments.map(\.name)).joined(separator: " ")
    }
}

/// A positional argument: a placeholder name such as `EXPECTED` and what it means. A name
/// ending in `...` (`DIR...`) takes one or more values; only the last argument may.
struct Argument: Sendable {
    let name: String
    let help: String

    var isVariadic: Bool { name.hasSuffix("...") }
}

/// An option: `--name VALUE` (also `--name=VALUE`, and `-s VALUE` when it has a short name),
/// or a flag `--name` when it has no value name.
struct Option: Sendable {
    /// The long name without dashes, e.g. `threshold`.
    let name: String
    /// A one-letter alias, e.g. `o` for `-o`.
    let short: Character?
    /// The placeholder for the value in help (e.g. `FILE`); nil makes the option a flag.
    let valueName: String?
    let help: String
    /// The value used when the option is not given, shown in help.
    let defaultValue: String?

    init(_ name: String, short: Character? = nil, valueName: String? = nil, help: String, default defaultValue: String? = nil) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
    }

    var isFlag: Bool { valueName == nil }

    /// `-o, --output FILE` or `--include-aa`.
    var synopsis: String {
        let long = "--" + name + (valueName.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }

    static let help = Option("help", short: "h", help: "show this help")
}

/// How `nhs-snap` ends: 0 all good, 1 the check failed (e.g. the images differ), 2 the command
/// could not do its work (bad usage, an unreadable file).
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case error = 2
}
