import Raster

/// How an accessibility snapshot is laid out and coloured (after cashapp/AccessibilitySnapshot).
public enum AccessibilitySnapshotMetrics {
    /// The colours elements are outlined and filled in, by reading order, round and round.
    public static let palette: [RGBA] = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b", "#bcbd22", "#7f7f7f",
    ].map { RGBA(hex: $0)! }
    /// The fill over an element: its colour at this opacity.
    public static let fillOpacity = 0.3
    public static let outlineWidth = 2.0
    /// The legend beside the image: its width, padding, the swatch and the gap between rows.
    public static let legendWidth = 320.0
    public static let padding = 12.0
    public static let swatchSide = 14.0
    public static let swatchGap = 8.0
    public static let rowGap = 10.0
    /// What VoiceOver says, then the hint smaller and grey.
    public static let textSize = 13.0
    public static let hintSize = 11.0
    public static let textColor = RGBA(hex: "#212b32")!
    public static let hintColor = RGBA(hex: "#768692")!
    public static let background = RGBA.white
}

extension Rendering {
    /// The rendering as an accessibility snapshot: the image with each element VoiceOver reaches
    /// outlined and translucently filled in a colour of ``AccessibilitySnapshotMetrics/palette``
    /// (by reading order), and a legend beside it, a row an element in reading order: its swatch,
    /// what VoiceOver says (label, value, traits) and, smaller and grey, its hint. A labelled
    /// container's row comes before its first element, without a swatch. Hidden elements
    /// (decorative images) are neither outlined nor listed.
    public func accessibilitySnapshot() -> Bitmap {
        typealias M = AccessibilitySnapshotMetrics
        let elements = accessibility.filter { !$0.isHidden }
        let points = Double(scale)
        let textWidth = M.legendWidth - 2 * M.padding - M.swatchSide - M.swatchGap
        let regular = Raster.Font(face: fonts.regular, size: M.textSize)
        let small = Raster.Font(face: fonts.regular, size: M.hintSize)

        // The legend's rows: a colour (nil for a container's row), what is said and the hint.
        var rows: [(color: RGBA?, spoken: TextLayout, hint: TextLayout?)] = []
        var container: String?
        for (index, element) in elements.enumerated() {
            if let label = element.containerLabel, label != container {
                rows.append((nil, TextLayout("\(label), container", font: regular, maxWidth: textWidth, fallback: fonts.fallback), nil))
            }
            container = element.containerLabel
            var said = element
            said.hint = nil
            rows.append((
                M.palette[index % M.palette.count], TextLayout(said.spoken, font: regular, maxWidth: textWidth, fallback: fonts.fallback),
                element.hint.map { TextLayout($0, font: small, maxWidth: textWidth, fallback: fonts.fallback) }))
        }
        var legendHeight = M.padding
        for row in rows { legendHeight += max(M.swatchSide, row.spoken.size.height + (row.hint?.size.height ?? 0)) + M.rowGap }
        legendHeight += M.padding - M.rowGap

        let width = Int(((size.width + M.legendWidth) * points).rounded(.up))
        let height = max(image.height, Int((legendHeight * points).rounded(.up)))
        var canvas = Canvas(width: width, height: height)
        canvas.transform = .scale(points)
        for (index, element) in elements.enumerated() {
            let color = M.palette[index % M.palette.count]
            let inset = M.outlineWidth / 2
            canvas.fill(.rect(element.frame), color: color.opacity(M.fillOpacity))
            canvas.stroke(.rect(element.frame.insetBy(dx: inset, dy: inset)), color: color, style: Raster.StrokeStyle(width: M.outlineWidth))
        }
        var y = M.padding
        let x = size.width + M.padding
        for row in rows {
            let textX = x + M.swatchSide + M.swatchGap
            if let color = row.color {
                let swatch = Rect(x: x, y: y + 1, width: M.swatchSide, height: M.swatchSide)
                canvas.fill(.roundedRect(swatch, cornerRadius: 3), color: color.opacity(M.fillOpacity))
                canvas.stroke(.roundedRect(swatch.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3), color: color, style: Raster.StrokeStyle(width: 1))
            }
            row.spoken.draw(in: &canvas, at: Point(x: row.color == nil ? x : textX, y: y), color: M.textColor)
            row.hint?.draw(in: &canvas, at: Point(x: textX, y: y + row.spoken.size.height), color: M.hintColor)
            y += max(M.swatchSide, row.spoken.size.height + (row.hint?.size.height ?? 0)) + M.rowGap
        }
        return composite(canvas.bitmap, over: image, background: M.background)
    }

    /// `overlay` (straight alpha) over `base` placed at its top left, on `background`: each pixel
    /// the overlay covers is `(top * alpha + under * (255 - alpha)) / 255` rounded to nearest, opaque.
    /// Works on whole rows through the pixel buffers (one copy a row of `base`, one pass of the overlay).
    private func composite(_ overlay: Bitmap, over base: Bitmap, background: RGBA) -> Bitmap {
        var out = Bitmap(width: overlay.width, height: overlay.height, fill: background)
        let rows = min(base.height, out.height), rowBytes = min(base.width, out.width) * 4
        let outStride = out.width * 4, baseStride = base.width * 4
        out.pixels.withUnsafeMutableBufferPointer { under in
            if rows > 0, rowBytes > 0 {
                base.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<rows {
                        (under.baseAddress! + y * outStride).update(from: source.baseAddress! + y * baseStride, count: rowBytes)
                    }
                }
            }
            // The overlay and `out` have the same size, so a pixel starts at the same byte in both.
            overlay.pixels.withUnsafeBufferPointer { top in
                var i = 0
                while i < top.count {
                    let t = Int(top[i + 3])
                    if t > 0 {
                        let s = 255 - t
                        under[i] = UInt8((Int(top[i]) * t + Int(under[i]) * s + 127) / 255)
                        under[i + 1] = UInt8((Int(top[i + 1]) * t + Int(under[i + 1]) * s + 127) / 255)
                        under[i + 2] = UInt8((Int(top[i + 2]) * t + Int(under[i + 2]) * s + 127) / 255)
                        under[i + 3] = 255
                    }
                    i += 4
                }
            }
        }
        return out
    }
}
