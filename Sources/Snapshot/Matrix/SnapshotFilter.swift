#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--device`, `--text-size`, `--scheme`, `--locale` and `--filter` keep: a snapshot is kept when it
/// passes every one given. Each narrows; none widens.
public struct SnapshotFilter: Sendable {
    /// Devices to keep; nil keeps all.
    public var devices: [Device]?
    public var textSizes: [TextSize]?
    public var schemes: [Scheme]?
    public var locales: [SnapshotLocale]?
    /// Shell-style patterns (`*`, `?`, `[...]`, as fnmatch without special `/`) matched against
    /// the scene id and the whole key (`banner/solid/iphone-se.large.light@2x`); a snapshot is
    /// kept when either matches any pattern. Nil keeps all.
    public var patterns: [String]?

    public init(
        devices: [Device]? = nil, textSizes: [TextSize]? = nil, schemes: [Scheme]? = nil, locales: [SnapshotLocale]? = nil,
        patterns: [String]? = nil
    ) {
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.locales = locales
        self.patterns = patterns
    }

    /// Builds a filter from the command line's comma-separated lists; throws naming an unknown
    /// device, text size, scheme or locale.
    public init(devices: String?, textSizes: String?, schemes: String?, locales: String? = nil, patterns: String?) throws(SnapshotError) {
        self.init(
            devices: try devices.map(Self.devices(in:)), textSizes: try textSizes.map(Self.textSizes(in:)),
            schemes: try schemes.map(Self.schemes(in:)), locales: try locales.map(Self.locales(in:)),
            patterns: patterns.map(Self.patterns(in:)))
    }

    /// The devices of a comma-separated list of names; throws naming one that is not known.
    public static func devices(in list: String) throws(SnapshotError) -> [Device] {
        try values(in: list, option: "--device", known: Device.all.map(\.name), Device.named)
    }

    /// The text sizes of a comma-separated list (names as ``TextSize/init(name:)`` reads them).
    public static func textSizes(in list: String) throws(SnapshotError) -> [TextSize] {
        try values(in: list, option: "--text-size", known: TextSize.allCases.map(\.name), TextSize.init(name:))
    }

    /// The schemes of a comma-separated list.
    public static func schemes(in list: String) throws(SnapshotError) -> [Scheme] {
        try values(in: list, option: "--scheme", known: Scheme.allCases.map(\.rawValue), Scheme.init(rawValue:))
    }

    /// The locales of a comma-separated list of BCP 47 identifiers (or `development`); throws
    /// ``SnapshotError/invalidOption(_:value:reason:)`` naming one that is not valid and why.
    public static func locales(in list: String) throws(SnapshotError) -> [SnapshotLocale] {
        var locales: [SnapshotLocale] = []
        for identifier in items(of: list) { locales.append(try locale(identifier)) }
        return locales
    }

    /// The locale `identifier` names (``SnapshotLocale/init(identifier:)``); throws
    /// ``SnapshotError/invalidOption(_:value:reason:)`` for `--locale` when it is not valid.
    public static func locale(_ identifier: String) throws(SnapshotError) -> SnapshotLocale {
        do {
            return try SnapshotLocale(identifier: identifier)
        } catch {
            guard case .invalidLocale(_, let reason) = error else { throw error }
            throw .invalidOption("--locale", value: identifier, reason: reason)
        }
    }

    /// The patterns of a comma-separated list.
    public static func patterns(in list: String) -> [String] {
        items(of: list)
    }

    /// True when `snapshot` passes every criterion given.
    public func includes(_ snapshot: PlannedSnapshot) -> Bool {
        let configuration = snapshot.configuration
        if let devices, !devices.contains(configuration.device) { return false }
        if let textSizes, !textSizes.contains(configuration.textSize) { return false }
        if let schemes, !schemes.contains(configuration.scheme) { return false }
        if let locales, !locales.contains(configuration.locale) { return false }
        if let patterns {
            return patterns.contains { fnmatch($0, snapshot.scene.id, 0) == 0 || fnmatch($0, snapshot.key, 0) == 0 }
        }
        return true
    }

    /// The criteria given, as the command line spells them, e.g. `--device 'iphone-se' --filter
    /// 'banner/*'`; empty when none is.
    public var criteria: String {
        let given: [(String, [String]?)] = [
            ("--device", devices?.map(\.name)), ("--text-size", textSizes?.map(\.name)),
            ("--scheme", schemes?.map(\.rawValue)), ("--locale", locales?.map(\.description)), ("--filter", patterns),
        ]
        return given.compactMap { option, values in
            values.map { "\(option) '\($0.joined(separator: ","))'" }
        }.joined(separator: " ")
    }

    private static func values<T>(
        in list: String, option: String, known: [String], _ make: (String) -> T?
    ) throws(SnapshotError) -> [T] {
        var values: [T] = []
        for name in items(of: list) {
            guard let value = make(name) else {
                throw .invalidOption(option, value: name, reason: "not one of \(known.joined(separator: ", "))")
            }
            values.append(value)
        }
        return values
    }

    /// The items of a comma-separated list, without the spaces around each.
    private static func items(of list: String) -> [String] {
        list.split(separator: ",").map { String($0).trimmingSpaces }
    }
}

private extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
