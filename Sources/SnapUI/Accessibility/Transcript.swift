extension Rendering {
    /// What VoiceOver reads in the rendering, one element a line and a newline after each, as
    /// `nhs-snap a11y` prints it and the `.txt` goldens hold it.
    public var transcript: String {
        AccessibilityElement.transcript(accessibility).map { $0 + "\n" }.joined()
    }
}
