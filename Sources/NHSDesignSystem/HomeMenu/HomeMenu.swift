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
    public static func buildExpression(_ item: HomeMenuItem) -> [HomeMenuItem] { [item] }

    public static func buildBlock(_ parts: [HomeMenuItem]...) -> [HomeMenuItem] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [HomeMenuItem]?) -> [HomeMenuItem] { part ?? [] }

    public static func buildEither(first part: [HomeMenuItem]) -> [HomeMenuItem] { part }

    public static func buildEither(second part: [HomeMenuItem]) -> [HomeMenuItem] { part }

    public static func buildArray(_ parts: [[HomeMenuItem]]) -> [HomeMenuItem] { parts.flatMap { $0 } }
}
