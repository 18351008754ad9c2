import Foundation

extension AuditRule {
    /// Every control and every image VoiceOver reaches has a label.
    public static let labels = AuditRule(id: "label", summary: "every control and image VoiceOver reaches has a label") { subject in
        subject.elements.filter { element in
            !element.isHidden && (element.isInteractive || element.traits.contains(.image))
                && element.label.trimmingCharacters(in: .whitespaces).isEmpty
        }.map { AuditFinding(rule: "label", element: $0.name, frame: $0.frame, figure: "no label") }
    }

    /// No element reads an SF Symbol's name ("xmark", "chevron.right"): an icon-only button needs
    /// a label, and a decorative icon is hidden.
    public static let symbolNameLabel = AuditRule(
        id: "symbol-name", summary: "no element reads an icon's symbol name: label it, or hide it when decorative"
    ) { subject in
        subject.elements.filter { element in
            !element.isHidden && element.label.split(separator: ",").contains {
                subject.symbolNames.contains($0.trimmingCharacters(in: .whitespaces))
            }
        }.map { element in
            AuditFinding(
                rule: "symbol-name", element: element.name, frame: element.frame,
                figure: element.isInteractive ? "reads the icon's symbol name: give it a label" : "reads the icon's symbol name: hide it if decorative, else label it")
        }
    }
}
