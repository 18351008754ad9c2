import Dispatch
import Synchronization

extension Pixelmatch {
    /// Reads two PNG files and compares them with `compare(_:_:options:)`.
    ///
    /// Decoding takes most of the time, so byte-identical files (the usual case for a snapshot
    /// that still matches its golden) are decoded once, and different files are decoded on two
    /// threads at once. Errors name the file. Both files are read before either is decoded, so a
    /// file that cannot be read is reported before one that cannot be decoded, and of two such
    /// errors the expected file's.
    public static func compareFiles(
        expected: String, actual: String, options: DiffOptions = DiffOptions(), maxPixels: Int = PNG.defaultMaxPixels
    ) throws(PNGError) -> DiffResult {
        let paths = [expected, actual]
        let data = [try FileAccess.readAll(expected), try FileAccess.readAll(actual)]
        if data[0] == data[1] {
            let image = try PNG.decode(data[0], maxPixels: maxPixels, file: expected)
            return compare(image, image, options: options)
        }
        let images = Mutex<[Result<Bitmap, PNGError>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let image = Result { () throws(PNGError) -> Bitmap in
                try PNG.decode(data[index], maxPixels: maxPixels, file: paths[index])
            }
            images.withLock { $0[index] = image }
        }
        let (first, second) = images.withLock { ($0[0]!, $0[1]!) }
        return compare(try first.get(), try second.get(), options: options)
    }
}
