/// A closure-based action, as UIKit's `UIAction`: the way to give a bar button item a behaviour that compiles
/// on Linux too (`#selector` needs the Objective-C runtime).
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// What a triggered action runs.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// The action's title.
    public var title: String
    /// An identifier for the action (a string here; UIKit's `UIAction.Identifier`).
    public var identifier: String?
    let handler: Handler

    /// An action that runs `handler`.
    public init(title: String = "", identifier: String? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }

    /// Runs the handler, as a tap would.
    public func performWithSender(_ sender: Any?) {
        handler(self)
    }
}

/// What a triggered action runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = UIAction.Handler
