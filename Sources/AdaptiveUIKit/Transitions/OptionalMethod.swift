/// Tells whether an optional delegate method the app may implement was implemented: UIKit does not call (or
/// trace) an optional method the app left out, but Swift gives every protocol method a body, so the default
/// bodies mark that they ran.
@MainActor
enum OptionalMethod {
    private static var defaultRan = false

    /// Called by a default body: the app does not implement the method.
    static func noteDefault() {
        defaultRan = true
    }

    /// Runs `call` and tells whether the app implements the method it calls, with its answer.
    static func implemented<Answer>(_ call: () -> Answer) -> (implemented: Bool, answer: Answer) {
        defaultRan = false
        let answer = call()
        defer { defaultRan = false }
        return (!defaultRan, answer)
    }
}
