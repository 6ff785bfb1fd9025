/// A JSON-shaped value: what an expectation expects and what a step observed, for reports.
public enum TraceValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TraceValue])
    /// Keys keep their order.
    case object([(String, TraceValue)])

    public static func == (lhs: TraceValue, rhs: TraceValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// A compact, YAML-like rendering: `popover`, `[a, b]`, `{width: 320, height: 200}`.
    public var description: String {
        switch self {
        case .null: "none"
        case let .bool(value): String(value)
        case let .number(value): Size.format(value)
        case let .string(value): value
        case let .array(values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case let .object(pairs): "{" + pairs.map { "\($0.0): \($0.1.description)" }.joined(separator: ", ") + "}"
        }
    }

    /// `{width, height}`.
    public static func size(_ size: Size) -> TraceValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// `{x, y, width, height}`.
    public static func rect(_ rect: Rect) -> TraceValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    /// `{horizontal, vertical}`.
    public static func traits(_ traits: TraitCollection) -> TraceValue {
        .object([
            ("horizontal", .string(traits.horizontalSizeClass.rawValue)),
            ("vertical", .string(traits.verticalSizeClass.rawValue)),
        ])
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> TraceValue { .array(values.map(TraceValue.string)) }
}
