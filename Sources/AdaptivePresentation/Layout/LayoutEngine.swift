/// The Auto Layout engine of one view hierarchy (UIKit keeps one per window): the hierarchy's active
/// constraints, and those UIKit adds for it, in one ``SimplexSolver``, kept from pass to pass so that a
/// change re-solves from the last solution.
///
/// Every item a constraint relates, and every view above one, has four variables in the coordinates of the
/// hierarchy's root: `minX`, `minY`, `width` and `height` (frames without transforms, as Auto Layout uses).
/// The engine adds, besides the app's constraints (R175–R182):
/// - the root's frame, fixed;
/// - for a view whose frame comes from its autoresizing mask, its frame in its superview, its flexible
///   parts following the superview's size (UIKit's `NSAutoresizingMaskLayoutConstraint`s);
/// - for a view that constraints place and that has an intrinsic content size, content hugging
///   (`size ≤ intrinsic` at its hugging priority) and compression resistance (`size ≥ intrinsic`);
/// - the safe-area and margins guides, inset from their view by its insets as they are now.
final class LayoutEngine {
    private struct Variables {
        let minX, minY, width, height: LayoutVariable
        var all: [LayoutVariable] { [minX, minY, width, height] }
    }

    private enum Key: Hashable {
        case constraint(ObjectIdentifier)
        case implied(ObjectIdentifier, Int)
    }

    private struct Entry {
        var linear: LinearConstraint
        var signature: Signature
        var broken: Bool
        /// When the entry was added: removals go in this order, so the solution does not depend on hashing.
        var sequence: Int
    }

    private struct Signature: Hashable {
        var expression: LinearExpression
        var relation: LinearConstraint.Relation
        var priority: Double
    }

    private struct Wanted {
        var key: Key
        var order: Int
        var signature: Signature
        var constraint: LayoutConstraint?
    }

    private let solver = SimplexSolver()
    private var variables: [ObjectIdentifier: Variables] = [:]
    /// The items with variables, kept so that an identifier is not reused while it has variables.
    private var items: [ObjectIdentifier: LayoutItem] = [:]
    private var entries: [Key: Entry] = [:]
    private var sequence = 0
    /// The views constraints place: the ones whose frames come from the engine.
    private var placed: Set<ObjectIdentifier> = []
    private var ambiguousVariables: Set<LayoutVariable> = []
    private var unconstrained: Set<LayoutVariable> = []
    private var reportedAmbiguity: [String: [String]] = [:]
    /// What the passes found since the window last collected it.
    var issues: [LayoutIssue] = []

    /// For `systemLayoutSizeFitting`: the root's size is not fixed but wished for at these priorities.
    private let fitting: (target: Size, horizontal: Double, vertical: Double)?

    init(fitting: (target: Size, horizontal: Double, vertical: Double)? = nil) {
        self.fitting = fitting
    }

    /// The root's size as solved (``init(fitting:)``).
    func rootSize(of root: SimulatedView) -> Size {
        guard let own = variables[ObjectIdentifier(root)] else { return root.model.frame.size }
        return Size(width: value(own.width), height: value(own.height))
    }

    /// Brings the solver up to date with the hierarchy under `root`: the constraints that changed are
    /// removed and added again, new ones added in activation order.
    func update(root: SimulatedView) {
        var constraints: [LayoutConstraint] = []
        var hasPlacedViews = false
        Self.collect(root, into: &constraints, placed: &hasPlacedViews)
        guard !constraints.isEmpty || hasPlacedViews || !entries.isEmpty || fitting != nil else { return }
        if fitting != nil {
            // Sizing a view on its own: only what its subtree relates.
            constraints.removeAll { constraint in
                !([constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])).allSatisfy {
                    $0.view.map(root.contains) ?? false
                }
            }
        }

        // The items, and the views above them, in the root's coordinates.
        var involved: [LayoutItem] = []
        var seen: Set<ObjectIdentifier> = []
        func involve(_ item: LayoutItem) {
            guard seen.insert(item.identity).inserted else { return }
            if case let .view(view) = item, view !== root, let superview = view.superview { involve(.view(superview)) }
            if case let .guide(guide) = item, let view = guide.owningView { involve(.view(view)) }
            involved.append(item)
        }
        involve(.view(root))
        for constraint in constraints {
            involve(constraint.firstItem)
            if let second = constraint.secondItem { involve(second) }
        }
        func addPlaced(_ view: SimulatedView) {
            if view.layout?.translatesAutoresizingMaskIntoConstraints == false { involve(.view(view)) }
            for subview in view.subviews { addPlaced(subview) }
        }
        addPlaced(root)

        var wanted: [Wanted] = []
        var newPlaced: Set<ObjectIdentifier> = []
        for item in involved {
            wanted.append(contentsOf: impliedConstraints(of: item, root: root, placed: &newPlaced))
        }
        for constraint in constraints.sorted(by: { $0.activationOrder < $1.activationOrder }) {
            wanted.append(
                Wanted(
                    key: .constraint(ObjectIdentifier(constraint)), order: constraint.activationOrder,
                    signature: signature(of: constraint), constraint: constraint))
        }
        placed = newPlaced
        apply(wanted)
        // Items no longer in the hierarchy lose their variables.
        let keep = Set(involved.map(\.identity))
        for identity in Array(items.keys) where !keep.contains(identity) {
            items[identity] = nil
            variables[identity] = nil
        }
        findAmbiguity()
    }

    /// The active constraints installed in `view`'s hierarchy, and whether a view there is placed by them.
    private static func collect(_ view: SimulatedView, into constraints: inout [LayoutConstraint], placed: inout Bool) {
        if let layout = view.layout {
            constraints.append(contentsOf: layout.constraints)
            if !layout.translatesAutoresizingMaskIntoConstraints { placed = true }
        }
        for subview in view.subviews { collect(subview, into: &constraints, placed: &placed) }
    }

    /// The frame the engine found for `view` in its superview's coordinates, if constraints place it.
    func frame(of view: SimulatedView) -> Rect? {
        guard placed.contains(ObjectIdentifier(view)), let superview = view.superview,
            let own = variables[ObjectIdentifier(view)], let parent = variables[ObjectIdentifier(superview)]
        else { return nil }
        return Rect(
            x: value(own.minX) - value(parent.minX), y: value(own.minY) - value(parent.minY),
            width: value(own.width), height: value(own.height))
    }

    /// The frame of a layout guide in its owning view's coordinates.
    func frame(of guide: LayoutGuide) -> Rect? {
        guard let view = guide.owningView, let own = variables[ObjectIdentifier(guide)],
            let parent = variables[ObjectIdentifier(view)]
        else { return nil }
        return Rect(
            x: value(own.minX) - value(parent.minX), y: value(own.minY) - value(parent.minY),
            width: value(own.width), height: value(own.height))
    }

    /// Whether `view`'s variables are not all determined.
    func isAmbiguous(_ view: SimulatedView) -> Bool {
        guard let own = variables[ObjectIdentifier(view)] else { return false }
        return own.all.contains { ambiguousVariables.contains($0) || unconstrained.contains($0) }
    }

    /// Whether constraints place any view.
    var placesViews: Bool { !placed.isEmpty }

    /// The views whose engine frame differs from their frame now.
    func viewsToMove() -> [SimulatedView] {
        placed.compactMap { identity in
            guard case let .view(view) = items[identity], let frame = frame(of: view), frame != view.model.frame
            else { return nil }
            return view
        }
    }

    /// The layout guides' frames as solved.
    func updateGuideFrames() {
        for case let .guide(guide) in items.values {
            if let frame = frame(of: guide) { guide.layoutFrame = frame }
        }
    }

    // MARK: Building the system

    private func value(_ variable: LayoutVariable) -> Double {
        let raw = solver.value(of: variable)
        let rounded = (raw * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }

    private func variables(of item: LayoutItem) -> Variables {
        if let existing = variables[item.identity] { return existing }
        let name = item.name
        let made = Variables(
            minX: solver.makeVariable("\(name).minX"), minY: solver.makeVariable("\(name).minY"),
            width: solver.makeVariable("\(name).Width"), height: solver.makeVariable("\(name).Height"))
        variables[item.identity] = made
        items[item.identity] = item
        return made
    }

    /// `item.attribute` as an expression of its variables.
    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let v = variables(of: item)
        let minX = LinearExpression(v.minX)
        let minY = LinearExpression(v.minY)
        let width = LinearExpression(v.width)
        let height = LinearExpression(v.height)
        var margins = EdgeInsets.zero
        if case let .view(view) = item {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins:
                margins = view.effectiveLayoutMargins
            default: break
            }
        }
        switch attribute {
        case .notAnAttribute: return .constant(0)
        case .left, .leading: return minX
        case .right, .trailing: return minX + width
        case .top: return minY
        case .bottom, .lastBaseline, .firstBaseline: return minY + height
        case .width: return width
        case .height: return height
        case .centerX: return minX + width * 0.5
        case .centerY: return minY + height * 0.5
        case .leftMargin, .leadingMargin: return minX + margins.left
        case .rightMargin, .trailingMargin: return minX + width + -margins.right
        case .topMargin: return minY + margins.top
        case .bottomMargin: return minY + height + -margins.bottom
        case .centerXWithinMargins: return minX + width * 0.5 + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return minY + height * 0.5 + (margins.top - margins.bottom) / 2
        }
    }

    private func signature(of constraint: LayoutConstraint) -> Signature {
        var lhs = expression(constraint.firstItem, constraint.firstAttribute)
        var rhs = LinearExpression.constant(constraint.constant)
        if let second = constraint.secondItem {
            rhs = expression(second, constraint.secondAttribute) * constraint.multiplier + constraint.constant
        }
        lhs = lhs - rhs
        return Signature(expression: lhs, relation: constraint.relation, priority: constraint.priority)
    }

    /// The constraints UIKit adds for `item`.
    private func impliedConstraints(
        of item: LayoutItem, root: SimulatedView, placed: inout Set<ObjectIdentifier>
    ) -> [Wanted] {
        let v = variables(of: item)
        var result: [Wanted] = []
        func add(
            _ index: Int, _ lhs: LinearExpression, _ relation: LinearConstraint.Relation, _ rhs: LinearExpression,
            priority: Double = LinearConstraint.required
        ) {
            result.append(
                Wanted(
                    key: .implied(item.identity, index), order: 0,
                    signature: Signature(expression: lhs - rhs, relation: relation, priority: priority),
                    constraint: nil))
        }
        switch item {
        case let .view(view):
            let frame = view.model.frame
            guard let superview = view.superview, view !== root else {
                add(0, LinearExpression(v.minX), .equal, .constant(0))
                add(1, LinearExpression(v.minY), .equal, .constant(0))
                if let fitting {
                    add(
                        2, LinearExpression(v.width), .equal, .constant(fitting.target.width),
                        priority: fitting.horizontal)
                    add(
                        3, LinearExpression(v.height), .equal, .constant(fitting.target.height),
                        priority: fitting.vertical)
                    add(8, LinearExpression(v.width), .greaterThanOrEqual, .constant(0))
                    add(9, LinearExpression(v.height), .greaterThanOrEqual, .constant(0))
                    contentSize(of: view, v, add: add)
                } else {
                    add(2, LinearExpression(v.width), .equal, .constant(frame.width))
                    add(3, LinearExpression(v.height), .equal, .constant(frame.height))
                }
                return result
            }
            let parent = variables(of: .view(superview))
            let state = view.layout
            if state?.translatesAutoresizingMaskIntoConstraints ?? true {
                // The frame, its flexible parts following the superview's size.
                let mask =
                    (superview.layout?.autoresizesSubviews ?? true) ? (state?.autoresizingMask ?? []) : []
                let old = superview.model.frame.size
                let axes: [(Double, Double, Double, Bool, Bool, Bool, LayoutVariable, LayoutVariable, LayoutVariable)] =
                    [
                        (
                            frame.x, frame.width, old.width, mask.contains(.flexibleLeftMargin),
                            mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin), v.minX, v.width,
                            parent.minX
                        ),
                        (
                            frame.y, frame.height, old.height, mask.contains(.flexibleTopMargin),
                            mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin), v.minY, v.height,
                            parent.minY
                        ),
                    ]
                for (index, axis) in axes.enumerated() {
                    let (origin, size, total, flexibleStart, flexibleSize, flexibleEnd, start, length, parentStart) =
                        axis
                    let parentLength = index == 0 ? parent.width : parent.height
                    let parts = [
                        flexibleStart ? origin : 0, flexibleSize ? size : 0, flexibleEnd ? total - origin - size : 0,
                    ]
                    let count = [flexibleStart, flexibleSize, flexibleEnd].filter { $0 }.count
                    let sum = parts.reduce(0, +)
                    func share(_ part: Int, _ flexible: Bool) -> Double {
                        guard flexible, count > 0 else { return 0 }
                        return sum > 0 ? parts[part] / sum : 1 / Double(count)
                    }
                    // delta = parentLength − total.
                    let delta = LinearExpression(parentLength) + -total
                    add(
                        index * 2, LinearExpression(start),
                        .equal, LinearExpression(parentStart) + origin + delta * share(0, flexibleStart))
                    add(index * 2 + 1, LinearExpression(length), .equal, delta * share(1, flexibleSize) + size)
                }
            } else {
                placed.insert(ObjectIdentifier(view))
                contentSize(of: view, v, add: add)
            }
        case let .guide(guide):
            guard let owner = guide.owningView, guide.kind != .custom else { break }
            let o = variables(of: .view(owner))
            var insets: EdgeInsets
            switch guide.kind {
            case .safeArea, .custom: insets = owner.safeAreaInsets
            case .layoutMargins: insets = owner.effectiveLayoutMargins
            case .topLayoutSupport:
                let frame = owner.model.frame
                insets = EdgeInsets(top: 0, left: 0, bottom: frame.height - owner.safeAreaInsets.top, right: 0)
            case .bottomLayoutSupport:
                let frame = owner.model.frame
                insets = EdgeInsets(top: frame.height - owner.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
            }
            add(0, LinearExpression(v.minX), .equal, LinearExpression(o.minX) + insets.left)
            add(1, LinearExpression(v.minY), .equal, LinearExpression(o.minY) + insets.top)
            add(2, LinearExpression(v.width), .equal, LinearExpression(o.width) + -(insets.left + insets.right))
            add(3, LinearExpression(v.height), .equal, LinearExpression(o.height) + -(insets.top + insets.bottom))
        }
        return result
    }

    /// Content hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) on each axis
    /// where the view has a natural size.
    private func contentSize(
        of view: SimulatedView, _ v: Variables,
        add: (Int, LinearExpression, LinearConstraint.Relation, LinearExpression, Double) -> Void
    ) {
        let state = view.layout
        var intrinsic = state?.intrinsicContentSize ?? Size(width: -1, height: -1)
        if let host = view.layoutHost { intrinsic = host.intrinsicSizeForLayout() }
        let hugging = state?.contentHugging ?? ViewLayout.AxisPriorities(horizontal: 250, vertical: 250)
        let resistance = state?.compressionResistance ?? ViewLayout.AxisPriorities(horizontal: 750, vertical: 750)
        if intrinsic.width >= 0 {
            add(4, LinearExpression(v.width), .lessThanOrEqual, .constant(intrinsic.width), hugging.horizontal)
            add(5, LinearExpression(v.width), .greaterThanOrEqual, .constant(intrinsic.width), resistance.horizontal)
        }
        if intrinsic.height >= 0 {
            add(6, LinearExpression(v.height), .lessThanOrEqual, .constant(intrinsic.height), hugging.vertical)
            add(7, LinearExpression(v.height), .greaterThanOrEqual, .constant(intrinsic.height), resistance.vertical)
        }
    }

    // MARK: Solving

    /// Removes what is no longer wanted or changed, then adds what is new, in order.
    private func apply(_ wanted: [Wanted]) {
        let signatures = Dictionary(wanted.map { ($0.key, $0.signature) }, uniquingKeysWith: { first, _ in first })
        for (key, entry) in entries.sorted(by: { $0.value.sequence < $1.value.sequence })
        where signatures[key] != entry.signature {
            try? solver.remove(entry.linear)
            entries[key] = nil
        }
        for item in wanted where entries[item.key] == nil {
            let linear = LinearConstraint(
                item.signature.expression, item.signature.relation, priority: item.signature.priority)
            do {
                try solver.add(linear)
                sequence += 1
                entries[item.key] = Entry(linear: linear, signature: item.signature, broken: false, sequence: sequence)
            } catch {
                breakConstraint(item, wanted: wanted)
            }
        }
    }

    /// R181: a required constraint that contradicts the others is kept as the strongest optional one
    /// (priority 1100), and the conflict logged as UIKit logs it.
    private func breakConstraint(_ item: Wanted, wanted: [Wanted]) {
        let linear = LinearConstraint(
            item.signature.expression, item.signature.relation, priority: 1100, isRequired: false)
        try? solver.add(linear)
        sequence += 1
        entries[item.key] = Entry(linear: linear, signature: item.signature, broken: true, sequence: sequence)
        let conflicting = conflictingSet(for: item, among: wanted)
        let brokenText = describe(item)
        let listed = conflicting.map(describe)
        let hasAutoresizing = conflicting.contains { $0.constraint == nil }
        var log = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        log += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        log += "\tTry this: \n"
        log += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        log += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if hasAutoresizing {
            log += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
            log += "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        log += "(\n" + listed.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        log += "Will attempt to recover by breaking constraint \n\(brokenText)\n\n"
        log += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        log += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
        log += "may also be helpful."
        issues.append(.unsatisfiable(broken: brokenText, conflicting: listed, log: log))
    }

    /// The smallest set of required constraints, `item` among them, that cannot hold together: the
    /// constraints in order, each dropped when the rest still conflict (a deletion filter).
    private func conflictingSet(for item: Wanted, among wanted: [Wanted]) -> [Wanted] {
        var candidates = wanted.filter { other in
            other.key != item.key && other.signature.priority >= LinearConstraint.required
                && entries[other.key]?.broken != true
        }
        // Only the constraints connected to it through shared variables can take part in the conflict.
        var reached = Set(item.signature.expression.terms.keys)
        var connected: [Wanted] = []
        var changed = true
        while changed {
            changed = false
            candidates.removeAll { other in
                let variables = other.signature.expression.terms.keys
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                connected.append(other)
                changed = true
                return true
            }
        }
        let connectedKeys = Set(connected.map(\.key))
        candidates = wanted.filter { connectedKeys.contains($0.key) }
        func conflicts(_ set: [Wanted]) -> Bool {
            let trial = SimplexSolver()
            do {
                for constraint in set + [item] {
                    try trial.add(
                        LinearConstraint(constraint.signature.expression, constraint.signature.relation))
                }
                return false
            } catch {
                return true
            }
        }
        var index = 0
        while index < candidates.count {
            var without = candidates
            without.remove(at: index)
            if conflicts(without) { candidates = without } else { index += 1 }
        }
        return candidates + [item]
    }

    /// The app's description of a constraint, or UIKit's of one it added.
    private func describe(_ item: Wanted) -> String {
        if let constraint = item.constraint { return constraint.description }
        guard case let .implied(identity, index) = item.key, let owner = items[identity] else { return "" }
        let attribute = ["minX", "minY", "width", "height"][min(index, 3)]
        if case let .view(view) = owner, view.layout?.translatesAutoresizingMaskIntoConstraints ?? true {
            let mask = view.layout?.autoresizingMask ?? []
            func code(_ flexible: [ViewLayout.AutoresizingMask]) -> String {
                flexible.map { mask.contains($0) ? "&" : "-" }.joined()
            }
            let h = code([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
            let v = code([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
            let frame = view.model.frame
            let value = [frame.x, frame.y, frame.width, frame.height][min(index, 3)]
            return "<NSAutoresizingMaskLayoutConstraint h=\(h) v=\(v) \(owner.name).\(attribute) == "
                + "\(LayoutConstraint.format(value))   (active)>"
        }
        return "<NSContentSizeLayoutConstraint \(owner.name).\(attribute)   (active)>"
    }

    /// R182: the variables the solution leaves free, and those of placed views in no constraint.
    private func findAmbiguity() {
        ambiguousVariables = solver.ambiguousVariables()
        unconstrained = []
        var found: [String: [String]] = [:]
        var constrainedVariables: Set<LayoutVariable> = []
        for entry in entries.values { constrainedVariables.formUnion(entry.linear.expression.terms.keys) }
        for identity in placed {
            guard let own = variables[identity], let item = items[identity] else { continue }
            var free: [String] = []
            for (name, variable) in zip(["minX", "minY", "width", "height"], own.all) {
                let constrained = constrainedVariables.contains(variable)
                if !constrained { unconstrained.insert(variable) }
                if !constrained || ambiguousVariables.contains(variable) { free.append(name) }
            }
            if !free.isEmpty { found[item.name] = free }
        }
        for (view, attributes) in found.sorted(by: { $0.key < $1.key }) where reportedAmbiguity[view] != attributes {
            issues.append(.ambiguous(view: view, attributes: attributes))
        }
        reportedAmbiguity = found
    }
}
