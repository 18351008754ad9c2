extension AuditRule {
    /// A screen has one heading, its title, read once; nothing else has more than one.
    public static let headings = AuditRule(id: "heading", summary: "a screen has exactly one heading, read once") { subject in
        let headings = subject.elements.filter { !$0.isHidden && $0.traits.contains(.heading) }
        if headings.count > 1 {
            return headings.dropFirst().map { heading in
                AuditFinding(
                    rule: "heading", element: heading.name, frame: heading.frame,
                    figure: "\(headings.count) headings: \(headings.map(\.name).joined(separator: ", "))")
            }
        }
        if headings.isEmpty, subject.isScreen {
            return [AuditFinding(rule: "heading", element: "screen", frame: subject.bounds, figure: "no heading")]
        }
        return []
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
