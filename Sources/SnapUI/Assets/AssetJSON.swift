import Foundation

/// Reading the `Contents.json` files of an asset catalogue: objects, arrays and strings as Xcode
/// writes them, each wrong shape an error naming the file.
struct AssetJSON {
    /// The file read.
    let path: String
    let object: [String: Any]

    /// The object in the `Contents.json` of `folder`; an empty object when there is none and `optional`.
    init(folder: String, optional: Bool = false) throws(AssetCatalogueError) {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            if optional && !FileManager.default.fileExists(atPath: path) {
                object = [:]
                return
            }
            throw AssetCatalogueError(path: path, reason: "cannot be read")
        }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            throw AssetCatalogueError(path: path, reason: "is not JSON (\(error.localizedDescription))")
        }
        guard let object = parsed as? [String: Any] else {
            throw AssetCatalogueError(path: path, reason: "is not a JSON object")
        }
        self.object = object
    }

    /// An error about this file.
    func error(_ reason: String) -> AssetCatalogueError {
        AssetCatalogueError(path: path, reason: reason)
    }

    /// The array of objects under `key`; empty when absent.
    func objects(_ key: String) throws(AssetCatalogueError) -> [[String: Any]] {
        guard let value = object[key] else { return [] }
        guard let array = value as? [[String: Any]] else { throw error("'\(key)' is not an array of objects") }
        return array
    }

    /// The object under `key`; empty when absent.
    func properties() throws(AssetCatalogueError) -> [String: Any] {
        guard let value = object["properties"] else { return [:] }
        guard let properties = value as? [String: Any] else { throw error("'properties' is not an object") }
        return properties
    }
}
