#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that `PNG.write` left beside a golden when a `record` was interrupted
/// between creating it and renaming it into place: `.<golden file name>.tmp-<pid>-<random>`,
/// e.g. `.iphone-se.large.light@1x.png.tmp-4242-3735928559`, with the writer's process id and a
/// random 32-bit number in decimal. It is stale when no process with that id is running, so no
/// write can still be in progress.
enum StaleTemporary {
    /// The golden file name a temporary named `name` stands for, and the id of the process that
    /// was writing it; nil unless `name` has exactly PNG.write's shape.
    static func parse(_ name: String) -> (golden: String, processID: Int32)? {
        guard name.hasPrefix(".") else { return nil }
        // `<golden>.tmp`, `<pid>`, `<random>`: the golden's name may hold `-` itself.
        var parts = name.dropFirst().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let random = parts.removeLast(), process = parts.removeLast()
        let head = parts.joined(separator: "-")
        guard head.hasSuffix(".tmp"), head.count > ".tmp".count, isDecimal(process), isDecimal(random),
            let processID = Int32(process), processID > 0, UInt32(random) != nil
        else { return nil }
        return (String(head.dropLast(".tmp".count)), processID)
    }

    /// The stale temporaries of goldens in the catalogue's folder `goldens`: beside a golden
    /// nhs-snap could have written there (``GoldenLayout/isSceneFolderGolden(_:)``), in
    /// PNG.write's shape, their writer gone. Their components inside the folder, sorted.
    static func all(in goldens: SafeFolder) -> [[String]] {
        goldens.hiddenFiles { components in
            guard let (golden, processID) = parse(components.last!) else { return false }
            return GoldenLayout.isSceneFolderGolden(components.dropLast() + [golden]) && !isRunning(processID)
        }
    }

    /// True unless the system says there is no process `processID` (`kill(pid, 0)` failing with
    /// ESRCH); a process of another user counts as running.
    private static func isRunning(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno != ESRCH
    }

    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
