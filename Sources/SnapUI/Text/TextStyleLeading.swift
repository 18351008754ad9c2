/// How far apart iOS sets the lines of a paragraph in each text style.
extension TextStyle {
    /// The distance from one baseline to the next in a paragraph of the style at `size`, in points:
    /// the "Leading" column of Apple's Dynamic Type tables (Human Interface Guidelines, Typography:
    /// body at `.large` is 17 points on 22, caption 12 on 16, caption 2 11 on 13). A single line is
    /// only as tall as SF Pro's ascender plus descender; the rest of the distance lies between lines
    /// (the text-style font's leading), and between two texts stacked with the default spacing.
    public func baselineToBaseline(at size: DynamicTypeSize) -> Double {
        Self.leadings[self]![size.rawValue]
    }

    /// In the order of `DynamicTypeSize`: xSmall ... xxxLarge, accessibility1 ... accessibility5.
    private static let leadings: [TextStyle: [Double]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]
}
