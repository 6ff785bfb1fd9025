/// The id of a rule of the presentation model (`R25`) or of a failure mode of animated transitions (`F3`), as
/// the "Rule ids" table of <doc:PresentationRules> lists them.
///
/// Decisions (``RuleApplication/id``), the limits they lead to (``SplitUnavailability/rule``,
/// ``SimulationError/unavailable(_:rule:since:iOS:)``), the audit's findings and the hazards of a replay
/// (``TransitionHazard/rule``) name their rule with this one type. Every id is one of the named constants of
/// the catalogue (``RuleID/R25``, ``RuleID/F3``, all listed in ``RuleID/all``), so a misspelt id does not
/// compile, and reading one from text (``init(_:)``) accepts only those. A new rule is one more constant there,
/// and one more row in the table.
///
/// Its text (``description``) and its `Codable` form are the id as the table writes it: `R25`, `F3`. Ids sort
/// by kind (the rules, then the failure modes), then by number, so `R2` < `R10`. A value is two bytes.
public struct RuleID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// What an id names, and so the letter it begins with.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A rule of the presentation model: `R1` …
        case rule
        /// A failure mode of animated transitions, which a replay reports as a ``TransitionHazard``: `F1` …
        case failureMode

        /// The letter the ids of this kind begin with: `R` or `F`.
        public var letter: Character {
            switch self {
            case .rule: "R"
            case .failureMode: "F"
            }
        }
    }

    /// The number, with ``failureModeBit`` set for a failure mode: rules sort before failure modes, each kind by
    /// number; a rule's code is its number.
    let code: UInt16

    private static let failureModeBit: UInt16 = 0x8000

    /// The id of `kind` with `number`; only the catalogue (and what unpacks an id it packed) makes one.
    init(_ kind: Kind, _ number: UInt16) {
        self.init(code: kind == .rule ? number : number | Self.failureModeBit)
    }

    /// The id whose ``code`` is `code`.
    init(code: UInt16) {
        self.code = code
    }

    /// Whether it names a rule or a failure mode.
    public var kind: Kind { code & Self.failureModeBit == 0 ? .rule : .failureMode }

    /// Its number: 25 for `R25`, 3 for `F3`.
    public var number: Int { Int(code & ~Self.failureModeBit) }

    /// The id written `text` (`R25`, `F3`), or nil when `text` is not the exact text of an id of the catalogue
    /// (``RuleID/all``): no other letter, leading zero, sign or space, and no id that is not in the table.
    public init?(_ text: String) {
        var bytes = text.utf8.makeIterator()
        let kind: Kind
        switch bytes.next() {
        case UInt8(ascii: "R"): kind = .rule
        case UInt8(ascii: "F"): kind = .failureMode
        default: return nil
        }
        var number: UInt16 = 0
        var digits = 0
        while let byte = bytes.next() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 4, !(digits == 1 && number == 0)
            else { return nil }
            number = number * 10 + UInt16(byte - UInt8(ascii: "0"))
            digits += 1
        }
        let id = RuleID(kind, number)
        guard digits > 0, Self.catalogue.contains(id) else { return nil }
        self = id
    }

    /// The ids of ``RuleID/all``, to look one up.
    private static let catalogue = Set(all)

    /// `R25`, `F3`.
    public var description: String { String(kind.letter) + String(number) }

    /// Rules before failure modes, then by number: `R2` < `R10` < `F1`.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.code < rhs.code
    }

    /// Decodes the id's text (`"R25"`); an id not in the catalogue is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = RuleID(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a rule id of the \"Rule ids\" table")
        }
        self = id
    }

    /// Encodes the id's text (`"R25"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
