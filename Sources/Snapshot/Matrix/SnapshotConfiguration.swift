/// One cell of the matrix: the device, text size, colour scheme and locale a scene is rendered
/// with, and the pixels per point of its golden.
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    public let device: Device
    public let textSize: TextSize
    public let scheme: Scheme
    /// The locale: the development language unless the matrix or the scene gives others.
    public let locale: SnapshotLocale
    /// Pixels per point of the rendered image (at most the device's own scale).
    public let scale: Int

    public init(device: Device, textSize: TextSize, scheme: Scheme, locale: SnapshotLocale = .development, scale: Int) {
        self.device = device
        self.textSize = textSize
        self.scheme = scheme
        self.locale = locale
        self.scale = scale
    }

    /// The configuration's part of a golden file name: `iphone-16-pro.large.light@2x` in the
    /// development language, `iphone-se.large.light.cy@1x` in another locale.
    public var name: String { "\(device.name).\(textSize.name).\(scheme.rawValue)\(locale.nameSuffix)@\(scale)x" }

    public var description: String { name }

    /// The configuration a golden file name stands for, e.g. `iphone-se.xxxLarge.dark@2x` or
    /// `iphone-se.large.light.cy@1x`; nil unless every part names a known device, text size,
    /// scheme and locale exactly as ``name`` spells them, with a scale from 1 to the device's own.
    public init?(name: String) {
        guard let at = name.lastIndex(of: "@") else { return nil }
        let scalePart = name[name.index(after: at)...]
        let parts = name[..<at].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, scalePart.hasSuffix("x"), let scale = Int(scalePart.dropLast()),
            let device = Device.named(String(parts[0])),
            let textSize = TextSize.allCases.first(where: { $0.name == parts[1] }),
            let scheme = Scheme(rawValue: String(parts[2])),
            (1...device.scale).contains(scale)
        else { return nil }
        var locale = SnapshotLocale.development
        if parts.count == 4 {
            guard let named = try? SnapshotLocale(identifier: String(parts[3])), named != .development else { return nil }
            locale = named
        }
        self.init(device: device, textSize: textSize, scheme: scheme, locale: locale, scale: scale)
        guard self.name == name else { return nil }
    }
}
