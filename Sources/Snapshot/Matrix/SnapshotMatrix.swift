/// The configurations every scene is rendered in unless it says otherwise: the devices, text
/// sizes, schemes and locales to combine, and the largest golden scale.
public struct SnapshotMatrix: Hashable, Sendable {
    /// Devices, every one combined with every text size, scheme and locale.
    public var devices: [Device]
    public var textSizes: [TextSize]
    public var schemes: [Scheme]
    /// Locales: the development language alone unless given, whose goldens' names carry no locale
    /// (so adding another, such as `"cy"`, adds goldens and changes none).
    public var locales: [SnapshotLocale]
    /// Text sizes checked on the narrowest of ``devices`` only (in every scheme), e.g. `xSmall`:
    /// the smallest text on the smallest screen is where a layout is most compact.
    public var narrowestDeviceTextSizes: [TextSize]
    /// The most pixels per point a golden has; a device with a higher scale is rendered at this one.
    public var maximumScale: Int

    public init(
        devices: [Device], textSizes: [TextSize], schemes: [Scheme], locales: [SnapshotLocale] = [.development],
        narrowestDeviceTextSizes: [TextSize] = [], maximumScale: Int = 2
    ) {
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.locales = locales
        self.narrowestDeviceTextSizes = narrowestDeviceTextSizes
        self.maximumScale = maximumScale
    }

    /// The default matrix, covering the components' rules: a small phone (iPhone SE) and a large
    /// one (iPhone 16 Pro Max), a phone in landscape and a tablet; the default text size, the
    /// largest standard one and two accessibility sizes, plus `xSmall` on the small phone; light
    /// and dark; goldens at 1x, which keeps the whole matrix's goldens within the 40 MB budget
    /// (2x measured 72 MB; see the README and BENCHMARKS.md).
    public static let standard = SnapshotMatrix(
        devices: [.iPhoneSE, .iPhone16ProMax, .iPhone16ProLandscape, .iPadPro11],
        textSizes: [.large, .xxxLarge, .accessibility3, .accessibility5],
        schemes: [.light, .dark],
        narrowestDeviceTextSizes: [.xSmall],
        maximumScale: 1)

    /// Every configuration, devices in the matrix's order, then text sizes smallest first, then
    /// schemes, then locales; no configuration twice.
    public var configurations: [SnapshotConfiguration] {
        let narrowest = devices.min { $0.width < $1.width }
        var seen = Set<SnapshotConfiguration>()
        var result: [SnapshotConfiguration] = []
        for device in devices {
            var sizes = textSizes
            if device == narrowest { sizes += narrowestDeviceTextSizes }
            for textSize in Set(sizes).sorted() {
                for scheme in schemes {
                    for locale in locales {
                        let configuration = SnapshotConfiguration(
                            device: device, textSize: textSize, scheme: scheme, locale: locale,
                            scale: min(device.scale, maximumScale))
                        if seen.insert(configuration).inserted { result.append(configuration) }
                    }
                }
            }
        }
        return result
    }

    /// This matrix with a scene's own axes in place of the matching ones. A scene's own text
    /// sizes replace the narrowest device's extra ones too. A scene not laid out on its device
    /// (``SnapshotScene/layout``) keeps the first device of each golden scale, the device giving it
    /// nothing else.
    public func adapted(to scene: SnapshotScene) -> SnapshotMatrix {
        var matrix = self
        if let devices = scene.devices { matrix.devices = devices }
        if let textSizes = scene.textSizes {
            matrix.textSizes = textSizes
            matrix.narrowestDeviceTextSizes = []
        }
        if let schemes = scene.schemes { matrix.schemes = schemes }
        if let locales = scene.locales { matrix.locales = locales }
        return matrix.adapted(to: scene.layout)
    }

    /// This matrix for views laid out in `layout`: outside the device's layout the device gives a
    /// view only its scale, so the first device of each golden scale is kept.
    public func adapted(to layout: LayoutMode) -> SnapshotMatrix {
        guard layout != .device else { return self }
        var matrix = self
        var scales = Set<Int>()
        matrix.devices = matrix.devices.filter { scales.insert(min($0.scale, maximumScale)).inserted }
        return matrix
    }
}
