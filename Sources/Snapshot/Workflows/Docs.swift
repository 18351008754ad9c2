import Foundation
import Raster

/// `nhs-snap docs --out DIR`: renders the scenes flagged as documentation samples at a
/// documentation size (by default 3x on a 402-point phone, default text size) in light and dark,
/// each as tall as what it shows (``DocSampleImage``), and writes an index in Markdown (index.md)
/// and HTML (index.html) showing them by scene name.
public enum Docs {
    public struct Options: Sendable {
        /// The folder to write to.
        public var output: String
        public var device: Device = .iPhone16Pro
        public var scale = 3
        public var textSize: TextSize = .large
        public var schemes: [Scheme] = [.light, .dark]
        public var jobs = ParallelRunner.coreCount

        public init(output: String) { self.output = output }
    }

    /// A sample's images: the scene id, then one image path (relative to the folder) per scheme.
    struct Sample {
        let sceneID: String
        let images: [(scheme: Scheme, path: String)]
    }

    /// Renders and writes the samples of `catalogue` whose ids `filter` keeps; returns what the
    /// command prints. A filter that keeps no sample is an error
    /// (``SnapshotError/noDocSampleMatches(criteria:)``), and so is a sample that fails to render,
    /// naming the snapshot (``SnapshotError/renderFailed(_:reason:)``).
    public static func run(_ catalogue: SceneCatalogue, filter: SnapshotFilter = SnapshotFilter(), options: Options) throws(SnapshotError) -> String {
        let folder = try SafeFolder(options.output)
        let planned = catalogue.scenes.filter(\.isDocSample).flatMap { scene in
            options.schemes.map { scheme in
                PlannedSnapshot(
                    scene: scene,
                    configuration: SnapshotConfiguration(device: options.device, textSize: options.textSize, scheme: scheme, scale: options.scale))
            }
        }.filter(filter.includes)
        guard !planned.isEmpty else { throw .noDocSampleMatches(criteria: filter.criteria) }
        let (written, _) = ParallelRunner(jobs: options.jobs, label: "docs").map(planned) { snapshot, times in
            Result { () throws(SnapshotError) -> String in
                // `banner/solid` in light: `banner/solid.light.png`.
                var components = snapshot.scene.id.split(separator: "/").map(String.init)
                components[components.count - 1] += "." + snapshot.configuration.scheme.rawValue + ".png"
                let path = try folder.preparedPath(components)
                var image: Bitmap
                do {
                    image = try snapshot.scene.render(snapshot.configuration)
                    if let renderContent = snapshot.scene.renderContent {
                        image = DocSampleImage.fitted(screen: image, content: try renderContent(snapshot.configuration))
                    }
                } catch {
                    throw .renderFailed(snapshot.key, reason: "\(error)")
                }
                do throws(PNGError) { try PNG.write(image, to: path) } catch { throw .cannotWrite(path, error) }
                return components.joined(separator: "/")
            }
        }
        var samples: [Sample] = []
        for (snapshot, path) in zip(planned, written) {
            let image = (snapshot.configuration.scheme, try path.get())
            if samples.last?.sceneID == snapshot.scene.id {
                samples[samples.count - 1] = Sample(sceneID: snapshot.scene.id, images: samples.last!.images + [image])
            } else {
                samples.append(Sample(sceneID: snapshot.scene.id, images: [image]))
            }
        }
        try ReportFolder.writeFile(Data(markdown(samples, options).utf8), to: folder.preparedPath(["index.md"]))
        try ReportFolder.writeFile(Data(html(samples, options).utf8), to: folder.preparedPath(["index.html"]))
        return "docs: \(samples.count) sample\(samples.count == 1 ? "" : "s"), \(planned.count) images in \(folder.root)\nindex: \(folder.root)/index.md, \(folder.root)/index.html"
    }

    private static func caption(_ options: Options) -> String {
        "\(options.device.name) (\(options.device.width) points wide) at \(options.scale)x, text size \(options.textSize.name)"
    }

    static func markdown(_ samples: [Sample], _ options: Options) -> String {
        var lines = ["# Component samples", "", "Rendered by `nhs-snap docs` on \(caption(options)).", ""]
        for sample in samples {
            lines += ["## \(sample.sceneID)", ""]
            lines.append("| " + sample.images.map { $0.scheme.rawValue }.joined(separator: " | ") + " |")
            lines.append("|" + String(repeating: " --- |", count: sample.images.count))
            lines.append("| " + sample.images.map { "![\(sample.sceneID), \($0.scheme.rawValue)](\($0.path))" }.joined(separator: " | ") + " |")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func html(_ samples: [Sample], _ options: Options) -> String {
        let e = Markup.escape
        var body: [String] = []
        for sample in samples {
            body.append("<section><h2>\(e(sample.sceneID))</h2><div class=\"row\">")
            for image in sample.images {
                body.append("<figure><img src=\"\(e(image.path))\" alt=\"\(e(sample.sceneID)), \(image.scheme.rawValue)\"><figcaption>\(image.scheme.rawValue)</figcaption></figure>")
            }
            body.append("</div></section>")
        }
        return """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Component samples</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; background: #f0f4f5; color: #212b32; }
            section { background: #fff; padding: 12px 16px; margin-bottom: 16px; border-radius: 4px; }
            .row { display: flex; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } img { max-width: 402px; width: 100%; border: 1px solid #aeb7bd; }
            </style></head>
            <body>
            <h1>Component samples</h1>
            <p>Rendered by <code>nhs-snap docs</code> on \(e(caption(options))).</p>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }
}
