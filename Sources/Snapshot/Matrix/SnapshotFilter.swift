#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnapUI

/// What `--device`, `--text-size`, `--scheme` and `--filter` keep: a snapshot is kept when it
/// passes every one given. Each narrows; none widens.
public struct SnapshotFilter: Sendable {
    /// Device names to keep; nil keeps all.
    public var devices: Set<String>?
    public var textSizes: Set<DynamicTypeSize>?
    public var schemes: Set<ColorScheme>?
    /// Shell-style patterns (`*`, `?`, `[...]`, as fnmatch without special `/`) matched against
    /// the scene id and the whole key (`banner/solid/iphone-se.large.light@2x`); a snapshot is
    /// kept when either matches any pattern. Nil keeps all.
    public var patterns: [String]?

    public init(devices: Set<String>? = nil, textSizes: Set<DynamicTypeSize>? = nil, schemes: Set<ColorScheme>? = nil, patterns: [String]? = nil) {
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.patterns = patterns
    }

    /// Builds a filter from the command line's comma-separated lists; throws naming an unknown
    /// device, text size or scheme.
    public init(devices: String?, textSizes: String?, schemes: String?, patterns: String?) throws(SnapshotError) {
        func list(_ text: String?) -> [String]? {
            text.map { $0.split(separator: ",").map { String($0).trimmingSpaces } }
        }
        func parse<T>(_ text: String?, _ option: String, _ known: [String], _ make: (String) -> T?) throws(SnapshotError) -> [T]? {
            guard let names = list(text) else { return nil }
            var values: [T] = []
            for name in names {
                guard let value = make(name) else {
                    throw .invalidOption(option, value: name, reason: "not one of \(known.joined(separator: ", "))")
                }
                values.append(value)
            }
            return values
        }
        let devices = try parse(devices, "--device", Device.all.map(\.name), Device.named)
        let sizes = try parse(textSizes, "--text-size", DynamicTypeSize.allCases.map(\.name), DynamicTypeSize.init(name:))
        let schemes = try parse(schemes, "--scheme", ColorScheme.allCases.map(\.rawValue), ColorScheme.init(rawValue:))
        self.init(
            devices: devices.map { Set($0.map(\.name)) }, textSizes: sizes.map(Set.init),
            schemes: schemes.map(Set.init), patterns: list(patterns))
    }

    /// True when `snapshot` passes every criterion given.
    public func includes(_ snapshot: PlannedSnapshot) -> Bool {
        let configuration = snapshot.configuration
        if let devices, !devices.contains(configuration.device.name) { return false }
        if let textSizes, !textSizes.contains(configuration.textSize) { return false }
        if let schemes, !schemes.contains(configuration.scheme) { return false }
        if let patterns {
            let key = snapshot.key
            return patterns.contains { fnmatch($0, snapshot.scene.id, 0) == 0 || fnmatch($0, key, 0) == 0 }
        }
        return true
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
