/// One rule of the UIKit presentation model that took part in a decision, with why.
///
/// Rule ids (`R10`, …) are defined in the "Rule ids" table of the DocC article
/// "Presentation rules".
public struct RuleApplication: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule id, `R1` … `R40`.
    public var id: String
    /// One line saying how the rule applied here.
    public var reason: String

    public init(_ id: String, _ reason: String) {
        self.id = id
        self.reason = reason
    }

    public var description: String { "\(id): \(reason)" }
}
