/// The calls and rules of a ``PresentationDecision`` given as arrays (by its public initializer, its setters,
/// or a log that did not fit a ``DecisionTrace``), behind one reference: a decision that has none (every one
/// the decider makes) copies and destroys as plain bytes and one null reference.
///
/// Immutable, so copies of a decision share it safely; a setter makes a new one.
final class DecisionLists: Sendable {
    /// The calls; nil: the trace's.
    let calls: [DelegateCall]?
    /// The rules; nil: the trace's.
    let rules: [RuleApplication]?

    init(calls: [DelegateCall]?, rules: [RuleApplication]?) {
        self.calls = calls
        self.rules = rules
    }
}
