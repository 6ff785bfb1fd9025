/// A custom segue class a storyboard refers to by name: how to make one, and what the source's
/// `shouldPerformSegue(withIdentifier:sender:)` answers for its segues.
public struct SegueClass: Sendable {
    public typealias Factory =
        @Sendable (
            _ definition: SegueDefinition, _ source: ViewController, _ destination: ViewController
        ) -> StoryboardSegue

    public var name: String
    /// The answer of `shouldPerformSegue(withIdentifier:sender:)` for segues of this class; `nil`: `true`.
    public var shouldPerform: Bool?
    public var make: Factory

    public init(name: String, shouldPerform: Bool? = nil, make: @escaping Factory) {
        self.name = name
        self.shouldPerform = shouldPerform
        self.make = make
    }

    /// A class made from a `StoryboardSegue` subclass.
    public init<S: StoryboardSegue>(_ type: S.Type, name: String? = nil, shouldPerform: Bool? = nil) {
        self.init(name: name ?? String(describing: type), shouldPerform: shouldPerform) {
            definition, source, destination in
            S(
                identifier: definition.identifier, source: source, destination: destination, kind: definition.kind,
                anchor: definition.anchor, presentation: definition.presentation)
        }
    }
}
