extension Node {
    /// `elements` with the frame VoiceOver outlines and a finger taps (`accessibilityHitArea`): a
    /// toolbar item the bar backs with glass is that whole circle or capsule, not just its symbol or word.
    func elementsInHitArea(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard let area = accessibilityHitArea else { return elements }
        let visible = elements.indices.filter { !elements[$0].isHidden }
        guard visible.count == 1 else { return elements }
        var elements = elements
        elements[visible[0]].frame = area
        return elements
    }
}
