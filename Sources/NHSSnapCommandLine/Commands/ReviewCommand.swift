import Foundation
import Snapshot
import SnapshotReview

/// `review`: serves the last run's report on 127.0.0.1, where each failure can be accepted
/// (its golden written as record writes it) or rejected, and orphans and strays deleted.
enum ReviewCommand {
    struct Options: CommandOptions {
        var verify = Verify.Options()
        var filter = SnapshotFilter()
        var run = false
        var port = 0
        var fonts: String?

        static var arguments: [Argument<Self>] { [] }

        static var options: [Option<Self>] {
            [
                .value("out", "DIR", help: "the artefacts folder of the run to review", \.verify.artefacts, .text),
                .value("port", "N", help: "listen on this port of 127.0.0.1 (0: a free one)", \.port, .wholeNumber(in: 0...65535)),
                .flag("run", help: "run verify first, even when the artefacts folder holds a run", \.run),
                SharedOptions.goldens(\.verify.goldens),
            ]
                + SharedOptions.narrowing(\.filter) + [SharedOptions.jobs(\.verify.jobs), SharedOptions.fonts(\.fonts)]
        }
    }

    static var command: Command {
        Command(
            "review", summary: "Review the last run in the browser: accept or reject each failure",
            details: """
                Serves the report of the run in the artefacts folder on 127.0.0.1 only, running verify
                first (with --goldens and the narrowing options) when there is none or with --run, and
                prints its address. Accept writes the golden from a fresh rendering, atomically, as record
                does, and is refused when that rendering is not the run's actual image (the code changed
                since the run). Only PNG files in the goldens and artefacts folders are served; only
                goldens, and the orphans and strays of the run, are written or deleted. Decisions are kept
                in review.json in the artefacts folder. Stop it with the page's Stop button or Ctrl-C.
                Refuses in CI (the CI environment variable set).

                exit status: 0 when the server stopped; 2 for a usage error, CI, a port that cannot be
                listened on, or a run that cannot be read.
                """,
            options: Options.self, run: run)
    }

    static func run(_ options: Options, _ context: Context) throws -> ExitStatus {
        try refuseInCI(context, command: "review")
        let fonts = try context.loadedFonts(given: options.fonts)
        let results = options.verify.artefacts + "/" + RunReport.resultsFile
        if options.run || !FileManager.default.fileExists(atPath: results) {
            let outcome = try Verify.run(context.selection(options.filter, fonts: fonts), options: options.verify)
            context.console.out(outcome.text)
        }
        let approver = try Approver(catalogue: context.catalogue(fonts: fonts), matrix: context.matrix, artefacts: options.verify.artefacts)
        let checked = try SafeFolder(options.verify.goldens).root
        guard approver.report.goldens == checked else {
            throw UsageError(
                "the run in '\(options.verify.artefacts)' checked the goldens in '\(approver.report.goldens)', not '\(checked)'; "
                    + "pass --goldens '\(approver.report.goldens)', or --run to verify against '\(checked)'",
                hint: nil)
        }
        let server: ReviewServer
        do {
            server = try ReviewServer(session: ReviewSession(approver: approver), port: UInt16(options.port))
        } catch let error as HTTPServer.StartError {
            throw UsageError(error.description, hint: nil)
        }
        context.console.out("review: \(server.url) (stop it from the page, or with Ctrl-C)")
        fflush(nil)  // the address is wanted now, also when stdout is a pipe
        server.serve()
        context.console.out("review: stopped")
        return .success
    }

    /// Throws in CI: goldens are accepted where someone looks at them, as record refuses.
    static func refuseInCI(_ context: Context, command: String) throws {
        if Record.isCI(context.processEnvironment) {
            throw UsageError(
                "refusing to \(command) in CI (the CI environment variable is set); review and approve on a developer's machine",
                hint: nil)
        }
    }
}
