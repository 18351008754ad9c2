/// The colour spaces a vector icon's paths are painted in, each taken to be sRGB (as nhs-snap takes
/// every stored colour): DeviceGray, DeviceRGB and DeviceCMYK, ICC-based spaces by their number of
/// components (Quartz, and so Sketch and Xcode, paint in `[/ICCBased ...]` sRGB), and CalGray and
/// CalRGB. Patterns, indexed, separation, DeviceN and Lab spaces are errors naming them.
enum PDFColorSpace: Equatable {
    case gray, rgb, cmyk

    var componentCount: Int {
        switch self {
        case .gray: 1
        case .rgb: 3
        case .cmyk: 4
        }
    }

    /// The initial colour in the space: black.
    var black: [Double] {
        switch self {
        case .gray: [0]
        case .rgb: [0, 0, 0]
        case .cmyk: [0, 0, 0, 1]
        }
    }

    /// The space an operand of `cs`/`CS` names: a device space, or an entry of the resources' `ColorSpace`.
    init(_ operand: PDFObject, resources: [String: PDFObject], in document: PDFDocument) throws(PDFError) {
        guard let name = operand.name else { throw PDFError("a colour space operand is not a name") }
        switch name {
        case "DeviceGray", "G": self = .gray
        case "DeviceRGB", "RGB": self = .rgb
        case "DeviceCMYK", "CMYK": self = .cmyk
        case "Pattern": throw PDFError("the PDF paints with a pattern (colour space /Pattern), which nhs-snap does not draw")
        default:
            guard let space = document.dictionary(resources["ColorSpace"])?[name] else {
                throw PDFError("the colour space /\(name) is not in the page's resources")
            }
            try self.init(definition: document.resolve(space), name: name, in: document)
        }
    }

    private init(definition: PDFObject, name: String, in document: PDFDocument) throws(PDFError) {
        let family: String?
        var parameter: PDFObject?
        switch definition {
        case .name(let value): family = value
        case .array(let array): family = array.first?.name; parameter = array.count > 1 ? document.resolve(array[1]) : nil
        default: family = nil
        }
        switch family {
        case "DeviceGray", "CalGray": self = .gray
        case "DeviceRGB", "CalRGB": self = .rgb
        case "DeviceCMYK": self = .cmyk
        case "ICCBased":
            switch parameter?.dictionary?["N"].map(document.resolve)?.integer {
            case 1: self = .gray
            case 3: self = .rgb
            case 4: self = .cmyk
            case let count: throw PDFError("the ICC colour space /\(name) has \(count.map(String.init) ?? "no") components (1, 3 or 4 are read)")
            }
        case let other:
            throw PDFError("the colour space /\(name) (\(other.map { "/" + $0 } ?? "?")) is not drawn by nhs-snap (it draws gray, RGB and CMYK)")
        }
    }

    /// Components in this space as sRGB, 0...1. CMYK is converted as ISO 32000-1 (10.3.5) does
    /// without a profile: red = 1 - min(1, cyan + black), and so on.
    func rgb(_ components: [Double]) -> (Double, Double, Double) {
        switch self {
        case .gray: return (components[0], components[0], components[0])
        case .rgb: return (components[0], components[1], components[2])
        case .cmyk:
            let k = components[3]
            return (1 - min(1, components[0] + k), 1 - min(1, components[1] + k), 1 - min(1, components[2] + k))
        }
    }
}
