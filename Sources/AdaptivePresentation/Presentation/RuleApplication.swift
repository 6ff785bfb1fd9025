/// One rule of the UIKit presentation model that took part in a decision, with why.
///
/// Its id is a ``RuleID`` (`R10`, …), an id of the "Rule ids" table of the DocC article "Presentation rules".
///
/// The explanation is kept as a value (``RuleExplanation``: the sentence's case and its styles, traits and
/// era) and rendered only when it is read: deciding costs no string building, and a trace costs only when
/// someone reads ``reason`` or ``description``. Comparing and hashing rule applications renders nothing,
/// except that an explanation written out as text is compared with another by its text.
public struct RuleApplication: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule, `R1` … `R135`.
    public var id: RuleID
    /// Why the rule applied, as values.
    public var explanation: RuleExplanation
    /// One line saying how the rule applied here, rendered from ``explanation`` when read; setting it
    /// replaces the explanation with the text.
    public var reason: String {
        get { explanation.text }
        set { explanation = .text(newValue) }
    }

    /// A rule application with its explanation already written.
    public init(_ id: RuleID, _ reason: String) {
        self.init(id, .text(reason))
    }

    /// A rule application whose explanation is rendered from `explanation` when read.
    public init(_ id: RuleID, _ explanation: RuleExplanation) {
        self.id = id
        self.explanation = explanation
    }

    /// The id, then the reason: `R2: .automatic resolves to .pageSheet on iOS 13`.
    public var description: String { "\(id): \(reason)" }

    /// Same rule and same explanation values; an explanation written out as text (decoded, or set through
    /// ``reason``) equals one that reads the same.
    public static func == (lhs: RuleApplication, rhs: RuleApplication) -> Bool {
        guard lhs.id == rhs.id else { return false }
        switch (lhs.explanation, rhs.explanation) {
        case (.text, _), (_, .text): return lhs.reason == rhs.reason
        default: return lhs.explanation == rhs.explanation
        }
    }

    /// Hashes the rule id only: a written-out explanation may equal a structured one, and hashing must not
    /// render.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    private enum CodingKeys: String, CodingKey { case id, reason }

    /// Decodes `{"id": "R2", "reason": "…"}`; an id that is not in the catalogue (``RuleID/all``) is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(RuleID.self, forKey: .id), try container.decode(String.self, forKey: .reason))
    }

    /// Encodes `{"id": "R2", "reason": "…"}`, the explanation rendered.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(reason, forKey: .reason)
    }
}
