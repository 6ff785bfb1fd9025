import AdaptivePresentation

/// A failed expectation laid out for a narrow terminal: the key, then `expected:` and `actual:` each on its
/// own lines; a list one element per line, numbered, with the first element that differs marked `→`; every
/// line cut to the width with `…`.
///
/// ```
///         ✗ calls
///             expected:
///               [0] prepare(for:sender:)
///             → [1] perform()
///             actual:
///               [0] prepare(for:sender:)
///             → [1] adaptivePresentationStyle(for:traitCollection:)
/// ```
enum ReplayFailureLayout {
    static func narrow(_ result: ExpectationResult, width: Int, mark: String) -> [String] {
        var lines = ["        " + mark + " " + UserText.bounded(result.key)]
        let difference = firstDifference(result)
        for (label, value) in [("expected:", result.expected), ("actual:", result.shownActual)] {
            if case let .array(elements) = value {
                lines.append(cut("            " + label + (elements.isEmpty ? " []" : ""), width))
                for (index, element) in elements.enumerated() {
                    let marker = index == difference ? "            → " : "              "
                    lines.append(cut(marker + "[\(index)] " + UserText.bounded(element.description), width))
                }
                if let difference, difference >= elements.count {
                    lines.append("            → [\(difference)] (nothing)")
                }
            } else {
                lines.append(cut("            " + label + " " + UserText.bounded(value.description), width))
            }
        }
        return lines
    }

    /// The index of the first element that differs between two lists.
    private static func firstDifference(_ result: ExpectationResult) -> Int? {
        guard case let .array(expected) = result.expected, case let .array(actual) = result.actual else { return nil }
        return (0..<max(expected.count, actual.count)).first { index in
            (index < expected.count ? expected[index] : nil) != (index < actual.count ? actual[index] : nil)
        }
    }

    /// `line` cut to `width` characters, the cut marked with `…`.
    static func cut(_ line: String, _ width: Int) -> String {
        guard width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }
}
