import Foundation
import Raster
import Synchronization

/// One `.xcassets` folder, read as Xcode writes it: its colour, image and symbol sets by name. Folders
/// group sets; a folder whose `Contents.json` says `"provides-namespace": true` puts its name
/// before theirs (`Illustrations/Onboarding`). A set that cannot be read keeps its error, which
/// looking its name up reports; the others stay usable. Image files are read when first drawn
/// and kept. Safe to share between renders on several threads.
final class AssetCatalogue: Sendable {
    /// The `.xcassets` folder.
    let path: String
    let colors: [String: Result<ColorSet, AssetCatalogueError>]
    let images: [String: Result<ImageSet, AssetCatalogueError>]
    let symbols: [String: Result<SymbolSet, AssetCatalogueError>]
    private let contents = Mutex<[String: Result<AssetImageContent, AssetCatalogueError>]>([:])

    /// Reads the catalogue in `folder`.
    init(folder: String) throws(AssetCatalogueError) {
        path = folder
        var colors: [String: Result<ColorSet, AssetCatalogueError>] = [:]
        var images: [String: Result<ImageSet, AssetCatalogueError>] = [:]
        var symbols: [String: Result<SymbolSet, AssetCatalogueError>] = [:]
        func read(_ folder: String, prefix: String) throws(AssetCatalogueError) {
            let children: [String]
            do { children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
                throw AssetCatalogueError(path: folder, reason: "cannot be read (\(error.localizedDescription))")
            }
            for child in children where !child.hasPrefix(".") {
                let childPath = (folder as NSString).appendingPathComponent(child)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let name = prefix + (child as NSString).deletingPathExtension
                switch (child as NSString).pathExtension {
                case "colorset":
                    if colors[name] == nil { colors[name] = Result { () throws(AssetCatalogueError) in try ColorSet(folder: childPath) } }
                case "imageset":
                    if images[name] == nil { images[name] = Result { () throws(AssetCatalogueError) in try ImageSet(folder: childPath) } }
                case "symbolset":
                    if symbols[name] == nil { symbols[name] = Result { () throws(AssetCatalogueError) in try SymbolSet(folder: childPath) } }
                case "":
                    let group = try AssetJSON(folder: childPath, optional: true)
                    let namespaced = try group.properties()["provides-namespace"] as? Bool ?? false
                    try read(childPath, prefix: namespaced ? name + "/" : prefix)
                default:
                    // App icons, data sets, sprite atlases...: not drawn by views.
                    continue
                }
            }
        }
        try read(folder, prefix: "")
        self.colors = colors
        self.images = images
        self.symbols = symbols
    }

    /// The image in `file` (PNG, JPEG, PDF or SVG), read once.
    func content(_ file: String) -> Result<AssetImageContent, AssetCatalogueError> {
        if let known = contents.withLock({ $0[file] }) { return known }
        let result = Result { () throws(AssetCatalogueError) -> AssetImageContent in try Self.read(file) }
        contents.withLock { $0[file] = result }
        return result
    }

    /// Reads a PNG, a JPEG, a PDF or an SVG; other formats (HEIC...) are errors saying what nhs-snap draws.
    private static func read(_ file: String) throws(AssetCatalogueError) -> AssetImageContent {
        switch (file as NSString).pathExtension.lowercased() {
        case "png":
            do { return .bitmap(try PNG.read(path: file)) } catch {
                throw AssetCatalogueError(path: file, reason: "cannot be read as a PNG: \(error)")
            }
        case "svg":
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                throw AssetCatalogueError(path: file, reason: "cannot be read as UTF-8 text")
            }
            do { return .vector(try SVGImage(text)) } catch {
                throw AssetCatalogueError(path: file, reason: "cannot be drawn: \(error)")
            }
        case "jpg", "jpeg":
            do { return .bitmap(try JPEG.read(path: file)) } catch {
                throw AssetCatalogueError(path: file, reason: "cannot be read as a JPEG: \(error.reason)")
            }
        case "pdf":
            guard let data = FileManager.default.contents(atPath: file) else {
                throw AssetCatalogueError(path: file, reason: "cannot be read")
            }
            do { return .pdf(try PDFImage(data: Array(data))) } catch {
                throw AssetCatalogueError(path: file, reason: "cannot be drawn: \(error)")
            }
        case let other:
            throw AssetCatalogueError(path: file, reason: "'\(other)' images are not drawn by nhs-snap (it reads PNG, JPEG, PDF and SVG)")
        }
    }
}
