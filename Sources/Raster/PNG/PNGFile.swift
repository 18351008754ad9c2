extension PNG {
    /// The bytes of the regular file at `path`, read whole; errors name the path. With
    /// ``decode(_:file:maxPixels:)``, for a caller that keeps a file's bytes as well as its pixels.
    public static func readFile(path: String) throws(PNGError) -> [UInt8] {
        try FileAccess.readAll(path)
    }

    /// ``decode(_:maxPixels:)`` for bytes read from `file`, which errors name.
    public static func decode(_ data: [UInt8], file: String, maxPixels: Int = PNG.defaultMaxPixels) throws(PNGError) -> Bitmap {
        try decode(data, maxPixels: maxPixels, file: Optional(file))
    }

    /// Writes bytes that are already a PNG (a copy of a file read with ``readFile(path:)``) to
    /// `path` atomically, as ``write(_:to:options:)`` writes.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws(PNGError) {
        try FileAccess.writeAtomically(bytes, to: path)
    }
}
