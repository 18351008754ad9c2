import CPNGShim

extension PNG {
    /// Decodes PNG bytes into an 8-bit RGBA bitmap with straight alpha.
    ///
    /// Any colour type, bit depth (16-bit samples are rounded to 8 bits) and interlacing is
    /// accepted; tRNS transparency becomes alpha. Throws ``PNGError/tooLarge(file:width:height:maxPixels:)``
    /// before allocating pixel memory when the image has more than `maxPixels` pixels.
    public static func decode(_ data: [UInt8], maxPixels: Int = PNG.defaultMaxPixels) throws(PNGError) -> Bitmap {
        try decode(data, maxPixels: maxPixels, file: nil)
    }

    /// Reads and decodes the PNG file at `path`; errors name the path.
    public static func read(path: String, maxPixels: Int = PNG.defaultMaxPixels) throws(PNGError) -> Bitmap {
        try decode(FileAccess.readAll(path), maxPixels: maxPixels, file: path)
    }

    static func decode(_ data: [UInt8], maxPixels: Int, file: String?) throws(PNGError) -> Bitmap {
        if data.isEmpty { throw .emptyFile(file: file) }
        let result = data.withUnsafeBufferPointer { bytes in
            decode(bytes, maxPixels: maxPixels, file: file)
        }
        return try result.get()
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int, file: String?
    ) -> Result<Bitmap, PNGError> {
        guard let decoder = pngshim_decoder_create(bytes.baseAddress, bytes.count) else {
            return .failure(.outOfMemory(file: file))
        }
        defer { pngshim_decoder_destroy(decoder) }
        func failure(_ status: pngshim_status) -> Result<Bitmap, PNGError> {
            if status == PNGSHIM_TOO_LARGE {
                let width = Int(pngshim_decoder_width(decoder))
                let height = Int(pngshim_decoder_height(decoder))
                return .failure(.tooLarge(file: file, width: width, height: height, maxPixels: maxPixels))
            }
            let message = String(cString: pngshim_decoder_message(decoder))
            return .failure(PNGError(status: status, message: message, file: file))
        }

        let headerStatus = pngshim_decoder_read_header(decoder, UInt64(max(maxPixels, 0)))
        guard headerStatus == PNGSHIM_OK else { return failure(headerStatus) }
        let width = Int(pngshim_decoder_width(decoder))
        let height = Int(pngshim_decoder_height(decoder))
        // width and height are below 2^31 and their product is at most maxPixels, but maxPixels
        // itself may be huge: guard the byte count against overflow.
        let (byteCount, overflow) = (width * height).multipliedReportingOverflow(by: 4)
        if overflow { return failure(PNGSHIM_TOO_LARGE) }

        // The decoder may use a little room past the pixels as scratch space (the array keeps it
        // as spare capacity); no byte is zero-filled first, since decoding writes every pixel.
        let capacity = pngshim_decoder_capacity(decoder)
        var pixelStatus = PNGSHIM_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            pixelStatus = pngshim_decoder_read_rgba(decoder, buffer.baseAddress, byteCount, buffer.count)
            initialized = pixelStatus == PNGSHIM_OK ? byteCount : 0
        }
        guard pixelStatus == PNGSHIM_OK else { return failure(pixelStatus) }
        return .success(Bitmap(width: width, height: height, pixels: pixels)!)
    }
}
