import CPNGShim

extension PNG {
    /// Encodes `bitmap` as PNG bytes: 8-bit RGB when every pixel is opaque (the alpha bytes are
    /// dropped), 8-bit RGBA otherwise. No ancillary chunks are written, so the output depends
    /// only on the pixels and `options`.
    public static func encode(_ bitmap: Bitmap, options: PNGWriteOptions = .init()) throws(PNGError) -> [UInt8] {
        try encode(bitmap, options: options, file: nil)
    }

    /// Encodes `bitmap` and writes it to `path` atomically: the bytes go to a temporary file in
    /// the same folder, which is then renamed over `path`. On any failure the temporary file is
    /// removed, so `path` is either left as it was or holds the complete new file.
    public static func write(_ bitmap: Bitmap, to path: String, options: PNGWriteOptions = .init()) throws(PNGError) {
        try FileAccess.writeAtomically(encode(bitmap, options: options, file: path), to: path)
    }

    private static func encode(_ bitmap: Bitmap, options: PNGWriteOptions, file: String?) throws(PNGError) -> [UInt8] {
        // The PNG format's limit for each side is 2^31 - 1.
        let sides = 1...Int(Int32.max)
        guard sides.contains(bitmap.width), sides.contains(bitmap.height) else {
            throw .cannotEncode(
                file: file, reason: "a \(bitmap.width)x\(bitmap.height) bitmap; each side must be 1 to \(Int32.max) pixels")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw .cannotEncode(file: file, reason: "compression level \(options.compressionLevel) is not 0 to 9")
        }
        guard !options.filters.isEmpty else {
            throw .cannotEncode(file: file, reason: "no row filters were allowed")
        }
        guard let encoder = pngshim_encoder_create() else { throw .outOfMemory(file: file) }
        defer { pngshim_encoder_destroy(encoder) }

        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            pngshim_encoder_encode(
                encoder, pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                bitmap.isOpaque ? 0 : 1, Int32(options.compressionLevel), options.filters.rawValue,
                options.strategy.shimValue)
        }
        guard status == PNGSHIM_OK else {
            let message = String(cString: pngshim_encoder_message(encoder))
            throw PNGError(status: status, message: message, file: file)
        }
        return Array(UnsafeBufferPointer(start: pngshim_encoder_bytes(encoder), count: pngshim_encoder_size(encoder)))
    }
}
