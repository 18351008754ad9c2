import Foundation
import Raster
import Testing

/// What a run of the built `nhs-snap` printed and returned.
struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `nhs-snap` binary built next to this test bundle (or the one at `executable`), in
/// `directory`, with this process's environment changed by `environment` (a nil value removes
/// the variable).
func nhsSnap(
    _ arguments: [String], in directory: URL = FileManager.default.temporaryDirectory, executable: String? = nil,
    environment changes: [String: String?] = [:]
) throws -> Run {
    let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
    let process = Process()
    process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? products.appendingPathComponent("nhs-snap")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus,
        stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}

@Suite struct HelpTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func generalHelpListsTheCommands(_ arguments: [String]) throws {
        let run = try nhsSnap(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("usage: nhs-snap COMMAND"))
        #expect(run.stdout.contains("\n  diff "))
        #expect(run.stdout.contains("--version"))
    }

    @Test(arguments: [["help", "diff"], ["diff", "--help"], ["diff", "-h"], ["diff", "a.png", "--help"]])
    func commandHelpComesFromTheOptionTable(_ arguments: [String]) throws {
        let run = try nhsSnap(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("usage: nhs-snap diff [options] EXPECTED ACTUAL\n"))
        #expect(run.stdout.contains("-o, --output FILE"))
        #expect(run.stdout.contains("--threshold T"))
        #expect(run.stdout.contains("(default: 0.1)"))
        #expect(run.stdout.contains("--include-aa"))
        #expect(run.stdout.contains("-h, --help"))
    }

    @Test func versionIsPrinted() throws {
        let run = try nhsSnap(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("nhs-snap "))
    }
}

@Suite struct UsageErrorTests {
    /// One `error:` line naming the input and the cause, then where to look, and exit status 2.
    @Test(arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'\nsee 'nhs-snap help'\n"),
        (["help", "frobnicate"], "error: unknown command 'frobnicate'\nsee 'nhs-snap help'\n"),
        ([], "error: no command given\nsee 'nhs-snap help'\n"),
        (["--frobnicate"], "error: unknown option '--frobnicate'\nsee 'nhs-snap help'\n"),
        (["diff", "a.png", "b.png", "--colour"], "error: unknown option '--colour' for 'diff'\nsee 'nhs-snap help diff'\n"),
        (["diff", "-x", "a.png", "b.png"], "error: unknown option '-x' for 'diff'\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "--threshold"], "error: option '--threshold' needs a value (T)\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "-o", "--include-aa"], "error: option '-o' needs a value (FILE)\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "--threshold", "lots"],
         "error: option '--threshold' needs a number from 0 to 1, got 'lots'\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "--threshold=1.5"],
         "error: option '--threshold' needs a number from 0 to 1, got '1.5'\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "--include-aa=yes"],
         "error: option '--include-aa' takes no value, got 'yes'\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png"], "error: 'diff' needs 2 arguments (EXPECTED ACTUAL), got 1\nsee 'nhs-snap help diff'\n"),
        (["diff", "a.png", "b.png", "c.png"], "error: unexpected argument 'c.png'\nsee 'nhs-snap help diff'\n"),
    ])
    func reportsTheMistake(_ arguments: [String], _ message: String) throws {
        let run = try nhsSnap(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message)
    }
}

@Suite final class DiffCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var changed = Bitmap(width: 20, height: 10, fill: .white)
        for x in 0..<5 { changed[x, 2] = .black }
        try PNG.write(Bitmap(width: 20, height: 10, fill: .white), to: path("white.png"))
        try PNG.write(Bitmap(width: 20, height: 10, fill: .white), to: path("white-too.png"))
        try PNG.write(changed, to: path("changed.png"))
        try PNG.write(Bitmap(width: 20, height: 12, fill: .white), to: path("taller.png"))
        try Data("not a picture".utf8).write(to: directory.appendingPathComponent("notes.png"))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @Test func identicalFilesExitZero() throws {
        let run = try nhsSnap(["diff", "white.png", "white-too.png"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == "0 of 200 pixels differ (0.00%)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func differingFilesExitOneAndWriteTheDiffImage() throws {
        let run = try nhsSnap(["diff", "white.png", "changed.png", "-o", "diff.png"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout == "5 of 200 pixels differ (2.50%)\n")
        let image = try PNG.read(path: path("diff.png"))
        #expect(image[0, 2] == RGBA(r: 255, g: 0, b: 0))
        #expect(image[10, 2] == .white)
    }

    @Test func optionsAreReadInEverySpelling() throws {
        // A threshold of 1 forgives every colour change; `--` ends the options.
        for arguments in [
            ["diff", "--threshold", "1", "white.png", "changed.png"],
            ["diff", "--threshold=1", "white.png", "changed.png"],
            ["diff", "--threshold=1", "--", "white.png", "changed.png"],
        ] {
            let run = try nhsSnap(arguments, in: directory)
            #expect(run.status == 0, "\(arguments)")
        }
        let strict = try nhsSnap(["diff", "--include-aa", "--output=d.png", "white.png", "changed.png"], in: directory)
        #expect(strict.status == 1)
        #expect(FileManager.default.fileExists(atPath: path("d.png")))
    }

    @Test func sizeMismatchIsNamed() throws {
        let run = try nhsSnap(["diff", "white.png", "taller.png"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout == "sizes differ: expected 20x10, actual 20x12\n240 of 240 pixels differ (100.00%)\n")
    }

    @Test func missingFileIsAnErrorNamingIt() throws {
        let run = try nhsSnap(["diff", "white.png", "nowhere.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: nowhere.png: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func nonPNGIsAnErrorNamingIt() throws {
        let run = try nhsSnap(["diff", "notes.png", "white.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: notes.png: not a PNG"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
