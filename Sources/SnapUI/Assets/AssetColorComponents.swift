import Foundation
import Raster

/// The `color` object of a colour set's entry, as Xcode writes it: a colour space and components,
/// each a string (or number) in one of Xcode's three input forms: a float from 0 to 1 (`"0.500"`;
/// beyond for extended ranges), an 8-bit integer (`"128"`) or an 8-bit hex number (`"0x80"`).
/// Converted to the sRGB the snapshot is drawn in as iOS draws into an sRGB bitmap: Display P3 by
/// its primaries (out-of-gamut components clamped), extended ranges clamped, greys by their gamma.
enum AssetColorComponents {
    /// The colour of `color`, an entry's `color` object in the file `json`.
    static func rgba(_ color: [String: Any], in json: AssetJSON) throws(AssetCatalogueError) -> RGBA {
        if let reference = color["reference"] ?? color["platform"] {
            throw json.error("a system colour reference (\(reference)) is not read: give the colour's components")
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else { throw json.error("a colour has no 'components' object") }
        func component(_ name: String) throws(AssetCatalogueError) -> Double {
            guard let value = components[name] else { throw json.error("the \(space) colour has no '\(name)' component") }
            guard let number = number(value) else {
                throw json.error("the '\(name)' component '\(value)' is not a number (write 0.5, 128 or 0x80)")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return Color(.sRGB, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
                .resolve(in: .light)
        case "extended-linear-srgb":
            return Color(.sRGBLinear, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
                .resolve(in: .light)
        case "display-p3", "extended-display-p3":
            return Color(.displayP3, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
                .resolve(in: .light)
        case "gray-gamma-22", "extended-gray":
            // Gamma 2.2 grey: its linear light, encoded on sRGB's curve.
            let linear = pow(min(max(try component("white"), 0), 1), 2.2)
            return Color(.sRGBLinear, white: linear, opacity: alpha).resolve(in: .light)
        default:
            throw json.error(
                "unknown colour space '\(space)' (nhs-snap reads srgb, extended-srgb, extended-linear-srgb, display-p3, "
                    + "gray-gamma-22 and extended-gray)")
        }
    }

    /// A component as Xcode writes it: `"0x80"` and `"128"` are 8-bit values (of 255), a number with a
    /// point or exponent (`"0.502"`, `"1.000"`) is a fraction; a JSON number is read the same way.
    static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber, !(value is String) {
            let double = number.doubleValue
            return double.rounded() == double && double > 1 ? double / 255 : double
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            return Double(text)
        }
        return Int(text).map { Double($0) / 255 }
    }
}
