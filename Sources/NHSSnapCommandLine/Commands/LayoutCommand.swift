/// `layout SCENE`: prints the laid-out tree of one scene as JSON.
enum LayoutCommand {
    static var command: Command {
        Command(
            "layout", summary: "Print the laid-out tree of one scene as JSON",
            details: """
                Each node has a role (banner, homeMenu, homeMenuItem, icon, text, title, toggle,
                toolbarItem ...), a frame {x, y, width, height} in points from the snapshot's top left, and
                children; text nodes also carry text, lines and truncated, icons their symbol. An
                accessibility snapshot's id (banner/solid-a11y) gives the tree of the scene it shows, whose
                frames are those of the snapshot's image left of its legend.
                """,
            options: SceneOptions.self, run: run)
    }

    static func run(_ options: SceneOptions, _ context: Context) throws -> ExitStatus {
        let rendering = try options.render(in: context).rendering
        context.console.out("[")
        context.console.out(rendering.layout.map { $0.json() }.joined(separator: ",\n"))
        context.console.out("]")
        return .success
    }
}
