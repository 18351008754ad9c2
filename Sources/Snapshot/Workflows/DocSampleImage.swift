import Raster

/// A documentation image is the size of what it shows. A sample that is not a screen is drawn as
/// tall as its content already; a screen is drawn at the screen's height and then cut to what it
/// shows, when the screen's height adds nothing but empty space: when the sample drawn as tall as
/// its content is the same picture as a band of the screen, either its top or, for a root that
/// does not fill the screen and is centred in it (as iOS places it), a band below nothing but the
/// plain background; and the screen's last row is that background. The cut keeps the content's
/// height and anything drawn past its bottom, such as a shadow.
enum DocSampleImage {
    /// `screen`, cut to what it shows; `content` is the same sample drawn as tall as its content.
    static func fitted(screen: Bitmap, content: Bitmap) -> Bitmap {
        guard content.width == screen.width, content.height < screen.height else { return screen }
        let rowBytes = screen.width * 4
        func row(_ y: Int) -> ArraySlice<UInt8> { screen.pixels[(y * rowBytes)..<((y + 1) * rowBytes)] }
        let background = row(screen.height - 1)
        guard isPlain(background) else { return screen }
        guard let top = bandStart(of: content, in: screen, background: background) else { return screen }
        var drawn = screen.height
        while drawn > top + content.height && row(drawn - 1).elementsEqual(background) { drawn -= 1 }
        return Bitmap(width: screen.width, height: drawn - top, pixels: Array(screen.pixels[(top * rowBytes)..<(drawn * rowBytes)]))!
    }

    /// Where `content` is drawn in `screen`: the top, or the first row of a band that has only rows of
    /// `background` above it; nil when it is neither.
    private static func bandStart(of content: Bitmap, in screen: Bitmap, background: ArraySlice<UInt8>) -> Int? {
        let rowBytes = screen.width * 4
        func matches(at top: Int) -> Bool {
            screen.pixels[(top * rowBytes)..<((top + content.height) * rowBytes)].elementsEqual(content.pixels)
        }
        if matches(at: 0) { return 0 }
        // Rows of background above the band: the screen's leading plain rows less the content's own.
        func leadingBackgroundRows(_ pixels: [UInt8], rows: Int) -> Int {
            var count = 0
            while count < rows && pixels[(count * rowBytes)..<((count + 1) * rowBytes)].elementsEqual(background) { count += 1 }
            return count
        }
        let top = leadingBackgroundRows(screen.pixels, rows: screen.height) - leadingBackgroundRows(content.pixels, rows: content.height)
        guard top > 0, top + content.height <= screen.height, matches(at: top) else { return nil }
        return top
    }

    /// True when every pixel of `row` is the colour of its first.
    private static func isPlain(_ row: ArraySlice<UInt8>) -> Bool {
        let first = row.prefix(4)
        return stride(from: row.startIndex, to: row.endIndex, by: 4).allSatisfy { row[$0..<($0 + 4)].elementsEqual(first) }
    }
}
