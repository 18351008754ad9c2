import Testing
import SnapUI

// Painting as screens written for SwiftUI spell it, compiled with SnapUI alone (no Raster), as an
// app's code imports only the design system: the names (CGPoint, Path, StrokeStyle, CGLineCap,
// BlendMode, UIColor ...) and the implicit members (.ultraThinMaterial, .tertiary, .tint ...)
// must all resolve.

private struct PatientCard: View {
    let isUnread: Bool
    let isLoading: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Circle()
                    .fill(isUnread ? Color.blue : Color.clear)
                    .frame(width: 8, height: 8)
                Text("Dr Patel").foregroundStyle(.tertiary)
                Text("Surgery").foregroundStyle(isUnread ? Color.green : Color.orange)
            }
            Text("Flu vaccination")
                .padding(4)
                .background(.white, in: RoundedRectangle(cornerRadius: 4))
            Text("Due").padding(6).background(Color.green.opacity(0.12))
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.green, lineWidth: 3))
        .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 2)
        .background(Color(.systemGroupedBackground))
        .tint(isUnread ? .green : .orange)
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false)
        path.addRoundedRect(in: rect.insetBy(dx: 8, dy: 8), cornerSize: CGSize(width: 4, height: 4))
        return path
    }
}

private struct Header: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            Ring()
                .stroke(.white, style: StrokeStyle(lineWidth: 3, lineCap: CGLineCap.round, lineJoin: .round, dash: [2, 3]))
                .frame(width: 40, height: 40)
            Image(systemName: "heart.fill").foregroundStyle(.white, .secondary)
        }
        .frame(height: 80)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
        .background(.ultraThinMaterial)
        .blendMode(BlendMode.normal)
        .foregroundStyle(Color(uiColor: UIColor.label))
        .mask { Rectangle().fill(.black) }
    }
}

@Suite struct SwiftUIPaintingSourceTests {
    @Test func screensPaintingAsSwiftUISpellsItRender() throws {
        let card = try paintRendering(PatientCard(isUnread: true, isLoading: false), width: 200)
        let loading = try paintRendering(PatientCard(isUnread: true, isLoading: true), width: 200)
        #expect(card.width == 200 && card.height == loading.height)
        #expect(card != loading)
        let header = try paintRendering(Header(), width: 200)
        #expect(header.height == 80)
    }
}
