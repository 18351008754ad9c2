/// What a `UIViewRepresentable` or `UIViewControllerRepresentable` draws: SnapUI cannot draw UIKit's
/// views, so a box of the size proposed to it (10 points where none is proposed, as a shape) with a
/// 1-point grey border (systemGray) and the type's name in 11-point grey text, centred. The render
/// warns of it, naming the type, so `verify` reports the scene.
struct RepresentablePlaceholder: PrimitiveView {
    /// The representable's type name.
    let typeName: String
    /// `UIViewRepresentable` or `UIViewControllerRepresentable`.
    let kind: String

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        environment.diagnostics.warn(
            "\(typeName) is a \(kind): SnapUI cannot draw UIKit views, so it draws a placeholder box in its place")
        let box = ZStack {
            Rectangle().strokeBorder(Color(uiColor: .systemGray), lineWidth: 1)
            Text(verbatim: typeName).font(.system(size: 11)).foregroundStyle(Color(uiColor: .systemGray))
        }
        return SnapUI.makeNodes(box, in: environment)
    }
}
