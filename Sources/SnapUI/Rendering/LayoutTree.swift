import Foundation
import Raster

/// A value in the layout tree's JSON.
public enum LayoutValue: Hashable, Sendable, Encodable {
    case string(String)
    case number(Double)
    case bool(Bool)

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let s): try container.encode(s)
        case .number(let n): try container.encode(n)
        case .bool(let b): try container.encode(b)
        }
    }
}

/// One node of the laid-out tree, as `nhs-snap layout` prints it: its role, its frame in points from
/// the snapshot's top left, extra facts (a text's `text`, `lines`, `truncated`; an icon's `symbol`)
/// and the nodes with roles inside it.
public struct LayoutElement: Hashable, Sendable, Encodable {
    public var role: String
    public var frame: Rect
    public var attributes: [String: LayoutValue]
    public var children: [LayoutElement]

    /// The elements of the subtree, depth first, this one first.
    public var allElements: [LayoutElement] { [self] + children.flatMap(\.allElements) }

    /// The elements of the subtree with `role`.
    public func elements(withRole role: String) -> [LayoutElement] {
        allElements.filter { $0.role == role }
    }

    /// A text attribute, or nil.
    public func string(_ key: String) -> String? {
        if case .string(let s)? = attributes[key] { return s }
        return nil
    }

    /// A number attribute, or nil.
    public func number(_ key: String) -> Double? {
        if case .number(let n)? = attributes[key] { return n }
        return nil
    }

    /// A true/false attribute, or nil.
    public func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = attributes[key] { return b }
        return nil
    }

    private struct FrameJSON: Encodable { let x, y, width, height: Double }
    private struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        try container.encode(role, forKey: DynamicKey(stringValue: "role"))
        try container.encode(
            FrameJSON(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
            forKey: DynamicKey(stringValue: "frame"))
        for (key, value) in attributes {
            try container.encode(value, forKey: DynamicKey(stringValue: key))
        }
        try container.encode(children, forKey: DynamicKey(stringValue: "children"))
    }

    /// The tree as indented JSON with sorted keys.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

extension Node {
    /// The layout elements of this subtree: this node if it has a role, else those of its children.
    func layoutElements() -> [LayoutElement] {
        var inner = layoutChildren().flatMap { $0.layoutElements() }
        if let mirror = self as? MirrorNode { inner = inner.map(mirror.mirrored) }
        guard let role else { return inner }
        return [LayoutElement(role: role, frame: frame, attributes: layoutAttributes(), children: inner)]
    }
}

extension View {
    /// Names what the view is in the layout tree (`banner`, `homeMenuItem` ...), for tests and `nhs-snap layout`.
    public func layoutRole(_ role: String) -> some View {
        wrapNode { node, _ in
            let wrapper = node.role == nil ? node : WrapperNode(child: node)
            wrapper.role = role
            return wrapper
        }
    }
}
