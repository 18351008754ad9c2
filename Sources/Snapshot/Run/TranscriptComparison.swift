/// What comparing a snapshot's VoiceOver transcript with its golden (its own `.txt` file beside
/// its image golden, else its scene's shared `transcript.txt`: ``TranscriptGoldens``) found. Compared exactly: a changed label, value, trait, hint or reading order
/// fails even when no pixel changed.
public struct TranscriptComparison: Sendable {
    /// The `.txt` golden read (the shared one when there is none).
    public let golden: GoldenFile
    /// The transcript as rendered now.
    public let actual: String
    /// The golden's text; nil when there is none (or it cannot be read: ``unreadable``).
    public let expected: String?
    /// Why the golden could not be read, when it could not.
    public let unreadable: String?

    /// True when the golden holds exactly the transcript.
    public var matches: Bool { expected == actual }

    /// The lines that differ: `- ` a golden line gone, `+ ` a line new, in reading order.
    public var diff: [String] { TextDiff.lines(from: expected ?? "", to: actual) }
}

/// A line diff (longest common subsequence), small enough for transcripts of a few dozen lines.
enum TextDiff {
    /// `- old` and `+ new` lines turning `old` into `new`, a line gone before the line that takes
    /// its place; lines both share are left out.
    static func lines(from old: String, to new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var out: [String] = []
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                out.append("- " + a[i])
                i += 1
            } else {
                out.append("+ " + b[j])
                j += 1
            }
        }
        return out
    }
}
