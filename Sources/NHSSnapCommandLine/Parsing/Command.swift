/// A command of the tool, described as data: the table of its typed options parses its command
/// line, and the same table writes its help, so the help is always true.
struct Command {
    /// What is typed after the program's name, e.g. `diff`.
    let name: String
    /// One line for the command list in the general help.
    let summary: String
    /// A paragraph after the option list (e.g. the exit statuses); may be empty.
    let details: String
    /// The positional arguments' names and help, in order.
    let arguments: [(name: String, help: String)]
    /// The options' spellings, in order, then `--help`.
    let options: [OptionSpelling]
    /// Parses what follows the command's name: nil when `--help` was asked for, else the work.
    let parse: ([String]) throws -> ((Context) throws -> ExitStatus)?

    /// The command `name`, whose arguments and options are `Options`' table and whose work is `run`.
    init<Options: CommandOptions>(
        _ name: String, summary: String, details: String = "", options: Options.Type,
        run: @escaping (Options, Context) throws -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.details = details
        arguments = Options.arguments.map { ($0.name, $0.help) }
        self.options = Options.options.map(\.spelling) + [.help]
        parse = { arguments in
            try Parser<Options>.parse(arguments, command: name).map { options in { context in try run(options, context) } }
        }
    }

    /// `<program> diff [options] EXPECTED ACTUAL`.
    func usage(program: String) -> String {
        ([program, name, "[options]"] + arguments.map(\.name)).joined(separator: " ")
    }
}
