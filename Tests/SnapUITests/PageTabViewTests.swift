import AccessibilityAudit
import Raster
import Testing
@testable import SnapUI

/// A paged TabView as iOS draws it: greedy, each page offered the whole TabView, and UIKit's page
/// control (white dots, a capsule behind them only with `.always`) centred along its bottom.
@Suite struct PageTabViewTests {
    private func screen<V: View>(_ view: V) throws -> Rendering {
        try render(view, options: RenderOptions(width: 393, scale: 1, minimumHeight: 852))
    }

    /// Three pages, the second selected, on a dark blue page so the white dots show.
    private func pages(_ mode: PageTabViewStyle.IndexDisplayMode = .automatic) -> some View {
        TabView(selection: .constant(1)) {
            ForEach(0..<3) { index in
                Color(red: 0, green: 0.2, blue: 0.5).tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
    }

    private let page = RGBA(r: 0, g: 51, b: 128)

    /// The centres of the dots of a control with `count` pages at the bottom of a TabView whose
    /// frame is `frame`.
    private func dotCentres(count: Int, in frame: Rect) -> [(x: Double, y: Double)] {
        let width = PageControlMetrics.width(pages: count)
        let pitch = PageControlMetrics.indicator + PageControlMetrics.spacing
        let first = frame.midX - width / 2 + PageControlMetrics.horizontalPadding + PageControlMetrics.indicator / 2
        let y = frame.maxY - PageControlMetrics.height / 2
        return (0..<count).map { (first + Double($0) * pitch, y) }
    }

    @Test func theControlHasUIKitsMeasurements() {
        #expect(PageControlMetrics.height == 26)
        #expect(PageControlMetrics.width(pages: 3) == 3 * 10 + 2 * 8 + 28)
    }

    @Test func thePageTabViewTakesTheWholeProposal() throws {
        let rendering = try screen(
            VStack(spacing: 0) {
                TabView {
                    Text("Welcome").tag(0)
                    Text("Book appointments").tag(1)
                }
                .tabViewStyle(.page)
                .layoutRole("pager")
                Text("Continue")
            })
        let pager = try #require(frames(rendering, "pager").first)
        let button = try #require(textFrame(rendering, "Continue"))
        #expect(pager.width == 393)
        #expect(pager.minY == 0)
        // The TabView takes everything the text below leaves: the text sits at the screen's bottom.
        #expect(abs(button.maxY - 852) < 1e-9)
        #expect(abs(pager.height - (852 - button.height)) < 1e-9)
        let fixed = try screen(TabView { Text("Welcome") }.tabViewStyle(.page).layoutRole("pager").frame(width: 300, height: 500))
        #expect(frames(fixed, "pager").first?.size == Size(width: 300, height: 500))
    }

    @Test func eachPageIsOfferedTheWholeTabViewSoSpacersCentreIt() throws {
        let rendering = try screen(
            TabView {
                VStack(spacing: 24) {
                    Spacer()
                    Text("Order repeat prescriptions")
                    Spacer()
                }
                .tag(0)
            }
            .tabViewStyle(.page))
        let text = try #require(textFrame(rendering, "Order repeat prescriptions"))
        #expect(abs(text.midY - 852 / 2) < 1e-9)
    }

    @Test func aPageTallerThanTheTabViewIsCentredAndClipped() throws {
        let rendering = try screen(
            VStack(spacing: 0) {
                Color.white.frame(height: 100)
                TabView { Color.red.frame(height: 1000).layoutRole("page") }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    .frame(height: 400)
                Color.white
            })
        let page = try #require(frames(rendering, "page").first)
        #expect(page.midY == 100 + 200)
        #expect(pixel(rendering, 200, 50) == RGBA(r: 255, g: 255, b: 255))
        #expect(pixel(rendering, 200, 300) == resolved(.red))
        #expect(pixel(rendering, 200, 550) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func theAuditSeesThePagesClip() throws {
        let rendering = try screen(
            VStack(spacing: 0) {
                TabView { Text(String(repeating: "A page of text. ", count: 120)).padding(.horizontal, 32) }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    .frame(height: 300)
                Text("Continue")
                Spacer()
            })
        let rules = Audit.run(rendering.auditSubject(), rules: [.textClipped, .textOverlap]).map(\.rule)
        // The page's text is cut off at the TabView's edges, and where it is cut off it is not over "Continue".
        #expect(rules == ["text-clipped"])
    }

    @Test func theSelectedDotIsWhiteAndTheOthersFaded() throws {
        let rendering = try screen(pages())
        let dots = dotCentres(count: 3, in: Rect(x: 0, y: 0, width: 393, height: 852)).map { pixel(rendering, $0.x, $0.y) }
        #expect(dots[1] == PageControlMetrics.currentDot)
        #expect(dots[0] == dots[2])
        #expect(dots[0] == over(PageControlMetrics.otherDot, page))
        // Between two dots, the page.
        let between = dotCentres(count: 3, in: Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(pixel(rendering, (between[0].x + between[1].x) / 2, between[0].y) == page)
    }

    @Test func theIndexDisplayModeSaysWhenTheDotsShow() throws {
        let frame = Rect(x: 0, y: 0, width: 393, height: 852)
        let centre = dotCentres(count: 3, in: frame)[1]
        #expect(pixel(try screen(pages(.never)), centre.x, centre.y) == page)
        #expect(pixel(try screen(pages(.always)), centre.x, centre.y) == PageControlMetrics.currentDot)
        // One page: `.automatic` hides its dot, `.always` shows it.
        func single(_ mode: PageTabViewStyle.IndexDisplayMode) -> some View {
            TabView { Color(red: 0, green: 0.2, blue: 0.5) }.tabViewStyle(.page(indexDisplayMode: mode))
        }
        let only = dotCentres(count: 1, in: frame)[0]
        #expect(pixel(try screen(single(.automatic)), only.x, only.y) == page)
        #expect(pixel(try screen(single(.always)), only.x, only.y) == PageControlMetrics.currentDot)
    }

    @Test func onlyTheAlwaysBackgroundDrawsTheCapsuleAtRest() throws {
        // Inside the capsule, left of the first dot: the page unless the capsule is drawn.
        let frame = Rect(x: 0, y: 0, width: 393, height: 852)
        let x = 393 / 2 - PageControlMetrics.width(pages: 3) / 2 + PageControlMetrics.horizontalPadding / 2 + 3
        let y = frame.maxY - PageControlMetrics.height / 2
        func probe(_ mode: PageIndexViewStyle.BackgroundDisplayMode?) throws -> RGBA {
            let view = pages(.always)
            return if let mode {
                pixel(try screen(view.indexViewStyle(.page(backgroundDisplayMode: mode))), x, y)
            } else {
                pixel(try screen(view), x, y)
            }
        }
        #expect(try probe(nil) == page)
        #expect(try probe(.automatic) == page)
        #expect(try probe(.interactive) == page)
        #expect(try probe(.never) == page)
        let backed = try probe(.always)
        #expect(backed != page)
        // Outside the capsule, above it: the page.
        let above = try screen(pages(.always).indexViewStyle(.page(backgroundDisplayMode: .always)))
        #expect(pixel(above, 393 / 2, frame.maxY - PageControlMetrics.height - 2) == page)
    }
}
