import AccessibilityAudit
import Raster
import Testing

/// Each rule over a subject built by hand: one that breaks it and one that keeps it.
@Suite struct AuditRuleTests {
    /// A 100 x 60 pt image at 1x filled with `background`, with a `box` painted `ink`.
    func image(_ background: RGBA, ink: RGBA? = nil, box: (Int, Int, Int, Int) = (0, 0, 0, 0)) -> Bitmap {
        var bitmap = Bitmap(width: 100, height: 60, fill: background)
        if let ink {
            for y in box.1..<(box.1 + box.3) { for x in box.0..<(box.0 + box.2) { bitmap[x, y] = ink } }
        }
        return bitmap
    }

    let grey = RGBA(hex: "#767676")!  // 4.54:1 on white
    let lightGrey = RGBA(hex: "#949494")!  // 3.03:1 on white

    func text(_ color: RGBA, size: Double = 17, bold: Bool = false, frame: Rect = Rect(x: 10, y: 10, width: 60, height: 20)) -> AuditText {
        AuditText(text: "Hello", color: color, fontSize: size, isBold: bold, frame: frame, visibleRect: Rect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func contrastRatiosAreWCAGs() {
        #expect(Contrast.figure(Contrast.ratio(.black, .white)) == "21.00:1")
        #expect(Contrast.figure(Contrast.ratio(grey, .white)) == "4.54:1")
        #expect(Contrast.figure(Contrast.ratio(RGBA(hex: "#005eb8")!, .white)) == "6.37:1")
        #expect(Contrast.composite(RGBA(r: 0, g: 0, b: 0, a: 128), over: .white) == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func textContrastMeasuresTheBackgroundBehindTheText() {
        // Grey text passes on white but fails on the light grey box actually behind it.
        let onWhite = AuditSubject(image: image(.white), scale: 1, texts: [text(grey)])
        #expect(AuditRule.textContrast.findings(in: onWhite).isEmpty)
        let onGrey = AuditSubject(image: image(.white, ink: RGBA(hex: "#dddddd")!, box: (5, 5, 80, 30)), scale: 1, texts: [text(grey)])
        let findings = AuditRule.textContrast.findings(in: onGrey)
        #expect(findings.map(\.figure) == ["3.34:1 (#767676 on #dddddd), needs 4.50:1"])
        #expect(findings.first?.frame == Rect(x: 10, y: 10, width: 60, height: 20))
    }

    @Test func theBackgroundIsTheCommonestColourEvenWithoutAMajority() {
        // Behind the text: half #dddddd, a third #eeeeee, the rest white; no colour is most of it.
        var bitmap = image(.white, ink: RGBA(hex: "#dddddd")!, box: (10, 10, 30, 20))
        for y in 10..<30 { for x in 40..<60 { bitmap[x, y] = RGBA(hex: "#eeeeee")! } }
        let findings = AuditRule.textContrast.findings(in: AuditSubject(image: bitmap, scale: 1, texts: [text(grey)]))
        #expect(findings.map(\.figure) == ["3.34:1 (#767676 on #dddddd), needs 4.50:1"])
    }

    @Test func largeTextNeedsThreeToOne() {
        let subject = { (t: AuditText) in AuditSubject(image: image(.white), scale: 1, texts: [t]) }
        #expect(AuditRule.textContrast.findings(in: subject(text(lightGrey, size: 17))).count == 1)
        #expect(AuditRule.textContrast.findings(in: subject(text(lightGrey, size: 18))).isEmpty)
        #expect(AuditRule.textContrast.findings(in: subject(text(lightGrey, size: 14, bold: true))).isEmpty)
        #expect(AuditRule.textContrast.findings(in: subject(text(lightGrey, size: 13.9, bold: true))).count == 1)
        var disabled = text(lightGrey)
        disabled.isDisabled = true
        #expect(AuditRule.textContrast.findings(in: subject(disabled)).isEmpty)
    }

    @Test func nonTextContrastComparesAnEdgeWithItsSurroundings() {
        let track = Rect(x: 20, y: 20, width: 51, height: 31)
        let pale = AuditSubject(
            image: image(.white, ink: RGBA(hex: "#e9e9ea")!, box: (20, 20, 51, 31)), scale: 1,
            boundaries: [AuditBoundary(control: "switch", color: RGBA(hex: "#e9e9ea")!, frame: track)])
        #expect(AuditRule.nonTextContrast.findings(in: pale).map(\.figure) == ["1.21:1 (#e9e9ea on #ffffff), needs 3.00:1"])
        let blue = AuditSubject(
            image: image(.white, ink: RGBA(hex: "#005eb8")!, box: (20, 20, 51, 31)), scale: 1,
            boundaries: [AuditBoundary(control: "switch", color: RGBA(hex: "#005eb8")!, frame: track)])
        #expect(AuditRule.nonTextContrast.findings(in: blue).isEmpty)
    }

    @Test func targetsAreAtLeast44Points() {
        let small = AuditElement(label: "Close", traits: [.button], frame: Rect(x: 0, y: 0, width: 44, height: 32))
        let big = AuditElement(label: "Close", traits: [.button], frame: Rect(x: 0, y: 0, width: 44, height: 44))
        let text = AuditElement(label: "Words", frame: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(AuditRule.targetSize.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [small]))
            .map(\.figure) == ["44 x 32 pt, needs 44 x 44 pt"])
        #expect(AuditRule.targetSize.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [big, text])).isEmpty)
    }

    @Test func smallTargetsNeedRoomFromTheirNeighbours() {
        let a = AuditElement(label: "A", traits: [.button], frame: Rect(x: 0, y: 0, width: 16, height: 16))
        let near = AuditElement(label: "B", traits: [.button], frame: Rect(x: 18, y: 0, width: 16, height: 16))
        let far = AuditElement(label: "B", traits: [.button], frame: Rect(x: 30, y: 0, width: 16, height: 16))
        #expect(AuditRule.targetSpacing.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [a, near])).count == 2)
        #expect(AuditRule.targetSpacing.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [a, far])).isEmpty)
    }

    @Test func truncatedTextFailsUnlessItMayTruncate() {
        var truncated = text(.black)
        truncated.isTruncated = true
        #expect(AuditRule.textTruncated.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [truncated])).count == 1)
        truncated.mayTruncate = true
        #expect(AuditRule.textTruncated.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [truncated, text(.black)])).isEmpty)
    }

    @Test func clippedAndOffScreenText() {
        let inside = text(.black)
        var clipped = text(.black)
        clipped.visibleRect = Rect(x: 0, y: 0, width: 40, height: 60)
        let off = text(.black, frame: Rect(x: 60, y: 10, width: 60, height: 20))
        let findings = AuditRule.textClipped.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [inside, clipped, off]))
        #expect(findings.map(\.figure) == ["clipped by its container", "runs off the screen"])
    }

    @Test func overlappingText() {
        let a = text(.black), b = text(.black, frame: Rect(x: 50, y: 25, width: 40, height: 20))
        let c = text(.black, frame: Rect(x: 10, y: 30, width: 40, height: 20))
        #expect(AuditRule.textOverlap.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [a, b]))
            .map(\.figure) == ["overlaps text \"Hello\" by 20 x 5 pt"])
        #expect(AuditRule.textOverlap.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [a, c])).isEmpty)
        // Two runs (two colours) of one text overlap by their lines' boxes, but are one text.
        var first = a, second = b
        (first.paragraph, second.paragraph) = (1, 1)
        #expect(AuditRule.textOverlap.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [first, second])).isEmpty)
        second.paragraph = 2
        #expect(AuditRule.textOverlap.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [first, second])).count == 1)
        // A text clipped away where the other is drawn does not overlap it.
        second.visibleRect = Rect(x: 0, y: 40, width: 100, height: 60)
        #expect(AuditRule.textOverlap.findings(in: AuditSubject(image: image(.white), scale: 1, texts: [first, second])).isEmpty)
    }

    @Test func controlsAndImagesHaveLabels() {
        let frame = Rect(x: 0, y: 0, width: 44, height: 44)
        let unlabelled = [
            AuditElement(label: "", traits: [.button], frame: frame), AuditElement(label: " ", traits: [.image], frame: frame),
        ]
        let fine = [
            AuditElement(label: "Close", traits: [.button], frame: frame), AuditElement(label: "", traits: [.image], frame: frame, isHidden: true),
        ]
        #expect(AuditRule.labels.findings(in: AuditSubject(image: image(.white), scale: 1, elements: unlabelled)).count == 2)
        #expect(AuditRule.labels.findings(in: AuditSubject(image: image(.white), scale: 1, elements: fine)).isEmpty)
    }

    @Test func symbolNamesAreNotLabels() {
        let frame = Rect(x: 0, y: 0, width: 44, height: 44)
        let readsName = AuditSubject(
            image: image(.white), scale: 1,
            elements: [AuditElement(label: "xmark", traits: [.button], frame: frame), AuditElement(label: "Messages, bell.fill", frame: frame)],
            symbolNames: ["xmark", "bell.fill"])
        #expect(AuditRule.symbolNameLabel.findings(in: readsName).map(\.element) == ["\"xmark\"", "\"Messages, bell.fill\""])
        let labelled = AuditSubject(
            image: image(.white), scale: 1,
            elements: [AuditElement(label: "Close", traits: [.button], frame: frame), AuditElement(label: "bell.fill", traits: [.image], frame: frame, isHidden: true)],
            symbolNames: ["xmark", "bell.fill"])
        #expect(AuditRule.symbolNameLabel.findings(in: labelled).isEmpty)
    }

    @Test func theHeadingIsReadOnce() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let heading = AuditElement(label: "Messages", traits: [.heading], frame: frame)
        #expect(AuditRule.headings.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [heading])).isEmpty)
        #expect(AuditRule.headings.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [heading, heading]))
            .map(\.figure) == ["2 headings: \"Messages\", \"Messages\""])
    }

    @Test func aScreenHasAHeading() {
        let heading = AuditElement(label: "Messages", traits: [.heading], frame: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(AuditRule.screenHeading.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [heading], isScreen: true)).isEmpty)
        #expect(AuditRule.screenHeading.findings(in: AuditSubject(image: image(.white), scale: 1, isScreen: true)).map(\.figure) == ["no heading"])
        #expect(AuditRule.screenHeading.findings(in: AuditSubject(image: image(.white), scale: 1)).isEmpty)
    }

    @Test func aToggleReadsItsState() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let silent = AuditElement(label: "Notifications", traits: [.toggle], frame: frame)
        let reads = AuditElement(label: "Notifications", value: "off", traits: [.toggle], frame: frame)
        #expect(AuditRule.toggleState.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [silent])).count == 1)
        #expect(AuditRule.toggleState.findings(in: AuditSubject(image: image(.white), scale: 1, elements: [reads])).isEmpty)
    }

    @Test func namedContainersAreLabelled() {
        let rule = AuditRule.labelledContainer(roles: ["homeMenu"])
        let frame = Rect(x: 0, y: 0, width: 100, height: 44)
        #expect(rule.findings(in: AuditSubject(image: image(.white), scale: 1, containers: [AuditContainer(role: "homeMenu", frame: frame)])).count == 1)
        #expect(rule.findings(in: AuditSubject(
            image: image(.white), scale: 1,
            containers: [AuditContainer(role: "homeMenu", frame: frame, containerLabel: "Services"), AuditContainer(role: "banner", frame: frame)]
        )).isEmpty)
    }

    @Test func waiversKeepTheFindingAndGiveTheReason() {
        let subject = AuditSubject(image: image(.white), scale: 1, texts: [text(lightGrey)])
        let waived = Audit.run(subject, waivers: [AuditWaiver(.textContrast, reason: "drawn by iOS")])
        #expect(waived.map(\.waiver) == ["drawn by iOS"])
        #expect(waived.first?.description == "text-contrast: text \"Hello\" at x 10-70, y 10-30 pt: 3.03:1 (#949494 on #ffffff), needs 4.50:1 (waived: drawn by iOS)")
        #expect(Audit.run(subject, waivers: [AuditWaiver(.targetSize, reason: "other rule")]).map(\.waiver) == [nil])
    }
}
