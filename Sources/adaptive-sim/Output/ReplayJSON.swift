import AdaptivePresentation

/// `replay --format json`, exactly as FORMATS.md §4 lists it:
/// `{"scenarios":[{"file","scenario","device","orientation","ios","passed","error","steps":[{"index","event","traits","window","presented",
/// "style","appearance","substituted","stack","visible","calls","retainedSegues","frame","detent","dimmed","collapsed","displayMode","error",
/// "expectations":[{"key","expected","actual","passed"}]}]}],"summary":{"scenarios","passed","failed","invalid"}}`.
///
/// Keys keep that order and whole numbers have no `.0`, so the text is the same byte for byte on every run.
/// `file` is named the same however the path was typed (``ReportPath``); the file, the title and every string
/// of the steps are user text, escaped and bounded (``UserText``); `error` holds the diagnostics as printed,
/// already escaped and bounded.
/// `null` stands for nothing: no title (a file that could not be read), no error, nothing presented (then
/// `presented`, `style`, `appearance` and `frame` are all `null`), no event (a step that only expects).
enum ReplayJSON {
    static func value(_ report: ReplayReport) -> JSONValue {
        .object([
            ("scenarios", .array(report.outcomes.map(scenario))),
            ("summary", .object([
                ("scenarios", .number(Double(report.outcomes.count))),
                ("passed", .number(Double(report.passedCount))),
                ("failed", .number(Double(report.failedCount))),
                ("invalid", .number(Double(report.invalidCount))),
            ])),
        ])
    }

    static func write(_ report: ReplayReport) {
        Console.standardOutput.write(value(report).serialized + "\n")
    }

    private static func scenario(_ outcome: ReplayOutcome) -> JSONValue {
        .object([
            ("file", .string(UserText.bounded(ReportPath.normalized(outcome.file), limit: UserText.pathLimit))),
            ("scenario", outcome.title.map { .string(UserText.bounded($0)) } ?? .null),
            ("device", (outcome.run?.setting?.device ?? outcome.overrides.device).map { .string(UserText.bounded($0)) } ?? .null),
            ("orientation", outcome.run?.setting.map { .string($0.orientation.rawValue) } ?? .null),
            ("ios", (outcome.run?.setting?.iOS ?? outcome.overrides.iOS).map { .number(Double($0)) } ?? .null),
            ("passed", .bool(outcome.passed)),
            ("error", outcome.errorText.map(JSONValue.string) ?? .null),
            ("steps", .array((outcome.run?.steps ?? []).map { boundedStrings(step($0)) })),
            ("notes", .array((outcome.run?.notes ?? []).map { boundedStrings(.string($0)) })),
        ])
    }

    /// The standard keys in the order a step lists them (``ObservationKey/reportPosition``).
    private static let stepFields = ObservationKey.all.sorted { $0.reportPosition < $1.reportPosition }

    private static func step(_ step: StepResult) -> JSONValue {
        let state = step.state
        var fields: [(String, JSONValue)] = [
            ("index", .number(Double(step.index))),
            ("event", step.event.map { .string(UserText.bounded($0.description)) } ?? .null),
        ]
        fields.reserveCapacity(stepFields.count + 3)
        for key in stepFields { fields.append((key.name, key.reported(state))) }
        fields.append(("expectations", .array(step.expectations.map(expectation))))
        return .object(fields)
    }

    /// `value` with every string (controller and segue names, expected and actual values: user text) escaped
    /// and bounded by ``UserText``.
    private static func boundedStrings(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .string(string): .string(UserText.bounded(string))
        case let .array(elements): .array(elements.map(boundedStrings))
        case let .object(members): .object(members.map { ($0.0, boundedStrings($0.1)) })
        default: value
        }
    }

    private static func expectation(_ result: ExpectationResult) -> JSONValue {
        .object([
            ("key", .string(result.key)),
            ("expected", result.expected),
            ("actual", result.actual),
            ("passed", .bool(result.passed)),
        ])
    }
}
