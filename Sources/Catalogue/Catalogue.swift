import AccessibilityAudit
import ViewSnapshots

/// The built-in catalogue: every spec sample and the cases that stress each rule, one file per
/// component. Drawn on NHS App screens: the command line applies `applyNHSAppearance()`.
public enum Catalogue {
    /// Every entry, made once.
    public static let entries: [CatalogueEntry] =
        ToolbarScenes.entries + ToggleScenes.entries + HomeMenuScenes.entries + TitleScenes.entries + BannerScenes.entries

    /// The audit's rules for the design system: the standard ones, and the home menu as a labelled
    /// container (its label is announced as VoiceOver moves into it, as the spec asks).
    public static let auditRules: [AuditRule] = AuditRule.standard + [.labelledContainer(roles: ["homeMenu"])]
}
