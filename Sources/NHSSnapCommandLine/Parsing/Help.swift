/// Help text, generated from the command tables so it always says what the parser accepts.
enum Help {
    /// `<program> help COMMAND` and `<program> COMMAND --help`.
    static func text(for command: Command, program: String) -> String {
        var sections = ["usage: \(command.usage(program: program))", command.summary + "."]
        if !command.arguments.isEmpty {
            sections.append("arguments:\n" + table(command.arguments.map { ($0.name, $0.help) }))
        }
        sections.append("options:\n" + table(command.options.map { option in
            (option.synopsis, option.help + (option.defaultValue.map { " (default: \($0))" } ?? "") + (option.repeats ? " (repeatable)" : ""))
        }))
        if command.options.contains(where: \.repeats) { sections.append(repeatsNote) }
        if !command.details.isEmpty { sections.append(command.details) }
        return sections.joined(separator: "\n\n")
    }

    /// What a command's help says when some of its options repeat.
    static let repeatsNote = """
        A (repeatable) option may be given more than once: its values add up, as one comma-separated
        list would. Any other option may be given once.
        """

    /// `<program>`, `<program> --help` and `<program> help`.
    static func text(for commands: [Command], program: String) -> String {
        [
            "\(program): snapshot testing for the NHS App design system",
            "usage: \(program) COMMAND [options] [arguments]",
            "commands:\n" + table(commands.map { ($0.name, $0.summary) } + [("help", "Show help for a command")]),
            "options:\n" + table([("-h, --help", "show this help"), ("--version", "print the version")]),
            "See '\(program) help COMMAND' for a command's arguments and options.",
        ].joined(separator: "\n\n")
    }

    /// Two columns, the second aligned, each row indented by two spaces.
    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { left, right in
            "  " + left + String(repeating: " ", count: width - left.count + 3) + right
        }.joined(separator: "\n")
    }
}
