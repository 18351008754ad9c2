import Snapshot

/// `audit`: only the accessibility audit of every selected snapshot, with verify's selection options.
enum AuditCommand {
    struct Options: CommandOptions {
        var audit = AuditSnapshots.Options()
        var filter = SnapshotFilter()
        var fonts: String?

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            SharedOptions.narrowing(\.filter) + [SharedOptions.jobs(\.audit.jobs), SharedOptions.fonts(\.fonts)]
        }
    }

    static var command: Command {
        Command(
            "audit", summary: "Audit every snapshot's accessibility, without goldens",
            details: """
                Renders every selected snapshot and checks it against WCAG 2.2 AA and the design system's
                rules: text contrast measured from the pixels (4.5:1, 3:1 for large text), the contrast
                of controls' borders and tracks (3:1), targets of 44 x 44 pt, truncated, clipped and
                overlapping text, labels, headings, containers and toggle state. Each finding names the
                snapshot, the element, its frame and the figure measured. A scene can waive a rule
                with a reason; waived findings are listed but do not fail. verify runs the same audit.

                exit status: 0 when no snapshot has a finding that is not waived; 1 when any has (or
                cannot be rendered); 2 for a usage error (options that select no snapshot).
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        let fonts = try context.loadedFonts(given: options.fonts)
        let outcome = try AuditSnapshots.run(context.selection(options.filter, fonts: fonts), options: options.audit)
        context.console.out(outcome.text)
        return outcome.passed ? .success : .failure
    }
}
