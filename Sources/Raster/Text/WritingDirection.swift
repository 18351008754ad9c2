/// The direction a run of text reads in.
public enum WritingDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// How a paragraph's base direction (the Unicode Bidirectional Algorithm's paragraph level) is chosen:
/// the direction its lines start in, in which text of both directions is ordered.
public enum BaseWritingDirection: Hashable, Sendable {
    /// Left to right whatever the text.
    case leftToRight
    /// Right to left whatever the text.
    case rightToLeft
    /// The direction of the paragraph's first strong letter (UAX #9 rules P2 and P3), as iOS's
    /// natural writing direction chooses it: "שלום world" is right to left, "Hello עולם" left to right;
    /// the direction given when the paragraph has no strong letter ("123", "…").
    case natural(WritingDirection)
}
