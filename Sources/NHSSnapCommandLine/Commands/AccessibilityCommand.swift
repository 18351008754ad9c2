import SnapUI

/// `a11y SCENE`: prints what VoiceOver reads in one scene, an element a line in reading order.
enum AccessibilityCommand {
    static var command: Command {
        Command(
            "a11y", summary: "Print what VoiceOver reads in one scene, one element a line",
            details: """
                Each line is label, value, traits and hint, as VoiceOver speaks them; a labelled container
                (such as the home menu) is announced on a line of its own before its first element;
                decorative images that VoiceOver skips are listed as (hidden). An accessibility snapshot's
                id (banner/solid-a11y) reads its scene: what its legend lists, and the hidden images.
                """,
            options: SceneOptions.self, run: run)
    }

    static func run(_ options: SceneOptions, _ context: Context) throws -> ExitStatus {
        for line in AccessibilityElement.transcript(try options.render(in: context).rendering.accessibility) {
            context.console.out(line)
        }
        return .success
    }
}
