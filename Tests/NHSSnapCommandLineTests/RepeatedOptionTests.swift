import Snapshot
import Testing
@testable import NHSSnapCommandLine

/// A selection given more than once adds up; any other option given twice is a usage error.
@Suite struct RepeatedOptionTests {
    @Test func repeatedSelectionsAreTheUnionOfEveryValueGiven() throws {
        let options = try #require(try Parser<VerifyCommand.Options>.parse(
            [
                "--filter", "banner/*", "--filter", "toggle/*,banner/*", "--filter=title/*",
                "--device", "iphone-se", "--device", "ipad-pro-11,iphone-se",
                "--text-size", "large", "--text-size", "AX5",
                "--scheme", "light", "--scheme", "dark",
            ],
            command: "verify"))
        #expect(options.filter.patterns == ["banner/*", "toggle/*", "title/*"])
        #expect(options.filter.devices == [.iPhoneSE, .iPadPro11])
        #expect(options.filter.textSizes == [.large, .accessibility5])
        #expect(options.filter.schemes == [.light, .dark])
    }

    @Test func twoFiltersSelectTheScenesOfBoth() {
        let run = TinyApp.run(["list", "--filter", "tiny/box", "--filter", "tiny/label"])
        #expect(run.status == 0)
        #expect(run.out == "tiny/box\ntiny/label\n")
    }

    @Test(arguments: [
        (["verify", "--out", "a", "--out", "b"], "option '--out' given twice ('a' and 'b')", "verify"),
        (["render", "tiny/box", "-o", "a.png", "--output=b.png"], "option '--output' given twice ('a.png' and 'b.png')", "render"),
        (["render", "tiny/box", "--device", "iphone-se", "--device", "ipad-pro-11", "-o", "a.png"],
         "option '--device' given twice ('iphone-se' and 'ipad-pro-11')", "render"),
        (["record", "--force", "--force"], "option '--force' given twice", "record"),
    ])
    func anyOtherOptionGivenTwiceIsAUsageError(_ arguments: [String], _ message: String, _ command: String) {
        let run = TinyApp.run(arguments)
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err == "error: \(message)\nsee 'tiny-snapshots help \(command)'\n")
    }

    /// Every option of every command, given twice: the repeatable ones are read (or name their
    /// value), every other one is refused as given twice.
    @Test func everyOptionIsEitherRepeatableOrRefusedTwice() throws {
        for command in Tool.commands {
            let positionals = command.arguments.map { _ in "tiny/box" }
            for option in command.options where option.name != "help" {
                let once = ["--" + option.name] + (option.isFlag ? [] : ["iphone-se"])
                do {
                    _ = try command.parse(positionals + once + once)
                    #expect(option.repeats, "\(command.name) --\(option.name) was accepted twice")
                } catch let error as UsageError where error.message.contains("given twice") {
                    #expect(!option.repeats, "\(command.name) --\(option.name)")
                    #expect(error.message.hasPrefix("option '--\(option.name)' given twice"))
                } catch {
                    #expect(option.repeats || !"\(error)".contains("given twice"), "\(command.name) --\(option.name): \(error)")
                }
            }
        }
    }

    @Test func theHelpSaysWhichOptionsRepeat() {
        let verify = TinyApp.run(["help", "verify"]).out
        for name in ["filter GLOB", "device LIST", "text-size LIST", "scheme LIST"] {
            let line = verify.split(separator: "\n").first { $0.contains("--" + name) }
            #expect(line?.hasSuffix("(repeatable)") == true, "\(name): \(line ?? "")")
        }
        #expect(verify.split(separator: "\n").first { $0.contains("--out DIR") }?.contains("repeatable") == false)
        #expect(verify.contains("given more than once"))
        let render = TinyApp.run(["help", "render"]).out
        #expect(!render.contains("(repeatable)") && !render.contains("given more than once"))
        #expect(TinyApp.run(["help", "docs"]).out.contains("(repeatable)"))
    }
}
