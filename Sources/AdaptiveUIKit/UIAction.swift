/// A closure-based action, as UIKit's `UIAction`: the way to give a bar button item a behaviour that compiles
/// on Linux too (`#selector` needs the Objective-C runtime).
@MainActor
public final class UIAction {
    public typealias Handler = @MainActor (UIAction) -> Void

    public var title: String
    public var identifier: String?
    let handler: Handler

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

public typealias UIActionHandler = UIAction.Handler
