/// A colour matrix, as Core Image's and SwiftUI's: four rows of five numbers that make each
/// pixel's red, green, blue and alpha (0...1, straight alpha, sRGB-encoded) from the old ones:
/// `r' = m[0][0] r + m[0][1] g + m[0][2] b + m[0][3] a + m[0][4]`, and so on, each clamped to 0...1.
/// Grayscale, brightness, contrast, saturation, a hue rotation, a colour multiply, an inversion and
/// luminance-to-alpha are all one (see `ColorMatrix+Adjustments.swift`).
public struct ColorMatrix: Hashable, Sendable {
    /// Four rows (red, green, blue, alpha) of five coefficients (red, green, blue, alpha, constant).
    public var rows: [[Double]]

    /// A matrix of four rows of five; rows or coefficients missing are the identity's.
    public init(rows: [[Double]]) {
        self.rows = (0..<4).map { row in
            (0..<5).map { column in
                row < rows.count && column < rows[row].count ? rows[row][column] : (row == column ? 1 : 0)
            }
        }
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(rows: [])

    /// The matrix that applies `self`, then `other`.
    public func concatenating(_ other: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: (0..<4).map { row in
            (0..<5).map { column in
                var sum = column == 4 ? other.rows[row][4] : 0
                for k in 0..<4 { sum += other.rows[row][k] * rows[k][column] }
                return sum
            }
        })
    }

    /// `color` through the matrix, rounded to the nearest 8-bit value.
    public func apply(to color: RGBA) -> RGBA {
        let input = [Double(color.r), Double(color.g), Double(color.b), Double(color.a)].map { $0 / 255 }
        let output = rows.map { row in
            let value = row[0] * input[0] + row[1] * input[1] + row[2] * input[2] + row[3] * input[3] + row[4]
            return UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
        }
        guard output[3] > 0 else { return .clear }
        return RGBA(r: output[0], g: output[1], b: output[2], a: output[3])
    }

    /// Applies the matrix to the pixels of `area` of `bitmap` (straight alpha).
    func apply(to bitmap: inout Bitmap, in area: IntRect) {
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                bitmap[x, y] = apply(to: bitmap[x, y])
            }
        }
    }
}
