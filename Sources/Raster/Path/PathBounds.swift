extension Path {
    /// The box the path's outline reaches: the bounds of its curves, not of their control points
    /// (`controlPointBounds`), to within `tolerance`. Zero for an empty path.
    public func bounds(tolerance: Double) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for polyline in flattened(tolerance: tolerance) {
            for p in polyline.points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        if x0 > x1 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
