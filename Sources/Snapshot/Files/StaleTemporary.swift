#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapSupport

/// A temporary file that a write (``AtomicFile``) left beside a golden when a `record` was
/// interrupted between creating it and renaming it into place, e.g.
/// `.iphone-se.large.light@1x.png.tmp-4242-3735928559`. It is stale when no process with the id
/// in its name is running, so no write can still be in progress.
enum StaleTemporary {
    /// The stale temporaries among the hidden files of the catalogue's goldens folder: beside a
    /// golden nhs-snap could have written there (an image, ``GoldenLayout/isSceneFolderGolden(_:)``,
    /// or a transcript, ``GoldenLayout/isSceneFolderTranscript(_:)``), named
    /// as ``AtomicFile`` names its temporaries, their writer gone. Their components, sorted.
    static func all(in goldens: FolderContents) -> [[String]] {
        goldens.hiddenFiles.filter { components in
            guard let name = components.last, let temporary = AtomicFile.temporary(named: name) else { return false }
            let golden = Array(components.dropLast()) + [temporary.fileName]
            return (GoldenLayout.isSceneFolderGolden(golden) || GoldenLayout.isSceneFolderTranscript(golden)) && !isRunning(temporary.processID)
        }
    }

    /// True unless the system says there is no process `processID` (`kill(pid, 0)` failing with
    /// ESRCH); a process of another user counts as running.
    private static func isRunning(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno != ESRCH
    }
}
