extension AuditRule {
    /// The heading is read once: a snapshot has at most one (a large title and its copy in the bar
    /// are not both read).
    public static let headings = AuditRule(id: "heading", summary: "at most one heading, read once") { subject in
        let headings = subject.elements.filter { !$0.isHidden && $0.traits.contains(.heading) }
        guard headings.count > 1 else { return [] }
        return headings.dropFirst().map { heading in
            AuditFinding(
                rule: "heading", element: heading.name, frame: heading.frame,
                figure: "\(headings.count) headings: \(headings.map(\.name).joined(separator: ", "))")
        }
    }

    /// A whole screen has a heading (its title). Not standard: a catalogue's sample screens of a
    /// single component often have none; an app's own screens should.
    public static let screenHeading = AuditRule(id: "screen-heading", summary: "a screen has a heading") { subject in
        guard subject.isScreen, !subject.elements.contains(where: { !$0.isHidden && $0.traits.contains(.heading) }) else { return [] }
        return [AuditFinding(rule: "screen-heading", element: "screen", frame: subject.bounds, figure: "no heading")]
    }

    /// A toggle reads its state ("on" or "off") as its value.
    public static let toggleState = AuditRule(id: "toggle-state", summary: "a toggle reads its state") { subject in
        subject.elements.filter { !$0.isHidden && $0.traits.contains(.toggle) && ($0.value ?? "").isEmpty }.map {
            AuditFinding(rule: "toggle-state", element: $0.name, frame: $0.frame, figure: "reads no on/off value")
        }
    }

    /// Each view with one of `roles` (for example a design system's home menu) is an accessibility
    /// container with a label, so VoiceOver announces the group as focus moves into it.
    public static func labelledContainer(roles: Set<String>) -> AuditRule {
        AuditRule(
            id: "labelled-container", summary: "\(roles.sorted().joined(separator: ", ")) is a labelled container"
        ) { subject in
            subject.containers.filter { roles.contains($0.role) && ($0.containerLabel ?? "").isEmpty }.map {
                AuditFinding(rule: "labelled-container", element: $0.role, frame: $0.frame, figure: "not a labelled container")
            }
        }
    }
}
