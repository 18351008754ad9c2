/// Greedy word wrapping of one paragraph (no "\n" inside) to a width.
///
/// A line may end after a run of spaces, or after a hyphen inside a word; the spaces at a break
/// belong to neither line. A word is broken between characters only when it alone is wider than
/// the line, and never before a combining mark. No line is wider than the width, except a line
/// holding a single character that alone is wider.
enum LineBreaker {
    /// The stretch of `run` each line shows, trailing spaces left out.
    static func lines(of run: GlyphRun, maxWidth: Double) -> [Range<Int>] {
        let scalars = run.scalars
        let breaks = breakOpportunities(in: scalars)
        func fits(_ range: Range<Int>) -> Bool { run.width(of: range) <= maxWidth }

        var lines: [Range<Int>] = []
        var start = 0
        var nextBreak = 0  // index into `breaks` of the first one after `start`
        repeat {
            while nextBreak < breaks.count, breaks[nextBreak] <= start { nextBreak += 1 }
            var best: (content: Range<Int>, next: Int)?
            var tooWide: Range<Int>?
            for candidate in breaks[nextBreak...] {
                let content = run.trimmingTrailingSpaces(start..<candidate)
                if content.isEmpty { continue }
                if !fits(content) {
                    if best == nil { tooWide = content }
                    break
                }
                best = (content, candidate)
            }
            if let best {
                lines.append(best.content)
                start = best.next
            } else if let word = tooWide {
                // The first word alone is wider than the line: take as many characters as fit,
                // at least one, keeping combining marks with the character they belong to.
                var end = start + 1
                while end < word.upperBound, fits(start..<end + 1) { end += 1 }
                while end > start + 1, end < word.upperBound, isCombining(scalars[end]) { end -= 1 }
                while end < word.upperBound, isCombining(scalars[end]) { end += 1 }
                lines.append(start..<end)
                start = end
            } else {
                // Nothing but spaces (or nothing at all) is left.
                lines.append(start..<start)
                break
            }
        } while start < scalars.count
        return lines
    }

    /// The indices a line may end before, ascending, always ending with `scalars.count`.
    private static func breakOpportunities(in scalars: [Unicode.Scalar]) -> [Int] {
        var breaks: [Int] = []
        for index in scalars.indices.dropFirst() {
            let before = scalars[index - 1], after = scalars[index]
            if after == " " { continue }
            let afterSpace = before == " "
            let afterHyphen = isHyphen(before) && index >= 2 && scalars[index - 2] != " " && !isHyphen(after)
            if afterSpace || afterHyphen { breaks.append(index) }
        }
        breaks.append(scalars.count)
        return breaks
    }

    private static func isHyphen(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "\u{2010}" }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass != .notReordered
    }
}
