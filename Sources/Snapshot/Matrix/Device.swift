/// A screen a snapshot is laid out for: its name, its size in points and its pixels per point.
///
/// Names are lowercase letters, digits and `-`, so they can appear in golden file names.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name used on the command line and in golden file names, e.g. `iphone-16-pro`.
    public let name: String
    /// The width in points: the width a scene is laid out at.
    public let width: Int
    /// The height in points.
    public let height: Int
    /// The device's own pixels per point. Goldens may use fewer (see ``SnapshotMatrix/maximumScale``).
    public let scale: Int

    /// A device; `name` must be lowercase letters, digits and `-`.
    public init(name: String, width: Int, height: Int, scale: Int) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// `iphone-16-pro 402x874@3x`.
    public var description: String { "\(name) \(width)x\(height)@\(scale)x" }

    /// iPhone SE (2nd and 3rd generation): the smallest iPhone current iOS runs on.
    public static let iPhoneSE = Device(name: "iphone-se", width: 375, height: 667, scale: 2)
    /// iPhone SE (1st generation): the narrowest iPhone layout there has been.
    public static let iPhoneSE1st = Device(name: "iphone-se-1st", width: 320, height: 568, scale: 2)
    public static let iPhone16 = Device(name: "iphone-16", width: 393, height: 852, scale: 3)
    public static let iPhone16Pro = Device(name: "iphone-16-pro", width: 402, height: 874, scale: 3)
    public static let iPhone16ProMax = Device(name: "iphone-16-pro-max", width: 440, height: 956, scale: 3)
    /// iPhone 16 Pro turned sideways.
    public static let iPhone16ProLandscape = Device(name: "iphone-16-pro-landscape", width: 874, height: 402, scale: 3)
    public static let iPadMini = Device(name: "ipad-mini", width: 744, height: 1133, scale: 2)
    public static let iPadPro11 = Device(name: "ipad-pro-11", width: 834, height: 1194, scale: 2)
    public static let iPadPro13 = Device(name: "ipad-pro-13", width: 1024, height: 1366, scale: 2)

    /// The device turned on its side: its width and height swapped, `-landscape` after its name. A device
    /// already wider than tall is itself.
    public var landscape: Device {
        width > height ? self : Device(name: name + "-landscape", width: height, height: width, scale: scale)
    }

    /// Every known device, narrowest first within phones, then tablets.
    public static let all: [Device] = [
        .iPhoneSE1st, .iPhoneSE, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPhone16ProLandscape,
        .iPadMini, .iPadPro11, .iPadPro13,
    ]

    /// The known device called `name`, or a known device turned on its side (``landscape``, as a landscape
    /// preview's snapshots name it: `iphone-se-landscape`), or nil.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name } ?? all.first { $0.landscape.name == name }?.landscape
    }
}
