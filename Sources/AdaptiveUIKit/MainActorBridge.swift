/// Runs main-actor code from the simulation's synchronous callbacks.
///
/// The simulation is called on the main actor (UIKit's API is main-actor isolated, so the app's tests are
/// too) and calls back synchronously, still on it; `assumeIsolated` checks that at run time.
enum MainActorBridge {
    /// A value carried out of the main actor's closure (it never leaves the main thread).
    private struct Carried<T>: @unchecked Sendable {
        let value: T
    }

    static func run<T>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { Carried(value: body()) }.value
    }
}
