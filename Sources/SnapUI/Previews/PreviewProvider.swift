import Raster

/// Previews declared the way before `#Preview`: a type whose static `previews` Xcode shows. Each view at
/// the top of `previews` (each child of a `Group` or `ForEach`) is a preview of its own, named by
/// `.previewDisplayName` and laid out by `.previewLayout`; ``Preview/all`` finds the type at run time.
/// As SwiftUI declares it, `@preconcurrency @MainActor`: a conforming type is isolated to the main actor,
/// so its own static state (sample data) compiles under Swift 6.
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// How the preview is laid out: on a device (the default), at its ideal size or at a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        previewModifier { $0.layout = value }
    }

    /// The preview's name (a `PreviewProvider`'s preview is named by it; a `#Preview` by its macro).
    public func previewDisplayName(_ value: String?) -> some View {
        previewModifier { $0.displayName = value }
    }

    /// The device the preview shows on in Xcode's canvas. A snapshot is taken on the matrix's devices, so
    /// the name is kept only as the preview says it.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewModifier { $0.device = value }
    }

    /// The preview's orientation: a landscape one turns its devices on their side.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewModifier { $0.orientation = value }
    }

    private func previewModifier(_ set: @escaping (inout PreviewModifiers) -> Void) -> some View {
        transformPreference(PreviewModifiers.self) { set(&$0) }
    }
}

/// What a preview's modifiers set, passed up as a preference so that each top-level view of a
/// `PreviewProvider`'s previews carries its own.
struct PreviewModifiers: PreferenceKey, Equatable {
    var displayName: String?
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
    var device: PreviewDevice?

    static var defaultValue: PreviewModifiers { PreviewModifiers() }

    static func reduce(value: inout PreviewModifiers, nextValue: () -> PreviewModifiers) {
        let next = nextValue()
        value.displayName = value.displayName ?? next.displayName
        value.layout = value.layout ?? next.layout
        value.orientation = value.orientation ?? next.orientation
        value.device = value.device ?? next.device
    }
}

/// The previews of `PreviewProvider` types.
enum PreviewProviders {
    /// Every preview of every `PreviewProvider` type in the running executable.
    static func previews(fonts: FontSet) -> [Preview] {
        ConformanceRecords.types(conformingTo: "PreviewProvider", in: "SnapUI")
            .compactMap { $0 as? any PreviewProvider.Type }
            .flatMap { previews(of: $0, fonts: fonts) }
    }

    /// The previews of `provider`: one per top-level view of its `previews`.
    static func previews(of provider: any PreviewProvider.Type, fonts: FontSet) -> [Preview] {
        let typeName = String(describing: provider)
        let module = String(reflecting: provider).prefix { $0 != "." }
        let previews = body(of: provider)
        let views = Preview.topLevelViews(Preview.runningHere(previews)(), fonts: fonts)
        return views.indices.map { index in
            let modifiers = views[index].preferenceValue(PreviewModifiers.self)
            var traits: [PreviewTrait<Preview.ViewTraits>] = []
            if let layout = modifiers.layout { traits.append(PreviewTrait(setting: .layout(layout))) }
            if let orientation = modifiers.orientation { traits.append(PreviewTrait(setting: .orientation(orientation))) }
            return Preview(
                name: modifiers.displayName ?? (views.count > 1 ? "\(index + 1)" : nil), traits: traits,
                fileID: "\(module)/\(typeName)", filePath: "", line: 0, column: index
            ) { @MainActor in
                TopLevelView(index: index, of: previews())
            }
        }
    }
}

/// A provider's `previews`, as a closure that captures nothing but its type.
private func body<Provider: PreviewProvider>(of provider: Provider.Type) -> @MainActor @Sendable () -> any View {
    { Provider.previews }
}

/// The `index`th top-level view of a provider's previews, as a view: what a render of that preview draws.
private struct TopLevelView: PrimitiveView {
    let index: Int
    let content: any View

    init(index: Int, of content: any View) {
        self.index = index
        self.content = content
    }

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let nodes = SnapUI.makeNodes(content, in: environment)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
