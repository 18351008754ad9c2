extension AuditRule {
    /// WCAG 1.4.3: each run of text against the background behind it, as drawn, at least 4.5:1,
    /// or 3:1 for large text (18 pt, or 14 pt bold). Text of a disabled control is exempt.
    public static let textContrast = AuditRule(
        id: "text-contrast", summary: "text at least 4.5:1 against its background (3:1 for 18 pt, or 14 pt bold)"
    ) { subject in
        let sampler = PixelSampler(subject)
        return subject.texts.compactMap { text in
            guard !text.isDisabled, let background = sampler.commonestColor(in: text.frame.intersection(subject.bounds)) else {
                return nil
            }
            let needed = text.isLarge ? 3.0 : 4.5
            let ratio = Contrast.ratio(Contrast.composite(text.color, over: background), background)
            guard ratio < needed else { return nil }
            return AuditFinding(
                rule: "text-contrast", element: "text \"\(text.text)\"", frame: text.frame,
                figure: "\(Contrast.figure(ratio)) (\(text.color.hex) on \(background.hex)), needs \(Contrast.figure(needed))")
        }
    }

    /// WCAG 1.4.11: a control's visible edge (a border, a switch's track) at least 3:1 against
    /// what surrounds it. Disabled controls are exempt.
    public static let nonTextContrast = AuditRule(
        id: "non-text-contrast", summary: "a control's border or track at least 3:1 against its surroundings"
    ) { subject in
        let sampler = PixelSampler(subject)
        return subject.boundaries.compactMap { boundary in
            guard !boundary.isDisabled, let around = sampler.commonestColor(around: boundary.frame) else { return nil }
            let ratio = Contrast.ratio(Contrast.composite(boundary.color, over: around), around)
            guard ratio < 3 else { return nil }
            return AuditFinding(
                rule: "non-text-contrast", element: boundary.control, frame: boundary.frame,
                figure: "\(Contrast.figure(ratio)) (\(boundary.color.hex) on \(around.hex)), needs 3.00:1")
        }
    }
}
