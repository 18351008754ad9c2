import CJPEGShim

/// Reading JPEG files through libjpeg-turbo (via the CJPEGShim C layer, which keeps libjpeg's
/// error exits out of Swift).
///
/// Baseline and progressive files, greyscale, YCbCr and RGB, give an 8-bit RGBA ``Bitmap``,
/// opaque, turned upright by the file's EXIF orientation as UIKit draws a JPEG (`UIImage`'s
/// `imageOrientation`). The stored samples are taken to be sRGB: colour profiles are ignored, as
/// for PNG. Decoding is deterministic: the integer IDCT (`JDCT_ISLOW`, exact in every build of
/// libjpeg-turbo), smooth ("fancy") chroma upsampling, and no block smoothing. Corrupt or
/// truncated data is an error (libjpeg would otherwise fill the rest with grey); CMYK files are an
/// error (iOS converts them through their colour profile, which nhs-snap does not read).
public enum JPEG {
    /// Decodes JPEG bytes; errors name `file` ("JPEG data" when nil).
    public static func decode(_ data: [UInt8], file: String? = nil, maxPixels: Int = PNG.defaultMaxPixels) throws(JPEGError) -> Bitmap {
        if data.isEmpty { throw JPEGError(file: file, reason: "empty file (0 bytes), not a JPEG") }
        let result = data.withUnsafeBufferPointer { bytes in decode(bytes, maxPixels: maxPixels, file: file) }
        let (bitmap, orientation) = try result.get()
        return orientation.upright(bitmap)
    }

    /// Reads and decodes the JPEG file at `path`; errors name the path.
    public static func read(path: String, maxPixels: Int = PNG.defaultMaxPixels) throws(JPEGError) -> Bitmap {
        let data: [UInt8]
        do { data = try FileAccess.readAll(path) } catch {
            switch error {
            case .fileNotFound: throw JPEGError(file: path, reason: "no such file")
            case .cannotRead(_, let reason): throw JPEGError(file: path, reason: "cannot read the file (\(reason))")
            default: throw JPEGError(file: path, reason: "\(error)")
            }
        }
        return try decode(data, file: path, maxPixels: maxPixels)
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int, file: String?
    ) -> Result<(Bitmap, EXIFOrientation), JPEGError> {
        guard let decoder = jpegshim_decoder_create(bytes.baseAddress, bytes.count) else {
            return .failure(JPEGError(file: file, reason: "out of memory"))
        }
        defer { jpegshim_decoder_destroy(decoder) }
        func failure(_ status: jpegshim_status) -> Result<(Bitmap, EXIFOrientation), JPEGError> {
            let width = Int(jpegshim_decoder_width(decoder)), height = Int(jpegshim_decoder_height(decoder))
            switch status {
            case JPEGSHIM_TOO_LARGE:
                return .failure(JPEGError(file: file, reason: "image of \(width)x\(height) pixels is over the limit of \(maxPixels) pixels"))
            case JPEGSHIM_CMYK:
                return .failure(JPEGError(
                    file: file,
                    reason: "CMYK JPEG images are not drawn by nhs-snap (iOS converts them through their colour profile): save the image as RGB"))
            default:
                let message = String(cString: jpegshim_decoder_message(decoder))
                return .failure(JPEGError(file: file, reason: "invalid or truncated JPEG (libjpeg: \(message))"))
            }
        }

        let headerStatus = jpegshim_decoder_read_header(decoder, UInt64(max(maxPixels, 0)))
        guard headerStatus == JPEGSHIM_OK else { return failure(headerStatus) }
        let width = Int(jpegshim_decoder_width(decoder)), height = Int(jpegshim_decoder_height(decoder))
        var exifLength = 0
        let exif = jpegshim_decoder_exif(decoder, &exifLength).map { Array(UnsafeBufferPointer(start: $0, count: exifLength)) } ?? []
        let byteCount = width * height * 4
        var status = JPEGSHIM_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            status = jpegshim_decoder_read_rgba(decoder, buffer.baseAddress, byteCount)
            initialized = status == JPEGSHIM_OK ? byteCount : 0
        }
        guard status == JPEGSHIM_OK else { return failure(status) }
        return .success((Bitmap(width: width, height: height, pixels: pixels)!, EXIFOrientation(tiff: exif)))
    }
}
