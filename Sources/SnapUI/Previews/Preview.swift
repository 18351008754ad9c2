// Xcode's previews, accepted so that code written for iOS compiles unchanged. A snapshot has no
// canvas to show them on: `#Preview` and `@Previewable` expand to nothing (their plugin is the
// SnapUIPreviewMacros target), and a `PreviewProvider`'s previews are never rendered.

/// A preview of a view in Xcode's canvas: accepted and ignored. Its body is still type-checked, as
/// in SwiftUI, so it must compile.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewMacro")

/// A preview with traits (such as `.sizeThatFitsLayout`): accepted and ignored.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewMacro")

/// Marks a `@State` variable declared inside a `#Preview` body: accepted and ignored.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewableMacro")

/// The kinds of preview, for `PreviewTrait`.
public enum Preview {
    /// Traits of a view's preview.
    public enum ViewTraits {}
}

/// A setting of a preview, such as its layout or orientation.
public struct PreviewTrait<T>: Sendable {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview as large as its view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait() }
    /// The preview on a device.
    public static var defaultLayout: PreviewTrait { PreviewTrait() }
    /// The preview at a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
    public static var portrait: PreviewTrait { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait { PreviewTrait() }
    public static var landscapeRight: PreviewTrait { PreviewTrait() }
}

/// Previews declared the way before `#Preview`: a type whose static `previews` Xcode shows. Accepted;
/// a snapshot never renders them. As SwiftUI declares it, `@preconcurrency @MainActor`: a conforming
/// type is isolated to the main actor, so its own static state (sample data) compiles under Swift 6.
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is laid out, for `.previewLayout(_:)`.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on, for `.previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a preview, for `.previewInterfaceOrientation(_:)`.
public enum InterfaceOrientation: Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
    /// How the preview is laid out (previews are not rendered in a snapshot).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// The preview's name in Xcode's canvas.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// The device the preview shows on.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// The preview's orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
