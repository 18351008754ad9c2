/// Reading and writing PNG files through libpng (via the CPNGShim C layer, which keeps libpng's
/// longjmp-based error handling out of Swift).
///
/// - Reading accepts every PNG colour type and bit depth, interlaced or not, and always gives an
///   8-bit RGBA ``Bitmap`` with straight alpha. Gamma and colour-profile chunks (gAMA, cHRM,
///   sRGB, iCCP) are ignored on purpose: the stored bytes are taken to be sRGB, so a file reads
///   back as exactly the pixels that were written. Before any pixel memory is allocated the
///   image's pixel count is checked against a limit (``defaultMaxPixels`` unless given), and
///   every chunk's CRC is checked.
/// - Writing produces an 8-bit RGBA file, or an RGB one when the bitmap is fully opaque, with no
///   ancillary chunks, so the same bitmap and options always give the same bytes.
public enum PNG {
    /// The pixel-count limit for reading when none is given: 100 megapixels (400 MB of RGBA).
    public static let defaultMaxPixels = 100_000_000
}
