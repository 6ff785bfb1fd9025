import AdaptivePresentation

/// `replay --format json`, as the "Scenario and storyboard files" article lists it:
/// `{"scenarios":[{"file","scenario","device","orientation","ios","steps":[{"index","event","traits","window","presented",
/// "style","appearance","substituted","stack","visible","calls","retainedSegues","frame","detent","dimmed","collapsed","displayMode","error",
/// "expectations":[{"key","expected","actual","passed"}]}],"passed","error","notes"}],"summary":{"scenarios","passed","failed","invalid"}}`.
/// A scenario's verdict (`passed`, `error`) follows its steps, which ``ReplayJSONStream`` writes as they replay.
/// A skipped run (a run of a matrix that does not apply to its device) adds `"status":"skipped"` and its
/// `"reason"` after `notes`, and the summary then adds `"skipped"`: a report without skips is as before.
///
/// Keys keep that order and whole numbers have no `.0`, so the text is the same byte for byte on every run.
/// `file` is named the same however the path was typed (``ReportPath``); the file, the title and every string
/// of the steps are user text, escaped and bounded (``/AdaptivePresentation/UserText``); `error` holds the diagnostics as printed,
/// already escaped and bounded.
/// `null` stands for nothing: no title (a file that could not be read), no error, nothing presented (then
/// `presented`, `style`, `appearance` and `frame` are all `null`), no event (a step that only expects).
enum ReplayJSON {
    /// The members of a scenario's object before its steps: `file`, `scenario`, `device`, `orientation`, `ios`.
    static func header(file: String, title: String?, device: String?, orientation: Orientation?, iOS: Int?) -> [(
        String, JSONValue
    )] {
        [
            ("file", .string(UserText.bounded(ReportPath.normalized(file), limit: UserText.pathLimit))),
            ("scenario", title.map { .string(UserText.bounded($0)) } ?? .null),
            ("device", device.map { .string(UserText.bounded($0)) } ?? .null),
            ("orientation", orientation.map { .string($0.rawValue) } ?? .null),
            ("ios", iOS.map { .number(Double($0)) } ?? .null),
        ]
    }

    /// The members of a scenario's object after its steps: `passed`, `error`, `notes`, and for a skipped run
    /// `status` (`skipped`) and `reason`.
    static func verdict(_ outcome: ReplayOutcome) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("passed", .bool(outcome.passed)),
            ("error", outcome.errorText.map(JSONValue.string) ?? .null),
            ("notes", .array((outcome.run?.notes ?? []).map { boundedStrings(.string($0.description)) })),
        ]
        if let skip = outcome.skip {
            members += [("status", .string("skipped")), ("reason", .string(UserText.bounded(skip.description)))]
        }
        return members
    }

    /// The summary's members: `scenarios`, `passed`, `failed`, `invalid`, and `skipped` when runs were skipped.
    static func summary(_ report: ReplayReport) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("scenarios", .number(Double(report.outcomes.count))),
            ("passed", .number(Double(report.passedCount))),
            ("failed", .number(Double(report.failedCount))),
            ("invalid", .number(Double(report.invalidCount))),
        ]
        if report.skippedCount > 0 { members.append(("skipped", .number(Double(report.skippedCount)))) }
        return .object(members)
    }

    /// Appends a step's object to `bytes`, its strings escaped and bounded (as ``boundedStrings(_:)`` gives
    /// them) while they are written.
    static func writeStep(_ result: StepResult, to bytes: inout [UInt8]) {
        step(result).serialize(into: &bytes, bounded: true)
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
    /// and bounded by ``/AdaptivePresentation/UserText``, the names of an object's members too (`layers` is keyed by view names).
    static func boundedStrings(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .string(string): .string(UserText.bounded(string))
        case let .array(elements): .array(elements.map(boundedStrings))
        case let .object(members): .object(members.map { (UserText.bounded($0.0), boundedStrings($0.1)) })
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
