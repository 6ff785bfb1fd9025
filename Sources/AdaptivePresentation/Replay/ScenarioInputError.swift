/// A scenario that cannot be replayed as written: the problem is in the input, not in an expectation.
///
/// Found while replaying (a segue whose source is not the visible controller at that step, a rotation
/// into a layout the orientation lacks). ``stepIndex`` and ``field`` locate it in the file.
public struct ScenarioInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step, or `nil` for the scenario's initial setup.
    public var stepIndex: Int?
    /// The key of the step (`perform`, `resize`, …) or of the scenario (`device`, `initial`, …).
    public var field: String
    public var message: String
    /// A did-you-mean suggestion.
    public var suggestion: String?

    public init(stepIndex: Int?, field: String, message: String, suggestion: String? = nil) {
        self.stepIndex = stepIndex
        self.field = field
        self.message = message
        self.suggestion = suggestion
    }

    /// `steps[2].perform` or `device`.
    public var path: String { stepIndex.map { "steps[\($0)].\(field)" } ?? field }

    /// `message at path`, with the did-you-mean when there is one: `unknown segue 'VetDetial' at
    /// steps[1].perform (did you mean 'VetDetail'?)`.
    public var description: String {
        "\(message) at \(path)" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }
}
