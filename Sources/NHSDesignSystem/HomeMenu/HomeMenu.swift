import SnapUI

/// The home screen's menu of the app's main sections: a grid of tiles, each an icon and a short label
/// that performs an action when tapped. It has 2 columns on a phone, 3 on a wide screen and 1 at large
/// text sizes, and drops the icons at very large ones (`HomeMenuLayoutRules`).
///
/// ```swift
/// HomeMenu(accessibilityLabel: "Health services") {
///     HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") { }
///     HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") { }
/// }
/// ```
public struct HomeMenu: View {
    let accessibilityLabel: String
    let items: [HomeMenuItem]

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A menu of `items`; VoiceOver announces `accessibilityLabel` as focus moves into the menu.
    public init(accessibilityLabel: String, @HomeMenuBuilder items: () -> [HomeMenuItem]) {
        self.accessibilityLabel = accessibilityLabel
        self.items = items()
    }

    public var body: some View {
        HomeMenuLayout(dynamicTypeSize: dynamicTypeSize) {
            ForEach(items.indices) { items[$0] }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(accessibilityLabel)
        .layoutRole("homeMenu")
    }
}

/// Collects the `HomeMenuItem`s written in a `HomeMenu`'s closure, with `if`, `switch` and `for`.
@resultBuilder
public enum HomeMenuBuilder {
    /// One item written in the closure.
    public static func buildExpression(_ item: HomeMenuItem) -> [HomeMenuItem] { [item] }

    /// The items of the closure's statements, in order.
    public static func buildBlock(_ parts: [HomeMenuItem]...) -> [HomeMenuItem] { parts.flatMap { $0 } }

    /// The items of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [HomeMenuItem]?) -> [HomeMenuItem] { part ?? [] }

    /// The items of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [HomeMenuItem]) -> [HomeMenuItem] { part }

    /// The items of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [HomeMenuItem]) -> [HomeMenuItem] { part }

    /// The items of every pass of a `for` loop.
    public static func buildArray(_ parts: [[HomeMenuItem]]) -> [HomeMenuItem] { parts.flatMap { $0 } }
}
