/// A minimal PDF writer for tests: one page whose content stream is given as text, with extra
/// objects and resources, a cross-reference table at the right offsets, and optionally the
/// content in a FlateDecode stream (zlib "stored" blocks, see `PNGTestFile.zlibStored`).
struct PDFTestFile {
    /// The page's MediaBox.
    var mediaBox = "[0 0 10 10]"
    /// Entries added to the page dictionary (`/Rotate 90`, `/CropBox [...]`).
    var pageEntries = ""
    /// The page's resource dictionary's entries (`/ExtGState << /A 5 0 R >>`).
    var resources = ""
    /// Objects 5, 6, ... in order: their text between `n 0 obj` and `endobj`.
    var objects: [String] = []
    var compressed = false
    /// Text added to the trailer dictionary (`/Encrypt 9 0 R`).
    var trailerEntries = ""

    func bytes(content: String) -> [UInt8] {
        var file = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        func add(_ body: [UInt8]) {
            offsets.append(file.count)
            file += Array("\(offsets.count) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        add(Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
        add(Array("<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox \(mediaBox) >>".utf8))
        add(Array("<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << \(resources) >> \(pageEntries) >>".utf8))
        let data = compressed ? PNGTestFile.zlibStored(Array(content.utf8)) : Array(content.utf8)
        add(Array("<< /Length \(data.count)\(compressed ? " /Filter /FlateDecode" : "") >>\nstream\n".utf8) + data + Array("\nendstream".utf8))
        for object in objects { add(Array(object.utf8)) }
        let xref = file.count
        file += Array("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            file += Array((String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n").utf8)
        }
        file += Array("trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R \(trailerEntries) >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return file
    }
}
