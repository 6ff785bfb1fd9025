extension PresentationDecider {
    /// Collects the calls and rules of ``present(style:in:delegate:)`` and ``traitChange(of:to:delegate:)``
    /// in order: packed into a ``DecisionTrace`` (no allocation), or, from the first one that does not fit
    /// there, into arrays holding everything.
    struct DecisionLog {
        private(set) var trace: DecisionTrace
        /// Every call and rule once one did not fit the trace; nil while they all do.
        private(set) var spilled: DecisionLists?

        /// A log for a decision in `traits` (the traits its explanations name).
        init(traits: TraitCollection) {
            trace = DecisionTrace(traits: traits)
        }

        @inline(__always)
        mutating func call(_ call: DelegateCall) {
            if spilled == nil, trace.record(call) { return }
            spill(call)
        }

        /// Records a rule with its explanation as values; the text is rendered only when read (see
        /// ``RuleApplication``).
        @inline(__always)
        mutating func rule(_ id: RuleID, _ explanation: RuleExplanation) {
            if spilled == nil, trace.record(id, explanation) { return }
            spill(id, explanation)
        }

        mutating func willPresent<Delegate: AdaptiveDelegateResponder>(
            _ style: PresentationStyle, delegate: inout Delegate, coordinator: Bool
        ) {
            if delegate.willPresentWithAdaptiveStyle(style, duringTransition: coordinator) {
                call(.willPresentWithAdaptiveStyle(style))
            }
        }

        // The rare paths, out of line so that recording stays small enough to inline.

        @inline(never)
        private mutating func spill(_ call: DelegateCall) {
            spilled = DecisionLists(
                calls: (spilled?.calls ?? trace.calls) + [call], rules: spilled?.rules ?? trace.rules)
        }

        @inline(never)
        private mutating func spill(_ id: RuleID, _ explanation: RuleExplanation) {
            spilled = DecisionLists(
                calls: spilled?.calls ?? trace.calls,
                rules: (spilled?.rules ?? trace.rules) + [RuleApplication(id, explanation)])
        }
    }
}
