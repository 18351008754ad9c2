// Animations through a sequence of phases, as SwiftUI's `PhaseAnimator` and `.phaseAnimator`. A
// snapshot is at rest before any animation plays: the content is drawn in the first phase.

/// A view that animates its content through `phases`, as SwiftUI's `PhaseAnimator`: a snapshot draws
/// the content in the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Runs through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// Runs through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// The content in the first phase (nothing when there are no phases).
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

/// The view an animator's modifier is applied to, as its content closure receives it
/// (SwiftUI's `PlaceholderContentView`): it draws that view.
public struct PlaceholderContentView<Value>: PrimitiveView {
    let content: AnyView

    /// The nodes of the view the modifier is applied to.
    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        SnapUI.makeNodes(content, in: environment)
    }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes: at rest, in the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: AnyView(self)), $0) })
    }

    /// Animates this view through `phases` over and over: at rest, in the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: AnyView(self)), $0) })
    }
}
