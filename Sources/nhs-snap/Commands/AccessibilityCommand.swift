import SnapUI

/// `nhs-snap a11y SCENE`: prints what VoiceOver reads in one scene, an element a line in reading order.
enum AccessibilityCommand {
    static let command = Command(
        name: "a11y",
        summary: "Print what VoiceOver reads in one scene, one element a line",
        arguments: [SceneOptions.argument],
        options: SceneOptions.options,
        details: """
            Each line is label, value, traits and hint, as VoiceOver speaks them; a labelled container
            (such as the home menu) is announced on a line of its own before its first element;
            decorative images that VoiceOver skips are listed as (hidden).
            """,
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        for line in AccessibilityElement.transcript(try SceneOptions.render(arguments).accessibility) {
            print(line)
        }
        return .success
    }
}
