import Snapshot

/// The options several commands share. Each is made for a command's own options type and sets
/// the field at the key path it is given, so every command keeps one typed struct.
enum SharedOptions {
    /// `--goldens DIR`.
    static func goldens<Options>(_ field: WritableKeyPath<Options, String>) -> Option<Options> {
        .value("goldens", "DIR", help: "the goldens folder", field, .text)
    }

    /// `--device`, `--text-size`, `--scheme`, `--locale`, `--filter`: each narrows the snapshots worked on, and
    /// each may be given more than once (the union of the values).
    static func narrowing<Options>(_ filter: WritableKeyPath<Options, SnapshotFilter>) -> [Option<Options>] {
        [
            .list(
                "device", "LIST", help: "only these devices, comma-separated (as the devices command lists them)",
                filter.appending(path: \.devices), SnapshotFilter.devices(in:)),
            .list(
                "text-size", "LIST", help: "only these text sizes, e.g. large,xxxLarge,AX3",
                filter.appending(path: \.textSizes), SnapshotFilter.textSizes(in:)),
            .list("scheme", "LIST", help: "only these schemes: light, dark", filter.appending(path: \.schemes), SnapshotFilter.schemes(in:)),
            .list(
                "locale", "LIST",
                help: "only these locales, e.g. cy,en-XA,ar-XB, or development (the goldens without a locale in their name)",
                filter.appending(path: \.locales), SnapshotFilter.locales(in:)),
            patterns(filter),
        ]
    }

    /// `--filter GLOB`, which may be given more than once.
    static func patterns<Options>(_ filter: WritableKeyPath<Options, SnapshotFilter>) -> Option<Options> {
        .list(
            "filter", "GLOB",
            help: "only scenes whose id (or snapshot key) matches, e.g. 'banner/*'; comma-separated for several",
            filter.appending(path: \.patterns), SnapshotFilter.patterns(in:))
    }

    /// `--threshold`, `--ignore-aa`, `--max-diff-pixels`, `--max-diff-ratio`: exact unless given,
    /// since renders are deterministic.
    static func tolerance<Options>(_ tolerance: WritableKeyPath<Options, Tolerance>) -> [Option<Options>] {
        [
            .value(
                "threshold", "T",
                help: "pixelmatch colour threshold, 0 to 1, for goldens from another renderer; 0 counts every changed pixel",
                tolerance.appending(path: \.threshold), .number(in: 0...1)),
            .flag(
                "ignore-aa", help: "do not count pixels pixelmatch takes for anti-aliasing (for goldens from another renderer)",
                tolerance.appending(path: \.ignoresAntialiasing)),
            .value(
                "max-diff-pixels", "N", help: "differing pixels allowed per snapshot",
                tolerance.appending(path: \.maxDiffPixels), .wholeNumber(in: 0...Int(Int32.max))),
            .value(
                "max-diff-ratio", "R", help: "differing pixels allowed, as a fraction of the image, 0 to 1",
                tolerance.appending(path: \.maxDiffRatio), .number(in: 0...1)),
        ]
    }

    /// `--jobs N`.
    static func jobs<Options>(_ field: WritableKeyPath<Options, Int>) -> Option<Options> {
        .value("jobs", short: "j", "N", help: "snapshots rendered at once", field, .wholeNumber(in: 1...1024))
    }

    /// `--timings`.
    static func timings<Options>(_ field: WritableKeyPath<Options, Bool>) -> Option<Options> {
        .flag("timings", help: "print the processor time spent rendering, encoding, decoding and comparing, on stderr", field)
    }

    /// `--fonts DIR`.
    static func fonts<Options>(_ field: WritableKeyPath<Options, String?>) -> Option<Options> {
        .value(
            "fonts", "DIR",
            help: "draw with the fonts in DIR (default: $NHS_SNAP_FONTS, else Fonts/ beside the executable, else the bundled ones)",
            field, .text)
    }
}
