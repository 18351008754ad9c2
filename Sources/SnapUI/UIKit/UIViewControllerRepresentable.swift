/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`. SnapUI cannot draw
/// it: it draws as a placeholder box of the size proposed to it, with its type's name, and the render
/// warns of it. `makeUIViewController` and `updateUIViewController` are not called.
public protocol UIViewControllerRepresentable: PrimitiveView {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller (on iOS).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller with the representable's values (on iOS).
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the view controller down (on iOS).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the object that carries the controller's events back to SwiftUI (on iOS).
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`; nil takes UIKit's own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        RepresentablePlaceholder(typeName: "\(Self.self)", kind: "UIViewControllerRepresentable").makeNodes(in: environment)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s methods are given on iOS: its coordinator and environment.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}
