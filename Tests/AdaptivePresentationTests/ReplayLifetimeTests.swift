import Testing

@testable import AdaptivePresentation

/// Issue 13, finding 6: a replay that ends with presentations on screen must not leak its window,
/// controllers, presentation controllers or segues, or a test suite replaying thousands of scenarios grows
/// without bound. Every object is watched through a weak reference once the replay is over.
struct ReplayLifetimeTests {
    typealias F = SimulationFixtures

    /// Weak references to everything a simulation made.
    private final class Watched {
        private struct Entry {
            let name: String
            weak var object: AnyObject?
        }
        private var entries: [Entry] = []

        func watch(_ name: String, _ object: AnyObject?) {
            guard let object else { return }
            entries.append(Entry(name: name, object: object))
        }

        var count: Int { entries.count }
        /// The names of the objects still alive.
        var alive: [String] { entries.filter { $0.object != nil }.map(\.name) }
    }

    /// Runs `steps` in a simulation of the PamperedPets storyboard, watches every object, then drops the
    /// simulation.
    private func replay(iOS: Int, layout: MultitaskingLayout, _ steps: [ScenarioStep]) throws -> Watched {
        let watched = Watched()
        do {
            let scenario = Scenario(
                title: "lifetime", device: F.pad(), orientation: .landscape, window: .layout(.full),
                era: try #require(Era(iOS: iOS)), storyboard: F.pamperedPets(), steps: steps)
            let simulation = try Simulation(scenario: scenario, catalog: DeviceCatalog(devices: [F.pad()]))
            for (index, step) in steps.enumerated() { _ = try simulation.run(step, index: index) }
            try simulation.window.transition(to: F.environment(F.pad(), .landscape, layout))
            let window = simulation.window
            #expect(!window.presentationControllers.isEmpty, "the replay ends with a presentation on screen")
            watched.watch("simulation", simulation)
            watched.watch("window", window)
            var controllers = [window.rootViewController]
            while let controller = controllers.popLast() {
                watched.watch("controller \(controller.identifier)", controller)
                controllers += controller.children
                if let presented = controller.presentedViewController { controllers.append(presented) }
            }
            for presentation in window.presentationControllers {
                watched.watch("presentation of \(presentation.presentedViewController.identifier)", presentation)
                watched.watch(
                    "presented \(presentation.presentedViewController.identifier)", presentation.presentedViewController
                )
                watched.watch("substitute", presentation.substitute)
                watched.watch("adapted presentation", presentation.adaptivePresentationController)
                watched.watch("segue", presentation.retainedSegue)
            }
        }
        return watched
    }

    @Test("a replay ending on an adapted popover with a retained segue and a substitute leaves nothing alive")
    func substitutedPopover() throws {
        let watched = try replay(
            iOS: 9, layout: .oneHalf,
            [
                ScenarioStep(.perform(segue: "ShowAnimal", sender: nil)),
                ScenarioStep(.perform(segue: "VetDetail", sender: nil)),
            ])
        #expect(
            watched.count >= 8, "the window, the simulation, controllers, the presentation, its segue, the substitute")
        #expect(watched.alive == [])
    }

    @Test("a replay ending on a form sheet leaves nothing alive", arguments: [8, 13, 26])
    func formSheet(iOS: Int) throws {
        let watched = try replay(
            iOS: iOS, layout: .full,
            [
                ScenarioStep(.perform(segue: "ShowAnimal", sender: nil)),
                ScenarioStep(.perform(segue: "PhotoDetail", sender: nil)),
            ])
        #expect(watched.count >= 5)
        #expect(watched.alive == [])
    }
}
