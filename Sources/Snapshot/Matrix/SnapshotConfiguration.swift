/// One cell of the matrix: the device, text size and colour scheme a scene is rendered with, and
/// the pixels per point of its golden.
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    public let device: Device
    public let textSize: TextSize
    public let scheme: Scheme
    /// Pixels per point of the rendered image (at most the device's own scale).
    public let scale: Int

    public init(device: Device, textSize: TextSize, scheme: Scheme, scale: Int) {
        self.device = device
        self.textSize = textSize
        self.scheme = scheme
        self.scale = scale
    }

    /// The configuration's part of a golden file name: `iphone-16-pro.large.light@2x`.
    public var name: String { "\(device.name).\(textSize.name).\(scheme.rawValue)@\(scale)x" }

    public var description: String { name }

    /// The configuration a golden file name stands for, e.g. `iphone-se.xxxLarge.dark@2x`; nil
    /// unless every part names a known device, text size and scheme exactly as ``name`` spells
    /// them, with a scale from 1 to the device's own.
    public init?(name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let last = parts[2].split(separator: "@", omittingEmptySubsequences: false)
        guard last.count == 2, last[1].hasSuffix("x"), let scale = Int(last[1].dropLast()),
            let device = Device.named(String(parts[0])),
            let textSize = TextSize.allCases.first(where: { $0.name == parts[1] }),
            let scheme = Scheme(rawValue: String(last[0])),
            (1...device.scale).contains(scale)
        else { return nil }
        self.init(device: device, textSize: textSize, scheme: scheme, scale: scale)
        guard self.name == name else { return nil }
    }
}
