import Raster
import Testing
@testable import SnapUI

/// A sheet of everything painting does, light and dark, for a person to look at: written to
/// NHS_SNAP_WRITE_TEST_IMAGES (`paint-sheet-light.png`, `paint-sheet-dark.png`) when it is set,
/// and rendered twice here to check that it comes out byte for byte the same.
@Suite struct PaintSheetTests {
    /// A colourful backdrop for materials: stripes and a circle.
    private struct Backdrop: View {
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<12) { index in
                        (index % 2 == 0 ? Color.orange : Color.teal).frame(width: 14)
                    }
                }
                Circle().fill(Color.pink).frame(width: 44, height: 44)
                Text("Behind").font(.headline).foregroundStyle(.white)
            }
            .frame(width: 168, height: 64)
            .clipped()
        }
    }

    private struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 8) {
                    Rectangle().fill(.linearGradient(colors: [.nhsBlueLike, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 60, height: 60)
                    Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 30))
                        .frame(width: 60, height: 60)
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .frame(width: 60, height: 60)
                    Capsule().fill(LinearGradient(colors: [.mint, .clear], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 80, height: 30)
                }
                HStack(spacing: 8) {
                    ForEach([Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar], id: \.self) { material in
                        ZStack {
                            Backdrop().frame(width: 44, height: 64).clipped()
                            Text("Aa").font(.caption).frame(width: 36, height: 40).background(material, in: RoundedRectangle(cornerRadius: 8))
                        }
                    }
                }
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 60, height: 44)
                        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                    Circle().fill(Color.blue).frame(width: 44, height: 44).shadow(radius: 5)
                    HStack(spacing: 0) { Color.red; Color.green; Color.blue }
                        .frame(width: 44, height: 44).clipShape(Circle())
                    Color.orange.frame(width: 60, height: 44).cornerRadius(10)
                    Color.purple.frame(width: 44, height: 44)
                        .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                }
                .padding(.vertical, 6)
                HStack(spacing: 16) {
                    ZStack {
                        Circle().stroke(Color(.systemGray5), lineWidth: 6)
                        Circle().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text("70%").font(.caption2)
                    }
                    .frame(width: 50, height: 50)
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                        .frame(width: 70, height: 44)
                    UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(Color.cyan)
                        .frame(width: 60, height: 44)
                    Text("Tag").font(.caption).padding(6).background(.tint, in: Capsule()).foregroundStyle(.white)
                    Color.blue.frame(width: 30, height: 30).rotationEffect(.degrees(30))
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Your next appointment").font(.headline)
                    Text("Tuesday 12 March at 10:30, with Dr Patel at the surgery").foregroundStyle(.secondary)
                    HStack {
                        Image(systemName: "calendar")
                        Text("Add to calendar").foregroundStyle(.tint)
                    }
                }
                .padding(10)
                .frame(width: 180, alignment: .leading)
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
                .redacted(reason: .placeholder)
                HStack(spacing: 0) {
                    ForEach([UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                             .systemGroupedBackground, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
                             .separator, .systemFill, .link, .systemGray, .systemGray3, .systemGray6,
                             .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
                             .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown], id: \.self) { color in
                        Color(color).frame(width: 13, height: 24)
                    }
                }
                .border(Color(.opaqueSeparator))
                HStack(spacing: 8) {
                    ForEach([BlendMode.normal, .multiply, .screen, .overlay, .difference, .plusDarker], id: \.self) { mode in
                        ZStack {
                            Circle().fill(Color.yellow).frame(width: 30, height: 30).offset(x: -6)
                            Circle().fill(Color.blue).frame(width: 30, height: 30).blendMode(mode)
                        }
                        .frame(width: 44, height: 34)
                    }
                }
            }
            .padding(12)
            .background(Color(.systemGroupedBackground))
        }
    }

    @Test func theSheetDrawsTheSameEveryTimeInBothSchemes() throws {
        for scheme in [ColorScheme.light, .dark] {
            let first = try paintRendering(Sheet(), width: 380, scheme: scheme, scale: 2)
            let second = try paintRendering(Sheet(), width: 380, scheme: scheme, scale: 2)
            #expect(first == second)
            try writePaintImageForLooking(first, "paint-sheet-\(scheme == .light ? "light" : "dark")")
        }
    }
}

private extension Color {
    static let nhsBlueLike = Color(light: "#005eb8", dark: "#52a0ff")
}
