import Yams

/// Counts the nodes of a composed YAML tree as if every alias were expanded, and its nesting depth, in time
/// proportional to the text: each anchored node is measured once and remembered by its anchor.
///
/// Yams composes an alias as the very node its anchor names, sharing storage, so a "billion laughs" file
/// composes cheaply; it is walking it that would take forever. Nothing may walk a tree this budget rejects.
struct NodeBudget {
    let limits: SpecLimits

    /// The size and height of one node with its aliases expanded. Sizes saturate just past the limit.
    private struct Measure {
        var nodes: Int
        var depth: Int
    }

    /// The diagnostic for a tree over ``SpecLimits/maximumNodes`` or ``SpecLimits/maximumDepth``, if any.
    func problem(in root: Node, file: String) -> Diagnostic? {
        var memo: [ObjectIdentifier: Measure] = [:]
        var firstOverLimit: Node?
        var deepest: Node?
        let total = measure(root, depth: 1, memo: &memo, firstOverLimit: &firstOverLimit, deepest: &deepest)
        func location(_ node: Node?) -> SourceLocation {
            let mark = node?.mark ?? root.mark
            return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
        }
        if total.depth > limits.maximumDepth {
            return Diagnostic("nesting is deeper than \(limits.maximumDepth) levels", at: location(deepest))
        }
        guard total.nodes > limits.maximumNodes else { return nil }
        if let node = firstOverLimit, let anchor = node.anchor {
            return Diagnostic(
                "aliases expand anchor '\(anchor.rawValue)' beyond the limit of \(limits.maximumNodes) nodes",
                at: location(node))
        }
        return Diagnostic("aliases expand the document beyond the limit of \(limits.maximumNodes) nodes", at: location(root))
    }

    /// Measures `node`, found at nesting level `depth` (the root is 1).
    private func measure(
        _ node: Node, depth: Int, memo: inout [ObjectIdentifier: Measure], firstOverLimit: inout Node?,
        deepest: inout Node?
    ) -> Measure {
        let key = node.anchor.map(ObjectIdentifier.init)
        if let key, let known = memo[key] { return known }
        var result = Measure(nodes: 1, depth: 0)
        let children: [Node]
        switch node {
        case let .mapping(mapping): children = mapping.flatMap { [$0.key, $0.value] }
        case let .sequence(sequence): children = Array(sequence)
        case .scalar, .alias: return result
        }
        // A collection is a level even when it is empty.
        result.depth = 1
        if depth > limits.maximumDepth {
            // Deeper than allowed: remember where, and stop descending.
            if deepest == nil { deepest = node }
            result.depth = limits.maximumDepth + 1
        } else {
            for child in children {
                let measure = measure(
                    child, depth: depth + 1, memo: &memo, firstOverLimit: &firstOverLimit, deepest: &deepest)
                result.nodes = min(result.nodes + measure.nodes, limits.maximumNodes + 1)
                result.depth = max(result.depth, measure.depth + 1)
            }
        }
        if let key {
            memo[key] = result
            if result.nodes > limits.maximumNodes, firstOverLimit == nil { firstOverLimit = node }
        }
        return result
    }
}
