/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`. SnapUI cannot draw UIKit views: the
/// view draws as a placeholder box of the size proposed to it, with its type's name, and the render
/// warns of it. `makeUIView` and `updateUIView` are not called (the snapshot shows no UIKit view).
public protocol UIViewRepresentable: PrimitiveView {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view (on iOS).
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view with the representable's values (on iOS).
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down (on iOS).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the object that carries the view's events back to SwiftUI (on iOS).
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`; nil takes UIKit's own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        RepresentablePlaceholder(typeName: "\(Self.self)", kind: "UIViewRepresentable").makeNodes(in: environment)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods are given on iOS: its coordinator and environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}
