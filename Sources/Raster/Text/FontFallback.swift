/// The faces text falls back to for a character its own face has no glyph for, in order, as iOS's
/// font cascade draws an Arabic word set in a Latin font in a face that has Arabic letters.
///
/// A character is drawn in its own face whenever that face has a glyph for it; otherwise in the first
/// family of the list (families in the order their first face comes) with a glyph for it, in that
/// family's face nearest the own face's weight (`FontFace.weightClass`; ties to the earlier face). A
/// character no face has is drawn as its own face's missing-glyph box, as without a fallback. A letter
/// with the marks after it is drawn in one face when a face has them all (`face(forCluster:in:)`), so
/// the marks sit on their letter.
public struct FontFallback: Hashable, Sendable {
    /// The faces, in the order they are tried.
    public let faces: [FontFace]

    public init(faces: [FontFace]) {
        self.faces = faces
    }

    /// No fallback: every character in its own face.
    public static let none = FontFallback(faces: [])

    /// The face to draw `scalar` in for a text set in `face`: `face` when it has a glyph for it or no
    /// fallback face has one, else the fallback face as described above.
    /// The one face to draw `cluster` (a character and the marks after it) in for a text set in `face`:
    /// `face` when it has them all, else, chosen as for one character, a fallback face that has them
    /// all; nil when none has them all (each is then drawn in `face(for:in:)`'s face).
    func face(forCluster cluster: ArraySlice<Unicode.Scalar>, in face: FontFace) -> FontFace? {
        func hasAll(_ candidate: FontFace) -> Bool { cluster.allSatisfy { candidate.glyph(for: $0) != 0 } }
        if faces.isEmpty || hasAll(face) { return face }
        guard let first = faces.first(where: hasAll) else { return nil }
        let family = faces.filter { $0.familyName == first.familyName && hasAll($0) }
        let weight = face.weightClass
        return family.min { abs($0.weightClass - weight) < abs($1.weightClass - weight) } ?? first
    }

    func face(for scalar: Unicode.Scalar, in face: FontFace) -> FontFace {
        if faces.isEmpty || face.glyph(for: scalar) != 0 { return face }
        guard let first = faces.first(where: { $0.glyph(for: scalar) != 0 }) else { return face }
        let family = faces.filter { $0.familyName == first.familyName && $0.glyph(for: scalar) != 0 }
        let weight = face.weightClass
        return family.min { abs($0.weightClass - weight) < abs($1.weightClass - weight) } ?? first
    }
}
