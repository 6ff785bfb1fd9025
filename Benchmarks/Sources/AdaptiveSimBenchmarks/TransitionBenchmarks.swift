import AdaptivePresentation
import Foundation

/// Issue 19's figures: what a transition costs per animation frame sampled, how `advance` steps scale, and
/// that a billion-second animator or a 10^15-second advance settles at once.
enum TransitionBenchmarks {
    static func run() {
        let catalog = DeviceCatalog(devices: [phone])
        let fadeIn = TransitionAnimator(
            name: "FadeIn", duration: 2, animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))]))
        let fadeOut = TransitionAnimator(
            name: "FadeOut", duration: 2, animate: .init(changes: [.from: ViewChanges(alpha: .init(1, 0))]))

        // One FadeSegue presentation sampled at 60 frames a second (120 frames), then dismissed.
        measure("fade presentation, per frame sampled at 60 fps", operations: 120) {
            let window = fadeWindow([fadeIn, fadeOut])
            try? window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            for _ in 0..<120 {
                window.advance(by: VirtualTime(seconds: 1.0 / 60) ?? .zero)
                _ = window.layerValues
            }
        }
        measure("present + dismiss with the FadeSegue, settled, per transition", operations: 2) {
            let window = fadeWindow([fadeIn, fadeOut])
            try? window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
            window.dismissTop(.programmatic)
            window.settle()
        }

        // `advance` steps replay in linear time: 10,000 and 20,000 of them, side by side.
        var perStep: [Int: Double] = [:]
        for count in [10_000, 20_000] {
            let scenario = advances(count, storyboard: fadeStoryboard([fadeIn, fadeOut]))
            let start = DispatchTime.now().uptimeNanoseconds
            _ = Simulation.replay(scenario, catalog: catalog)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            perStep[count] = elapsed / Double(count)
            print(
                "replay \(count) advance steps".padding(toLength: 52, withPad: " ", startingAt: 0),
                String(format: "%10.2f ms (%.2f µs/step)", elapsed / 1e6, elapsed / Double(count) / 1000))
        }
        if let small = perStep[10_000], let large = perStep[20_000] {
            print(
                "per-step cost, 20,000 / 10,000 steps".padding(toLength: 52, withPad: " ", startingAt: 0),
                String(format: "%10.2f×", large / small))
        }

        // Hostile time settles at once: the clock jumps to the next event.
        let slow = TransitionAnimator(
            name: "FadeIn", duration: 1e9, animate: .init(changes: [.to: ViewChanges(alpha: .init(0, 1))]))
        measure("a 10^9-second animator, present and settle", operations: 1) {
            let window = fadeWindow([slow])
            try? window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.settle()
        }
        measure("advance by 10^15 s during a transition", operations: 1) {
            let window = fadeWindow([fadeIn])
            try? window.performSegue("Fade", from: window.rootViewController, sender: nil, userTriggered: false)
            window.advance(by: VirtualTime(seconds: 1e15) ?? .zero)
        }
    }

    static let phone = DeviceProfile(
        id: "iphone-8", name: "iPhone 8", idiom: .phone, screen: Size(width: 375, height: 667), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .portrait, layout: .full, window: Size(width: 375, height: 667),
                horizontalSizeClass: .compact, verticalSizeClass: .regular)
        ])

    static func fadeStoryboard(_ animators: [TransitionAnimator]) -> Storyboard {
        Storyboard(
            initialController: "A",
            controllers: [ControllerDefinition(identifier: "A"), ControllerDefinition(identifier: "B")],
            segues: [
                SegueDefinition(
                    identifier: "Fade", source: "A", destination: "B", kind: .presentModally, presentation: .formSheet,
                    className: "FadeSegue")
            ],
            segueClasses: [
                DeclarativeSegue.segueClass(
                    name: "FadeSegue", delegate: nil, shouldPerform: nil,
                    transitioningDelegate: DeclarativeTransitioningDelegate(present: "FadeIn", dismiss: "FadeOut"))
            ],
            animators: animators)
    }

    static func fadeWindow(_ animators: [TransitionAnimator]) -> Window {
        let storyboard = fadeStoryboard(animators)
        let root = (try? storyboard.instantiateInitialViewController()) ?? ViewController(identifier: "A")
        let environment = try? DeviceCatalog.environment(device: phone, orientation: .portrait, layout: .full)
        let window = Window(environment: environment!, era: Era(iOS: 9)!, rootViewController: root)
        window.settlesAfterEachCall = false
        return window
    }

    /// A scenario that presents with the fade, then advances the clock `count` times by 1/100 s.
    static func advances(_ count: Int, storyboard: Storyboard) -> Scenario {
        var steps = [ScenarioStep(.perform(segue: "Fade", sender: nil), at: .zero)]
        let tick = VirtualTime(seconds: 0.01) ?? .zero
        for _ in 0..<count { steps.append(ScenarioStep(.advance(tick))) }
        return Scenario(title: "advances", device: phone, era: Era(iOS: 9)!, storyboard: storyboard, steps: steps)
    }
}
