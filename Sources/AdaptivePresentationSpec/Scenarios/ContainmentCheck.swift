import AdaptivePresentation

/// The containment of a storyboard's scenes checked before anything is instantiated: cycles, and nesting
/// deeper than the simulation's recursion over the hierarchy should go. One rule for YAML and Interface
/// Builder storyboards alike.
enum ContainmentCheck {
    /// The deepest containment a storyboard may have (a navigation controller in a tab in a split view is 3).
    /// Real storyboards nest a handful of levels; the limit keeps a hostile chain of thousands of containers
    /// from exhausting the simulation's recursion over the hierarchy.
    static let maximumDepth = 32

    /// Every container cycle once, at its earliest-declared controller, and a containment deeper than
    /// ``maximumDepth``, found in one linear depth-first pass.
    static func problems(_ controllers: [ControllerDefinition]) -> [(controller: String, code: DiagnosticCode)] {
        var problems: [(controller: String, code: DiagnosticCode)] = []
        let order = Dictionary(controllers.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        let children = Dictionary(
            controllers.map { ($0.identifier, $0.containedIdentifiers) }, uniquingKeysWith: { a, _ in a })
        enum State { case onPath, done }
        var state: [String: State] = [:]
        var height: [String: Int] = [:]
        var cycles: [[String]] = []
        for root in controllers.map(\.identifier) where state[root] == nil {
            // Iterative depth-first search: each frame is a controller and the index of its next child.
            var path: [(id: String, next: Int)] = [(root, 0)]
            state[root] = .onPath
            while let top = path.last {
                let kids = children[top.id] ?? []
                if top.next < kids.count {
                    path[path.count - 1].next += 1
                    let child = kids[top.next]
                    guard children[child] != nil else { continue }
                    switch state[child] {
                    case .onPath?:
                        let ids = path.map(\.id)
                        if let start = ids.firstIndex(of: child) { cycles.append(Array(ids[start...])) }
                    case .done?:
                        break
                    case nil:
                        state[child] = .onPath
                        path.append((child, 0))
                    }
                } else {
                    state[top.id] = .done
                    height[top.id] = 1 + (kids.compactMap { height[$0] }.max() ?? 0)
                    path.removeLast()
                }
            }
        }
        for cycle in cycles {
            // Start the cycle at its earliest-declared member, so the message does not depend on search order.
            let first = cycle.indices.min { (order[cycle[$0]] ?? 0) < (order[cycle[$1]] ?? 0) } ?? 0
            let rotated = Array(cycle[first...] + cycle[..<first])
            problems.append((rotated[0], .containerCycle(rotated + [rotated[0]])))
        }
        if let deepest = controllers.map(\.identifier).max(by: { (height[$0] ?? 0) < (height[$1] ?? 0) }),
            let depth = height[deepest], depth > maximumDepth
        {
            problems.append((deepest, .containersTooDeep(depth: depth, controller: deepest, limit: maximumDepth)))
        }
        return problems
    }
}
