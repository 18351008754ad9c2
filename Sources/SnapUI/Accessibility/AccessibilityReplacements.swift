// Views that VoiceOver reads in place of the one drawn: `accessibilityRepresentation` (a custom
// control read as a standard one) and `accessibilityChildren` (a chart read as the elements of a
// view that is never drawn).

extension View {
    /// Draws this view, while VoiceOver reads `representation` instead, in this view's frame: a custom
    /// control read as the standard control it stands for.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let representation = representation()
        return wrapNode { node, environment in
            AccessibilityStandInNode(child: node, standIn: makeNode(representation, in: environment), asChildren: false)
        }
    }

    /// Draws this view, while VoiceOver reads the elements of `children`, laid out in this view's
    /// frame, as the elements inside it: a labelled container when this view is a labelled element.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        let children = children()
        return wrapNode { node, environment in
            AccessibilityStandInNode(child: node, standIn: makeNode(children, in: environment), asChildren: true)
        }
    }
}

/// Draws its child; VoiceOver reads `standIn`, laid out in the child's frame but never drawn.
final class AccessibilityStandInNode: WrapperNode {
    let standIn: Node

    /// As children, the stand-in's elements are inside the child's container (its label, if any,
    /// becomes theirs); otherwise they replace the child's elements.
    init(child: Node, standIn: Node, asChildren: Bool) {
        self.standIn = standIn
        super.init(child: child)
        if asChildren {
            accessibility.children = .contain
            accessibility.label = child.accessibility.label
        }
    }

    /// The stand-in, laid out where the child is: VoiceOver finds its elements there.
    override func accessibilityOrderedChildren() -> [Node] {
        if standIn.frame != frame { standIn.place(in: frame) }
        return [standIn]
    }
}
