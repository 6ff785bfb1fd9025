/// One rule of the UIKit presentation model that took part in a decision, with why.
///
/// Rule ids (`R10`, …) are defined in the "Rule ids" table of the DocC article
/// "Presentation rules".
///
/// The explanation is rendered only when it is read: the decider records the rule id and a closure over
/// the decision's values (styles, traits, era), so deciding costs no string building and a trace costs
/// only when someone reads ``reason`` or ``description``.
public struct RuleApplication: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule id, `R1` … `R40`.
    public var id: String
    /// One line saying how the rule applied here, rendered when read.
    public var reason: String {
        get { render() }
        set { render = { newValue } }
    }

    private var render: @Sendable () -> String

    /// A rule application with its explanation already written.
    public init(_ id: String, _ reason: String) {
        self.id = id
        self.render = { reason }
    }

    /// A rule application whose explanation is rendered from `reason` when it is first read (each read
    /// renders it again; the values it captures do not change).
    public init(_ id: String, lazy reason: @escaping @Sendable () -> String) {
        self.id = id
        self.render = reason
    }

    public var description: String { "\(id): \(reason)" }

    public static func == (lhs: RuleApplication, rhs: RuleApplication) -> Bool {
        lhs.id == rhs.id && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(reason)
    }

    private enum CodingKeys: String, CodingKey { case id, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .id), try container.decode(String.self, forKey: .reason))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(reason, forKey: .reason)
    }
}
