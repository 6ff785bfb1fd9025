/// Something a split view controller uses that the iOS version lacks (R67, R71): an app cannot build it, so
/// a replay reports it as invalid input.
public struct SplitUnavailability: Hashable, Sendable {
    /// What is missing, as a phrase: `the inspector column`.
    public var feature: String
    /// The rule that says so (R67, R71).
    public var rule: RuleID
    /// The first iOS version that has it.
    public var since: Int

    /// What is missing, the rule that says so, and the first iOS version that has it.
    public init(feature: String, rule: RuleID, since: Int) {
        self.feature = feature
        self.rule = rule
        self.since = since
    }
}
