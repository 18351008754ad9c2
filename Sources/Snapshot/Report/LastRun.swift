extension RunReport {
    /// The report the last `verify` (or `merge-reports`) wrote to the artefacts folder `artefacts`
    /// (its results.json); throws when there is none or it is of another format.
    public static func lastRun(in artefacts: String) throws(SnapshotError) -> RunReport {
        try ReportFolder(folder: SafeFolder(artefacts)).read()
    }

    /// The name of the results file inside an artefacts folder, `results.json`.
    public static var resultsFile: String { ReportFolder.resultsFile }
}
