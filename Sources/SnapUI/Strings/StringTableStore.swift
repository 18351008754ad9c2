import Foundation
import Synchronization

/// The string tables read so far, by folder and table name: each is read once a process, by
/// whichever render needs it first, and then shared by every render on any thread.
final class StringTableStore: Sendable {
    static let shared = StringTableStore()

    private let tables = Mutex<[String: Result<StringTable?, StringTableError>]>([:])

    /// The table `name` in `folder` (a resource bundle or a folder laid out as one): its
    /// `<name>.xcstrings` and its `*.lproj/<name>.strings` and `.stringsdict`; nil when the folder
    /// has none of them.
    func table(named name: String, in folder: URL) throws -> StringTable? {
        let cacheKey = folder.standardizedFileURL.path + "\u{0}" + name
        if let known = tables.withLock({ $0[cacheKey] }) { return try known.get() }
        let result: Result<StringTable?, StringTableError>
        do {
            result = .success(try StringTableStore.read(named: name, in: folder))
        } catch let error as StringTableError {
            result = .failure(error)
        } catch {
            result = .failure(StringTableError(path: folder.path, reason: "\(error)"))
        }
        tables.withLock { $0[cacheKey] = result }
        return try result.get()
    }

    private static func read(named name: String, in folder: URL) throws -> StringTable? {
        let manager = FileManager.default
        guard let contents = try? manager.contentsOfDirectory(atPath: folder.path) else { return nil }
        var table: StringTable?
        if contents.contains(name + ".xcstrings") {
            let url = folder.appendingPathComponent(name + ".xcstrings")
            table = try StringCatalogReader.read(try data(at: url), path: url.path)
        }
        for lproj in contents.sorted() where lproj.hasSuffix(".lproj") {
            let language = String(lproj.dropLast(".lproj".count))
            let languageFolder = folder.appendingPathComponent(lproj)
            // A .stringsdict's plural forms win over a .strings's value for the same key, as on iOS.
            let dictURL = languageFolder.appendingPathComponent(name + ".stringsdict")
            if manager.fileExists(atPath: dictURL.path) {
                let values = try StringsDictReader.read(try data(at: dictURL), path: dictURL.path)
                table = table ?? StringTable()
                table?.add(values, language: language)
            }
            let stringsURL = languageFolder.appendingPathComponent(name + ".strings")
            if manager.fileExists(atPath: stringsURL.path) {
                let values = try StringsFileReader.read(try data(at: stringsURL), path: stringsURL.path)
                table = table ?? StringTable()
                table?.add(values.mapValues { LocalizedValue($0) }, language: language)
            }
        }
        if table != nil, table?.developmentLanguage == nil {
            table?.developmentLanguage = developmentRegion(of: folder)
        }
        return table
    }

    private static func data(at url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw StringTableError(path: url.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
    }

    /// The `CFBundleDevelopmentRegion` of the folder's `Info.plist` (SwiftPM writes the package's
    /// `defaultLocalization` there).
    private static func developmentRegion(of folder: URL) -> String? {
        let url = folder.appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: url),
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return list["CFBundleDevelopmentRegion"] as? String
    }
}
