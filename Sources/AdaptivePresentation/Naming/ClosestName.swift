/// Finds the candidate nearest to a misspelt name, for "did you mean" notes.
///
/// Distance is the Levenshtein edit distance over lowercased characters. A candidate is suggested only when
/// it is close enough to be a likely typo: at most a third of the longer name's length (at least 1, at most
/// 3 edits), or when one name is the other with different case.
public enum ClosestName {
    /// The candidate closest to `name`, or `nil` when nothing is close. Ties go to the earliest candidate.
    public static func suggestion<S: Sequence>(for name: String, among candidates: S) -> String?
    where S.Element == String {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            let limit = min(3, max(1, max(name.count, candidate.count) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two strings, by Unicode characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
