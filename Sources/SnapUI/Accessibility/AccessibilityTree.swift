import Raster

extension Node {
    /// The accessibility elements of this node's subtree, in reading order, hidden ones included and marked.
    func accessibilityElements() -> [AccessibilityElement] {
        let info = accessibility
        if info.isHidden {
            return hiddenImages()
        }
        var elements: [AccessibilityElement]
        switch info.children {
        case .combine?, .ignore?:
            // A leaf (a text, an image) combines with its own element.
            let inner = info.children == .combine ? [ownAccessibilityElement()].compactMap { $0 } + childElements() : []
            let visible = inner.filter { !$0.isHidden }
            var element = AccessibilityElement(
                label: visible.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
                value: visible.compactMap(\.value).first,
                hint: visible.compactMap(\.hint).first,
                traits: visible.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting([.isStaticText, .isImage]),
                frame: frame)
            for child in visible { element.extras.merge(child.extras) }
            apply(info, to: &element)
            elements = [element] + inner.filter(\.isHidden)
        case .contain?, nil:
            if let own = ownAccessibilityElement() {
                elements = [own] + childElements()
            } else {
                elements = childElements()
            }
            let visible = elements.indices.filter { !elements[$0].isHidden }
            if info.children == .contain {
                // A container: its elements stay as they are, in the order their sort priorities
                // give, and carry its label.
                elements = elements.sortedByPriority()
                for index in elements.indices { elements[index].extras.sortPriority = info.extras.sortPriority }
                // Its rotors are offered from its first element, where VoiceOver enters it.
                if let first = elements.firstIndex(where: { !$0.isHidden }) { elements[first].extras.rotors += info.extras.rotors }
                if let label = info.label {
                    for index in elements.indices where elements[index].containerLabel == nil {
                        elements[index].containerLabel = label
                    }
                }
            } else if !info.isEmpty, visible.count == 1 {
                // Modifiers on a view that is one element change that element.
                apply(info, to: &elements[visible[0]])
            } else if info.label != nil {
                // A label on several elements makes them one, with that label.
                var element = AccessibilityElement(label: "", frame: frame)
                apply(info, to: &element)
                elements = [element] + elements.filter(\.isHidden)
            } else if !info.isEmpty {
                // Traits, a value or a hint on several elements apply to each, as in SwiftUI.
                for index in visible { apply(info, to: &elements[index]) }
            }
        }
        return movedByEffects(elementsInHitArea(elements))
    }

    /// Elements inside an offset, rotation or scale are where it draws them, as in SwiftUI.
    private func movedByEffects(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard let transform = drawingEffect.placedTransform(in: frame) else { return elements }
        return elements.map { element in
            var element = element
            element.frame = transform.apply(element.frame)
            return element
        }
    }

    private func childElements() -> [AccessibilityElement] {
        let elements = accessibilityOrderedChildren().flatMap { $0.accessibilityElements() }
        // Content scrolled up out of a scroll view is off screen: VoiceOver does not reach it.
        guard case .scroll = drawingEffect else { return elements }
        return elements.filter { $0.frame.maxY > frame.minY }
    }

    /// Images in a hidden subtree: reported, marked hidden, so tests can see decorative icons are skipped.
    private func hiddenImages() -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        if var own = ownAccessibilityElement(), own.traits.contains(.isImage) {
            own.isHidden = true
            elements.append(own)
        }
        return elements + children.flatMap { $0.hiddenImages() }
    }

    private func apply(_ info: AccessibilityInfo, to element: inout AccessibilityElement) {
        if let label = info.label { element.label = label }
        if let value = info.value { element.value = value }
        if let hint = info.hint { element.hint = hint }
        element.traits.formUnion(info.traits)
        element.traits.subtract(info.removedTraits)
        element.extras.merge(info.extras)
        if info.isAdjustableByAction {
            element.traits.insert(.isAdjustable)
            if element.hint == nil { element.hint = AccessibilityExtras.adjustableHint }
        }
    }
}

extension View {
    /// The label VoiceOver reads for this element: a literal is a key looked up in the snapshot's
    /// locale, as a `Text` literal is.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The label VoiceOver reads for this element, as it is (a `String` value is not looked up).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility { $0.label = String(label) }
    }

    /// The value VoiceOver reads after the label (for example "on"): a literal is a key looked up in
    /// the snapshot's locale.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// The value VoiceOver reads after the label, as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility { $0.value = String(value) }
    }

    /// What will happen when the element is activated, read last: a literal is a key looked up in
    /// the snapshot's locale. An empty hint adds nothing.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// What will happen when the element is activated, as it is; an empty hint adds nothing.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility { info in
            if !hint.isEmpty { info.hint = String(hint) }
        }
    }

    /// Adds roles to the element, such as `.isButton` or `.isHeader`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits.formUnion(traits) }
    }

    /// Removes roles from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removedTraits.formUnion(traits) }
    }

    /// Hides the view and everything in it from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility { if hidden { $0.isHidden = true } }
    }

    /// Makes the view one element, combining or ignoring its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }

    private func accessibility(_ change: @escaping (inout AccessibilityInfo) -> Void) -> some View {
        accessibility { info, _ in change(&info) }
    }

    /// Changes the accessibility facts of the element this view is, with what `change` reads from
    /// the environment (a `Text` label's string).
    func accessibility(_ change: @escaping (inout AccessibilityInfo, EnvironmentValues) -> Void) -> some View {
        wrapNode { node, environment in
            // Modifiers on a container describe the container itself, in either order.
            var changed = node.accessibility
            change(&changed, environment)
            let isContainer = changed.children == .contain
            let wrapper = node.accessibility.isEmpty || isContainer ? node : WrapperNode(child: node)
            change(&wrapper.accessibility, environment)
            return wrapper
        }
    }
}
