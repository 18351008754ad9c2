import Raster

/// A documentation image is the size of what it shows. A sample that is not a screen is drawn as
/// tall as its content already; a screen is drawn at the screen's height and then cut below what
/// it shows, when the screen's height adds nothing but empty space: when the sample drawn as tall
/// as its content is the same picture as the top of the screen (nothing is pinned lower down or
/// stretched to the screen's height), and the screen's last row is its plain background. The cut
/// keeps the content's height and anything drawn past it, such as a shadow.
enum DocSampleImage {
    /// `screen`, cut to what it shows; `content` is the same sample drawn as tall as its content.
    static func fitted(screen: Bitmap, content: Bitmap) -> Bitmap {
        guard content.width == screen.width, content.height < screen.height else { return screen }
        let rowBytes = screen.width * 4
        func row(_ y: Int) -> ArraySlice<UInt8> { screen.pixels[(y * rowBytes)..<((y + 1) * rowBytes)] }
        guard screen.pixels[..<(content.height * rowBytes)].elementsEqual(content.pixels) else { return screen }
        let background = row(screen.height - 1)
        guard isPlain(background) else { return screen }
        var drawn = screen.height
        while drawn > content.height && row(drawn - 1).elementsEqual(background) { drawn -= 1 }
        return Bitmap(width: screen.width, height: drawn, pixels: Array(screen.pixels[..<(drawn * rowBytes)]))!
    }

    /// True when every pixel of `row` is the colour of its first.
    private static func isPlain(_ row: ArraySlice<UInt8>) -> Bool {
        let first = row.prefix(4)
        return stride(from: row.startIndex, to: row.endIndex, by: 4).allSatisfy { row[$0..<($0 + 4)].elementsEqual(first) }
    }
}
