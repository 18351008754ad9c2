import SnapUI

/// The NHS design system's colour tokens (shared/reference/colours.md): each `nhs…` token resolves to its
/// light or dark value; the `…Only` tokens keep one value in both schemes.
extension Color {
    public static let nhsBackground = Color(light: "#f0f4f5", dark: "#1b2429")
    public static let nhsText = Color(light: "#212b33", dark: "#ffffff")
    public static let nhsSecondaryText = Color(light: "#4c6273", dark: "#c8d3d9")
    public static let nhsAccent = Color(light: "#005eb8", dark: "#52a0ff")
    public static let nhsBlue = Color(light: "#0060bf", dark: "#2ca2ff")
    public static let nhsAquaGreen = Color(light: "#4aa199", dark: "#58bbb2")
    public static let nhsBlack = Color(light: "#212b33", dark: "#ffffff")
    public static let nhsGreen = Color(light: "#007f3b", dark: "#00c55f")
    public static let nhsOrange = Color(light: "#ed8b00", dark: "#ffa240")
    public static let nhsPink = Color(light: "#ae2573", dark: "#f681ba")
    public static let nhsPurple = Color(light: "#5c338e", dark: "#a988dd")
    public static let nhsRed = Color(light: "#d5281b", dark: "#f76957")
    public static let nhsWhite = Color(light: "#ffffff", dark: "#263037")
    public static let nhsWarmYellow = Color(light: "#ffb81c", dark: "#ffb81c")
    public static let nhsYellow = Color(light: "#ffeb3b", dark: "#ffffff")
    public static let nhsGrey1 = Color(light: "#4c6273", dark: "#c8d3d9")
    public static let nhsGrey2 = Color(light: "#778792", dark: "#aab5bc")
    public static let nhsGrey3 = Color(light: "#aeb7be", dark: "#7b888f")
    public static let nhsGrey4 = Color(light: "#d8dde0", dark: "#4c5a63")
    public static let nhsGrey5 = Color(light: "#f0f4f5", dark: "#1b2429")
    public static let nhsDarkAquaGreen = Color(light: "#25514d", dark: "#94faea")
    public static let nhsDarkBlue = Color(light: "#00386e", dark: "#add1ff")
    public static let nhsDarkGreen = Color(light: "#004c23", dark: "#adffc7")
    public static let nhsDarkOrange = Color(light: "#603700", dark: "#ffd2ad")
    public static let nhsDarkPink = Color(light: "#681645", dark: "#ffcce2")
    public static let nhsDarkPurple = Color(light: "#402463", dark: "#daccff")
    public static let nhsDarkRed = Color(light: "#801810", dark: "#ffb5ad")
    public static let nhsDarkYellow = Color(light: "#4c4612", dark: "#ffe799")
    public static let nhsPaleAquaGreen = Color(light: "#c9e3e0", dark: "#1e403d")
    public static let nhsPaleBlue = Color(light: "#ccdff1", dark: "#002f5c")
    public static let nhsPaleGreen = Color(light: "#cce5d8", dark: "#004c23")
    public static let nhsPaleOrange = Color(light: "#fce7cc", dark: "#513000")
    public static let nhsPalePink = Color(light: "#efd3e3", dark: "#541238")
    public static let nhsPalePurple = Color(light: "#ded6e8", dark: "#3f2361")
    public static let nhsPaleRed = Color(light: "#f7d4d1", dark: "#4a1917")
    public static let nhsPaleYellow = Color(light: "#fff7b1", dark: "#423d10")

    public static let nhsBlueOnly = Color(hex: "#005eb8")
    public static let nhsAquaGreenOnly = Color(hex: "#4aa199")
    public static let nhsBlackOnly = Color(hex: "#232b32")
    public static let nhsGreenOnly = Color(hex: "#007f3b")
    public static let nhsOrangeOnly = Color(hex: "#ed8b00")
    public static let nhsPinkOnly = Color(hex: "#ae2573")
    public static let nhsPurpleOnly = Color(hex: "#5c338e")
    public static let nhsRedOnly = Color(hex: "#d5281b")
    public static let nhsWhiteOnly = Color(hex: "#ffffff")
    public static let nhsDarkAquaGreenOnly = Color(hex: "#25514d")
    public static let nhsDarkBlueOnly = Color(hex: "#00386e")
    public static let nhsDarkGreenOnly = Color(hex: "#004c23")
    public static let nhsDarkOrangeOnly = Color(hex: "#5a390f")
    public static let nhsDarkPinkOnly = Color(hex: "#681645")
    public static let nhsDarkPurpleOnly = Color(hex: "#402463")
    public static let nhsDarkRedOnly = Color(hex: "#801810")
    public static let nhsDarkYellowOnly = Color(hex: "#4c4612")
    public static let nhsPaleAquaGreenOnly = Color(hex: "#c9e3e0")
    public static let nhsPaleBlueOnly = Color(hex: "#ccdff1")
    public static let nhsPaleGreenOnly = Color(hex: "#cce5d8")
    public static let nhsPaleOrangeOnly = Color(hex: "#f8e8cf")
    public static let nhsPalePinkOnly = Color(hex: "#efd3e3")
    public static let nhsPalePurpleOnly = Color(hex: "#ded6e8")
    public static let nhsPaleRedOnly = Color(hex: "#f7d4d1")
    public static let nhsPaleYellowOnly = Color(hex: "#fff7b1")

    /// The app's accent colour, which tints system controls such as switches.
    public static let nhsAppAccent = Color(light: "#005eb8", dark: "#52a0ff")
    /// Borders: not published for iOS; the web design system's border is nhsGrey4.
    public static let nhsBorder = Color.nhsGrey4
}

extension ShapeStyle where Self == Color {
    public static var nhsBackground: Color { Color.nhsBackground }
    public static var nhsText: Color { Color.nhsText }
    public static var nhsSecondaryText: Color { Color.nhsSecondaryText }
    public static var nhsAccent: Color { Color.nhsAccent }
    public static var nhsBlue: Color { Color.nhsBlue }
    public static var nhsAquaGreen: Color { Color.nhsAquaGreen }
    public static var nhsBlack: Color { Color.nhsBlack }
    public static var nhsGreen: Color { Color.nhsGreen }
    public static var nhsOrange: Color { Color.nhsOrange }
    public static var nhsPink: Color { Color.nhsPink }
    public static var nhsPurple: Color { Color.nhsPurple }
    public static var nhsRed: Color { Color.nhsRed }
    public static var nhsWhite: Color { Color.nhsWhite }
    public static var nhsWarmYellow: Color { Color.nhsWarmYellow }
    public static var nhsYellow: Color { Color.nhsYellow }
    public static var nhsGrey1: Color { Color.nhsGrey1 }
    public static var nhsGrey2: Color { Color.nhsGrey2 }
    public static var nhsGrey3: Color { Color.nhsGrey3 }
    public static var nhsGrey4: Color { Color.nhsGrey4 }
    public static var nhsGrey5: Color { Color.nhsGrey5 }
    public static var nhsDarkAquaGreen: Color { Color.nhsDarkAquaGreen }
    public static var nhsDarkBlue: Color { Color.nhsDarkBlue }
    public static var nhsDarkGreen: Color { Color.nhsDarkGreen }
    public static var nhsDarkOrange: Color { Color.nhsDarkOrange }
    public static var nhsDarkPink: Color { Color.nhsDarkPink }
    public static var nhsDarkPurple: Color { Color.nhsDarkPurple }
    public static var nhsDarkRed: Color { Color.nhsDarkRed }
    public static var nhsDarkYellow: Color { Color.nhsDarkYellow }
    public static var nhsPaleAquaGreen: Color { Color.nhsPaleAquaGreen }
    public static var nhsPaleBlue: Color { Color.nhsPaleBlue }
    public static var nhsPaleGreen: Color { Color.nhsPaleGreen }
    public static var nhsPaleOrange: Color { Color.nhsPaleOrange }
    public static var nhsPalePink: Color { Color.nhsPalePink }
    public static var nhsPalePurple: Color { Color.nhsPalePurple }
    public static var nhsPaleRed: Color { Color.nhsPaleRed }
    public static var nhsPaleYellow: Color { Color.nhsPaleYellow }
    public static var nhsBlueOnly: Color { Color.nhsBlueOnly }
    public static var nhsAquaGreenOnly: Color { Color.nhsAquaGreenOnly }
    public static var nhsBlackOnly: Color { Color.nhsBlackOnly }
    public static var nhsGreenOnly: Color { Color.nhsGreenOnly }
    public static var nhsOrangeOnly: Color { Color.nhsOrangeOnly }
    public static var nhsPinkOnly: Color { Color.nhsPinkOnly }
    public static var nhsPurpleOnly: Color { Color.nhsPurpleOnly }
    public static var nhsRedOnly: Color { Color.nhsRedOnly }
    public static var nhsWhiteOnly: Color { Color.nhsWhiteOnly }
    public static var nhsDarkAquaGreenOnly: Color { Color.nhsDarkAquaGreenOnly }
    public static var nhsDarkBlueOnly: Color { Color.nhsDarkBlueOnly }
    public static var nhsDarkGreenOnly: Color { Color.nhsDarkGreenOnly }
    public static var nhsDarkOrangeOnly: Color { Color.nhsDarkOrangeOnly }
    public static var nhsDarkPinkOnly: Color { Color.nhsDarkPinkOnly }
    public static var nhsDarkPurpleOnly: Color { Color.nhsDarkPurpleOnly }
    public static var nhsDarkRedOnly: Color { Color.nhsDarkRedOnly }
    public static var nhsDarkYellowOnly: Color { Color.nhsDarkYellowOnly }
    public static var nhsPaleAquaGreenOnly: Color { Color.nhsPaleAquaGreenOnly }
    public static var nhsPaleBlueOnly: Color { Color.nhsPaleBlueOnly }
    public static var nhsPaleGreenOnly: Color { Color.nhsPaleGreenOnly }
    public static var nhsPaleOrangeOnly: Color { Color.nhsPaleOrangeOnly }
    public static var nhsPalePinkOnly: Color { Color.nhsPalePinkOnly }
    public static var nhsPalePurpleOnly: Color { Color.nhsPalePurpleOnly }
    public static var nhsPaleRedOnly: Color { Color.nhsPaleRedOnly }
    public static var nhsPaleYellowOnly: Color { Color.nhsPaleYellowOnly }
}
