import AdaptivePresentation
import AdaptivePresentationSpec
import AdaptivePresentationTesting
import Foundation
import Testing

@testable import AdaptiveUIKit

/// One world (issue 26): every library scenario whose steps app code can take is driven through AdaptiveUIKit
/// (its storyboard instantiated by `UIStoryboard`, with the segue classes and animators the file describes,
/// segues performed with `performSegue`, controllers presented with `present`, popped, sheets' detents selected
/// and split view columns shown and hidden in code, the user's drags and swipes simulated, the window resized,
/// rotated and advanced, presentations dismissed), and after every step the window's views, walked as app
/// code walks them (`subviews`, `layer.presentation()`), are the replay's `layers` for that step: the same views,
/// in the same order, with the same frames to 0.5 pt.
@MainActor
struct ReplayCrossCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenarioFiles: [String] = SpecValidator.files(for: [repository.appendingPathComponent("scenarios").path])
        .map { String($0.dropFirst(repository.path.count + 1)) }

    /// Whether app code can take `event` through UIKit's API (or the test's stand-in for the user).
    /// Delegates a step declares stand for app objects the test would have to write: those steps are not
    /// driven.
    static func canDrive(_ event: ScenarioEvent) -> Bool {
        switch event {
        case .perform, .trigger, .resize, .rotate, .advance, .unwind, .drag, .selectDetent, .showColumn,
            .hideColumn:
            true
        case let .dismiss(kind, options):
            options.transitioningDelegate == nil && (kind != .interactive || options.interaction == nil)
        case let .present(request):
            request.delegate == nil && request.transitioningDelegate == nil
        case let .pop(request):
            request.navigationDelegate == nil && request.gesture == .back
        }
    }

    /// One view as a step lists it: its name and its frame in the window, rounded to the half point.
    static func describe(_ name: String, _ frame: Rect) -> String {
        func half(_ value: Double) -> String { Size.format((value * 2).rounded() / 2) }
        return "\(name) \(half(frame.x)),\(half(frame.y)) \(half(frame.width))x\(half(frame.height))"
    }

    /// The window's views that draw, back to front, as app code finds them: `subviews`, and each on-screen
    /// frame from `layer.presentation()`, in its superview's coordinates, moved into the window's.
    static func appCodeViews(of window: UIWindow) -> [String] {
        var names: [String] = []
        func walk(_ view: UIView, origin: (x: Double, y: Double)) {
            for subview in view.subviews {
                // The frame the reports give: the untransformed box at the layer's position (`layers` gives the
                // transform apart), from what the presentation layer shows now.
                let layer = subview.layer.presentation() ?? subview.layer
                var frame = Rect(
                    x: Double(layer.position.x - layer.bounds.width / 2),
                    y: Double(layer.position.y - layer.bounds.height / 2), width: Double(layer.bounds.width),
                    height: Double(layer.bounds.height))
                frame.x += origin.x
                frame.y += origin.y
                if subview.simulatedView.drawsContent { names.append(describe(subview.simulatedView.name, frame)) }
                walk(subview, origin: (frame.x, frame.y))
            }
        }
        walk(window, origin: (0, 0))
        return names
    }

    @Test("every library scenario app code can drive shows app code the replay's views at every step")
    func libraryScenarios() throws {
        let catalog = try SpecLoader.builtInDevices()
        let loader = ScenarioLoader(catalog: catalog)
        var driven = 0
        for file in Self.scenarioFiles {
            let path = Self.repository.appendingPathComponent(file).path
            guard let scenario = try? loader.loadScenario(at: path),
                scenario.steps.allSatisfy({ $0.event.map(Self.canDrive) ?? true })
            else { continue }
            let replay = Simulation.replay(scenario, catalog: catalog)
            guard replay.steps.count == scenario.steps.count else { continue }
            driven += 1
            try crossCheck(scenario, against: replay, file: file)
        }
        // The rest declare delegates in a step (a `present:` with its own delegate, a dismissal with its own
        // transitioning delegate or a driven interaction, a swipe pop with a navigation delegate), objects the
        // test would have to write as app code: 61 of 66 are driven, PamperedPets' VetSegue substitution, 18
        // scenarios with described animators and the sheet and split view steps among them.
        #expect(driven >= 61, "the library has scenarios app code can drive: \(driven)")
    }

    private func crossCheck(_ scenario: Scenario, against replay: ScenarioRun, file: String) throws {
        let window = try UIWindow(device: scenario.device.id, orientation: scenario.orientation, iOS: scenario.era.iOS)
        let storyboard = UIStoryboard(storyboard: scenario.storyboard)
        let root =
            scenario.initialController.map { storyboard.instantiateViewController(withIdentifier: $0) }
            ?? storyboard.instantiateInitialViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        switch scenario.window {
        case let .layout(layout) where layout != .full: try window.resize(to: layout)
        case let .window(size): try window.resize(to: CGSize(width: size.width, height: size.height))
        default: break
        }
        for (index, step) in scenario.steps.enumerated() {
            if let event = step.event {
                try take(event, in: window, storyboard: storyboard)
                // FORMATS §2b, as the replay: a step settles before its expectations, unless it says when.
                if let at = step.at {
                    window.advance(by: at.seconds)
                } else if case .advance = event {
                } else {
                    window.settle()
                }
            }
            let replayed = (replay.steps[index].state.transitions?.layers ?? []).map {
                Self.describe($0.name, $0.values.frame)
            }
            #expect(
                Self.appCodeViews(of: window) == replayed,
                "\(file), step \(index) (\(step.event.map { "\($0)" } ?? "expectations only"))")
        }
    }

    /// Takes `event` as app code (or the user) would.
    private func take(_ event: ScenarioEvent, in window: UIWindow, storyboard: UIStoryboard) throws {
        let simulation = window.simulation
        switch event {
        case let .perform(segue, sender):
            let source = simulation.visibleViewController
            let from = source.storyboard?.segues.first { $0.identifier == segue }.map(\.source)
            let controller = from.flatMap { id in Self.controller(id, in: simulation) } ?? source
            UIViewController.wrapping(controller).performSegue(withIdentifier: segue, sender: sender)
        case let .trigger(segue, sender):
            try simulation.performSegue(
                segue, from: simulation.visibleViewController, sender: sender, userTriggered: true)
        case let .resize(.layout(layout)):
            try window.resize(to: layout)
        case let .resize(.window(size)):
            try window.resize(to: CGSize(width: size.width, height: size.height))
        case let .rotate(orientation):
            try window.rotate(to: orientation)
        case let .advance(interval):
            window.advance(by: interval.seconds)
        case let .dismiss(kind, options):
            guard let top = simulation.topPresentation else { break }
            if kind == .programmatic {
                UIViewController.wrapping(top.presentedViewController).dismiss(animated: options.animated)
            } else {
                // The user's swipe or tap outside.
                simulation.dismissTop(kind, animated: options.animated)
            }
        case let .unwind(action):
            try simulation.unwind(action, from: simulation.visibleViewController)
        case let .present(request):
            let source = UIViewController.wrapping(simulation.visibleViewController)
            let controller = storyboard.instantiateViewController(withIdentifier: request.controller)
            if let style = request.style { controller.modalPresentationStyle = UIModalPresentationStyle(style) }
            if let transitionStyle = request.transitionStyle {
                controller.modalTransitionStyle = UIModalTransitionStyle(transitionStyle)
            }
            if let anchor = request.anchor, let frame = source.model.anchorFrames[anchor] {
                // The anchor as app code gives it: a rectangle of the presenter's view.
                controller.popoverPresentationController?.sourceView = source.view
                controller.popoverPresentationController?.sourceRect = source.view.convert(CGRect(frame), from: nil)
            }
            source.present(controller, animated: request.animated) {}
        case .pop:
            let visible = UIViewController.wrapping(simulation.visibleViewController)
            (visible.navigationController ?? visible as? UINavigationController)?.popViewController(animated: true)
        case let .drag(detent):
            // The user's drag of the sheet's grabber.
            try simulation.drag(toDetent: detent)
        case let .selectDetent(detent):
            let top = simulation.topPresentation.map { UIViewController.wrapping($0.presentedViewController) }
            let sheet = top?.sheetPresentationController
            sheet?.animateChanges {
                sheet?.selectedDetentIdentifier =
                    switch detent {
                    case "medium": .medium
                    case "large": .large
                    default: UISheetPresentationController.Detent.Identifier(detent)
                    }
            }
        case let .showColumn(column), let .hideColumn(column):
            let split = Self.splitViewController(in: window)
            guard let column = UISplitViewController.Column.allCases.first(where: { "\($0)" == column.rawValue })
            else {
                Issue.record("no UIKit column for \(column)")
                break
            }
            if case .showColumn = event { split?.show(column) } else { split?.hide(column) }
        }
    }

    /// The split view controller on screen, as the app holds it.
    private static func splitViewController(in window: UIWindow) -> UISplitViewController? {
        var queue = [window.rootViewController].compactMap { $0 }
        while !queue.isEmpty {
            let controller = queue.removeFirst()
            if let split = controller as? UISplitViewController { return split }
            queue += controller.children
        }
        return nil
    }

    /// The controller with `identifier` on screen: the visible one or one of its ancestors.
    private static func controller(_ identifier: String, in window: Window) -> ViewController? {
        var current: ViewController? = window.visibleViewController
        while let candidate = current {
            if candidate.identifier == identifier { return candidate }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }
}
