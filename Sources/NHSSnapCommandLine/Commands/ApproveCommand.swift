import Snapshot
import SnapshotReview

/// `approve KEY...`: accepts failures of the last run from the command line, as the review page does.
enum ApproveCommand {
    struct Options: CommandOptions {
        var keys: [String] = []
        var artefacts = Verify.Options().artefacts
        var filter = SnapshotFilter()
        var fonts: String?

        static var arguments: [Argument<Self>] {
            [.optionalVariadic("[KEY...]", help: "snapshot keys as verify prints them, scene/variant/configuration", \.keys)]
        }

        static var options: [Option<Self>] {
            [.value("out", "DIR", help: "the artefacts folder of the run", \.artefacts, .text)]
                + SharedOptions.narrowing(\.filter) + [SharedOptions.fonts(\.fonts)]
        }
    }

    static var command: Command {
        Command(
            "approve", summary: "Accept failures of the last run as their new goldens",
            details: """
                Accepts the snapshots named, or every failure of the last run that the narrowing options
                keep (--filter, --device, --text-size, --scheme, --locale), or both. Each is rendered
                again and the goldens that failed are written, atomically, as record writes them: the image, the .txt
                VoiceOver transcript (the configuration's own, or the scene's shared transcript.txt
                when all its configurations read the same; no other configuration's changes), or both;
                unless that rendering is not what the run showed (the
                code changed since the run: run verify again). A snapshot that fails only the
                accessibility audit is refused: findings are fixed in the code or waived in the scene. A
                key that is not a failure of the run, or cannot be accepted, is an error, and nothing is
                written. Refuses in CI.

                exit status: 0 when every one was accepted (or already was); 1 when some were refused as
                stale or could not be rendered; 2 for a usage error, CI, no run, or a golden that cannot
                be written.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        try ReviewCommand.refuseInCI(context, command: "approve")
        let filter = options.filter
        guard !options.keys.isEmpty || !filter.criteria.isEmpty else {
            throw UsageError("give the keys to approve, or --filter (or --device, --text-size, --scheme, --locale)", hint: .commandHelp)
        }
        let fonts = try context.loadedFonts(given: options.fonts)
        let approver = try Approver(catalogue: context.catalogue(fonts: fonts), matrix: context.matrix, artefacts: options.artefacts)
        for key in options.keys {
            if let problem = approver.problem(with: key) { throw UsageError(problem, hint: nil) }
        }
        var keys = options.keys
        if !filter.criteria.isEmpty {
            let matching = approver.keys(matching: filter)
            if matching.isEmpty && options.keys.isEmpty {
                throw UsageError("no failure of the last run matches \(filter.criteria)", hint: .commandHelp)
            }
            keys += matching.filter { !keys.contains($0) }
        }
        let approvals = try ReviewSession(approver: approver).accept(keys)
        var refused = 0
        for approval in approvals {
            switch approval.outcome {
            case .accepted: context.console.out("accepted \(approval.key): \(approval.message)" + note(approval))
            case .unchanged: context.console.out("unchanged \(approval.key): already held by \(approval.message)" + note(approval))
            case .refused:
                refused += 1
                context.console.out("REFUSED \(approval.key): \(approval.message)")
            }
        }
        context.console.out("approve: \(approvals.count - refused) accepted, \(refused) refused")
        return refused == 0 ? .success : .failure
    }

    /// `; ` and the approval's note, or nothing.
    private static func note(_ approval: Approver.Approval) -> String {
        approval.note.map { "; " + $0 } ?? ""
    }
}
