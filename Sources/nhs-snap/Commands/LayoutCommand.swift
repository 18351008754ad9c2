/// `nhs-snap layout SCENE`: prints the laid-out tree of one scene as JSON.
enum LayoutCommand {
    static let command = Command(
        name: "layout",
        summary: "Print the laid-out tree of one scene as JSON",
        arguments: [SceneOptions.argument],
        options: SceneOptions.options,
        details: """
            Each node has a role (banner, homeMenu, homeMenuItem, icon, text, title, toggle,
            toolbarItem ...), a frame {x, y, width, height} in points from the snapshot's top left, and
            children; text nodes also carry text, lines and truncated, icons their symbol.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let rendering = try SceneOptions.render(arguments)
        print("[")
        print(rendering.layout.map { $0.json() }.joined(separator: ",\n"))
        print("]")
        return .success
    }
}
