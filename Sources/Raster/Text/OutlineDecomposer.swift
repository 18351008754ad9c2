import CFreeType

/// Turns a FreeType outline into a `Path`, in the outline's own units with y flipped to grow
/// downwards. TrueType conics become quadratic curves and cubics stay cubic; every contour is closed.
enum OutlineDecomposer {
    /// The path of `outline`, whose coordinates are taken as they are (font units for a glyph
    /// loaded with `FT_LOAD_NO_SCALE`), the baseline at y = 0.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to: outlinePoint(to))
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).path.addLine(to: outlinePoint(to))
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).path.addQuadCurve(to: outlinePoint(to), control: outlinePoint(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineBuilder.from(user).path.addCurve(
                    to: outlinePoint(to), control1: outlinePoint(control1), control2: outlinePoint(control2))
                return 0
            },
            shift: 0,
            delta: 0
        )
        withExtendedLifetime(builder) {
            _ = FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        builder.closeContour()
        return builder.path
    }
}

/// A font-unit vector as a point in the y-down space.
private func outlinePoint(_ vector: UnsafePointer<FT_Vector>?) -> Point {
    guard let v = vector?.pointee else { return .zero }
    return Point(x: Double(v.x), y: -Double(v.y))
}

/// The path being built, reached from FreeType's C callbacks through their `user` pointer.
private final class OutlineBuilder {
    var path = Path()
    private var contourOpen = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    /// Starts a contour, closing the one before (FreeType reports no "close").
    func move(to point: Point) {
        closeContour()
        path.move(to: point)
        contourOpen = true
    }

    func closeContour() {
        if contourOpen { path.closeSubpath() }
        contourOpen = false
    }
}
