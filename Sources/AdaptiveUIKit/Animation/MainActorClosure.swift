/// An app closure the window's clock calls later: the clock runs on the main actor (the tests that drive it
/// are main-actor isolated, as UIKit code is), which ``call(_:)`` checks at run time.
final class MainActorClosure<Argument>: @unchecked Sendable {
    private let body: (Argument) -> Void

    init(_ body: @escaping (Argument) -> Void) {
        self.body = body
    }

    func call(_ argument: Argument) {
        let body = body
        nonisolated(unsafe) let argument = argument
        MainActorBridge.run { body(argument) }
    }
}
