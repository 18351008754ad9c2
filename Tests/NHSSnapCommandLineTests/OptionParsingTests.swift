import Snapshot
import Testing
@testable import NHSSnapCommandLine

/// Each command's options are a typed struct, parsed from the table that writes its help.
@Suite struct OptionParsingTests {
    @Test func valuesArriveTypedInTheirFields() throws {
        let options = try #require(try Parser<VerifyCommand.Options>.parse(
            [
                "--goldens", "G", "--out=O", "-j", "3", "--shard", "2/4", "--text-size", "AX3, large", "--scheme", "dark",
                "--device", "iphone-se,ipad-pro-11", "--filter", "banner/*", "--max-diff-pixels=5", "--include-aa", "--timings",
            ],
            command: "verify"))
        #expect(options.verify.goldens == "G" && options.verify.artefacts == "O" && options.verify.jobs == 3)
        #expect(options.shard == (try Shard(index: 2, count: 4)))
        #expect(options.filter.textSizes == [.accessibility3, .large] && options.filter.schemes == [.dark])
        #expect(options.filter.devices == [.iPhoneSE, .iPadPro11] && options.filter.patterns == ["banner/*"])
        #expect(options.verify.tolerance.maxDiffPixels == 5 && !options.verify.tolerance.detectsAntialiasing)
        #expect(options.timings && options.fonts == nil && options.verify.junit == nil)
    }

    @Test func optionsNotGivenKeepTheWorkflowsDefaults() throws {
        let options = try #require(try Parser<RecordCommand.Options>.parse([], command: "record"))
        let defaults = Record.Options()
        #expect(options.record.goldens == defaults.goldens && options.record.mode == defaults.mode)
        #expect(options.record.tolerance == defaults.tolerance && options.record.jobs == defaults.jobs && !options.record.force)
        #expect(options.filter.devices == nil && options.filter.patterns == nil)
    }

    @Test func theHelpShowsTheDefaultsOfTheFields() throws {
        let help = TinyApp.run(["help", "verify"]).out
        #expect(help.contains("--goldens DIR         the goldens folder (default: \(Verify.Options().goldens))"))
        #expect(help.contains("(default: \(Verify.Options().jobs))"))
        #expect(help.contains("smaller is stricter (default: 0.01)"))
        #expect(help.contains("fraction of the image, 0 to 1 (default: 0)"))
        #expect(TinyApp.run(["help", "record"]).out.contains("all: every golden whose pixels changed (default: missing)"))
        #expect(TinyApp.run(["help", "render"]).out.contains("--text-size SIZE"))
    }

    /// A value of the wrong type is a usage error naming the option and the value, pointing at
    /// the command's help.
    @Test(arguments: [
        (["verify", "--jobs", "lots"], "option '--jobs' needs a number from 1 to 1024, got 'lots'", "verify"),
        (["verify", "--jobs", "1.5"], "option '--jobs' needs a whole number from 1 to 1024, got '1.5'", "verify"),
        (["verify", "--max-diff-ratio", "2"], "option '--max-diff-ratio' needs a number from 0 to 1, got '2'", "verify"),
        (["record", "--mode", "sometimes"], "option '--mode' needs missing, failed or all, got 'sometimes'", "record"),
        (["docs", "-j", "0"], "option '--jobs' needs a number from 1 to 1024, got '0'", "docs"),
        (["render", "tiny/box", "--scale", "2.5"], "option '--scale' needs a whole number from 1 to 4, got '2.5'", "render"),
        (["layout", "tiny/box", "--text-size", "huge"], "unknown text size 'huge'", "layout"),
        (["a11y", "tiny/box", "--scheme", "sepia"], "unknown colour scheme 'sepia' (light or dark)", "a11y"),
        (["merge-reports"], "'merge-reports' needs 1 argument (DIR...), got 0", "merge-reports"),
    ])
    func aBadValueIsAUsageError(_ arguments: [String], _ message: String, _ command: String) {
        let run = TinyApp.run(arguments)
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err == "error: \(message)\nsee 'tiny-snapshots help \(command)'\n")
    }

    @Test func anUnknownDevicePointsAtTheDeviceList() {
        #expect(TinyApp.run(["render", "tiny/box", "--device", "nokia", "-o", "x.png"]).err
            == "error: unknown device 'nokia'\nsee 'tiny-snapshots devices'\n")
    }

    @Test func helpIsShownWhateverElseIsGiven() {
        let run = TinyApp.run(["verify", "--jobs", "lots", "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("usage: tiny-snapshots verify [options]\n"))
    }

    /// Every option of every command, as a flag or with a value it cannot take: each is read by
    /// its own entry of the table, so each ends in a result or a usage error, never a crash.
    @Test func everyOptionOfEveryCommandIsReadByItsTable() throws {
        for command in Tool.commands {
            let positionals = command.arguments.map { _ in "tiny/box" }
            for option in command.options where option.name != "help" {
                let given = positionals + ["--" + option.name] + (option.isFlag ? [] : ["not a value"])
                do {
                    _ = try command.parse(given)
                } catch let error as UsageError {
                    #expect(error.message.contains("--\(option.name)") || error.message.contains("'not a value'"), "\(command.name) \(error)")
                } catch is SnapshotError {
                    // A list the workflow reads (`--device`, `--shard`) names the value itself.
                }
                if !option.isFlag {
                    #expect(throws: UsageError("option '--\(option.name)' needs a value (\(option.valueName ?? ""))", hint: .commandHelp)) {
                        try command.parse(positionals + ["--" + option.name])
                    }
                }
            }
        }
    }
}
