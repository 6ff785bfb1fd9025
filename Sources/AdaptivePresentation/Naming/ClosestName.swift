/// Finds the candidate nearest to a misspelt name, for "did you mean" notes.
///
/// Candidates are ranked by Jaro-Winkler similarity (which rewards a shared prefix and shared letters in
/// order: `oneQuater` is nearer `oneThird` than `oneHalf`), over lowercased characters. A candidate is
/// suggested when the similarity is at least ``minimumSimilarity`` and both names start with the same
/// letter (so `closeButton` does not suggest `shareButton`), or when it is a likely typo by edit
/// distance (``editDistance(_:_:)``, counting a swap of neighbours as one edit): at most a third of the longer
/// name's length, between 1 and 3 edits. Ties go to the smaller edit distance, then to the earliest candidate.
///
/// Both measures cost the product of the two lengths, so names longer than ``maximumLength`` are not
/// compared at all (nobody misspells a 100,000-character name): a call costs at most
/// `candidates × maximumLength²` steps, whatever the input.
public enum ClosestName {
    /// The Jaro-Winkler similarity from which a candidate is suggested.
    public static let minimumSimilarity = 0.8

    /// The longest name, in characters, that is compared or suggested: 64.
    public static let maximumLength = 64

    /// The candidate closest to `name`, or `nil` when nothing is close.
    public static func suggestion<S: Sequence>(for name: String, among candidates: S) -> String?
    where S.Element == String {
        guard isComparable(name) else { return nil }
        let wanted = name.lowercased()
        var best: (candidate: String, similarity: Double, distance: Int)?
        for candidate in candidates where candidate != name && isComparable(candidate) {
            let lowered = candidate.lowercased()
            let similarity = jaroWinkler(wanted, lowered)
            let distance = editDistance(wanted, lowered)
            let limit = min(3, max(1, max(name.count, candidate.count) / 3))
            let similar = similarity >= minimumSimilarity && wanted.first == lowered.first
            guard similar || distance <= limit else { continue }
            if let current = best,
                current.similarity > similarity || (current.similarity == similarity && current.distance <= distance)
            {
                continue
            }
            best = (candidate, similarity, distance)
        }
        return best?.candidate
    }

    /// Whether `name` is short enough to compare: the byte count, known at once, rules out long text before
    /// its characters are counted.
    private static func isComparable(_ name: String) -> Bool {
        name.utf8.count <= maximumLength * 4 && name.count <= maximumLength
    }

    /// The Jaro-Winkler similarity of two strings, from 0 (nothing shared) to 1 (equal), by characters.
    public static func jaroWinkler(_ a: String, _ b: String) -> Double {
        let a = Array(a), b = Array(b)
        if a == b { return 1 }
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let window = max(0, max(a.count, b.count) / 2 - 1)
        var matchedA = [Bool](repeating: false, count: a.count)
        var matchedB = [Bool](repeating: false, count: b.count)
        var matches = 0
        for i in a.indices {
            let low = max(0, i - window), high = min(b.count - 1, i + window)
            guard low <= high else { continue }
            for j in low...high where !matchedB[j] && a[i] == b[j] {
                matchedA[i] = true
                matchedB[j] = true
                matches += 1
                break
            }
        }
        guard matches > 0 else { return 0 }
        var transpositions = 0
        var k = 0
        for i in a.indices where matchedA[i] {
            while !matchedB[k] { k += 1 }
            if a[i] != b[k] { transpositions += 1 }
            k += 1
        }
        let m = Double(matches)
        let jaro = (m / Double(a.count) + m / Double(b.count) + (m - Double(transpositions) / 2) / m) / 3
        let prefix = zip(a, b).prefix(4).prefix { $0 == $1 }.count
        return jaro + Double(prefix) * 0.1 * (1 - jaro)
    }

    /// The optimal-string-alignment distance between two strings, by Unicode characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
