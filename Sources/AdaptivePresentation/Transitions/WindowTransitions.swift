/// What a window keeps for its transitions: the virtual clock and what is scheduled on it, its views, the
/// running and recent transitions, and what they called and saw since a step last took them.
final class WindowTransitions {
    /// The virtual clock (see the "Scenario and storyboard files" article): it moves only when the window advances or settles.
    var now = VirtualTime.zero
    /// Events to run at their time, in the order they were scheduled among equal times.
    var scheduled: [(time: VirtualTime, order: Int, action: () -> Void)] = []
    var scheduledCount = 0
    /// The window's own view, holding the root controller's view and the presentations' containers.
    let windowView: SimulatedView
    /// Each on-screen controller's view, by controller; the controller is held weakly and checked, so that a
    /// controller made where a released one was never gets its view.
    private var views: [ObjectIdentifier: (controller: WeakController, view: SimulatedView)] = [:]
    /// Whether the views wait to be laid out for the window as it is (after a resize or a rotation).
    var needsLayout = false
    /// The transition running now, if any (UIKit runs one modal transition at a time, R99).
    var running: Transition?
    /// The step's latest transition: the one it started last, or the one running when it began (at most one).
    var recent: [Transition] = []
    /// The transition that ended and is sending its closing appearance callbacks (`viewDidAppear`,
    /// `viewDidDisappear`): its controllers are still being presented or dismissed meanwhile (R104).
    var ending: Transition?
    /// The transition calls since they were last taken.
    var calls: [TransitionCall] = []
    /// The failure modes seen since they were last taken.
    var hazards: [TransitionHazard] = []
    /// The transition whose script is starting now: animation blocks it starts while an interaction drives it
    /// keep their completions until the interaction ends.
    var capturing: Transition?

    init(window frame: Rect) {
        windowView = SimulatedView(.window, frame: frame)
    }

    /// How many controllers' views are kept (a long run must not accumulate them).
    var viewCount: Int { views.count }

    /// The view made for `controller`, if any.
    func view(of controller: ViewController) -> SimulatedView? {
        guard let entry = views[ObjectIdentifier(controller)], entry.controller.value === controller else { return nil }
        return entry.view
    }

    /// Keeps `view` as `controller`'s view.
    func setView(_ view: SimulatedView, of controller: ViewController) {
        views[ObjectIdentifier(controller)] = (WeakController(value: controller), view)
    }

    /// Forgets the views of `controller` and of every controller inside it (a presentation that ended, a
    /// controller popped): a long run keeps none of them.
    func forgetViews(inside controller: ViewController) {
        views[ObjectIdentifier(controller)] = nil
        for child in controller.children { forgetViews(inside: child) }
    }

    /// Forgets the controller whose view is `view`, unless it is `kept`.
    func forgetController(of view: SimulatedView, unless kept: ViewController) {
        guard let key = views.first(where: { $0.value.view === view })?.key, key != ObjectIdentifier(kept) else {
            return
        }
        views[key] = nil
    }

    /// Schedules `action` at `time`.
    func schedule(at time: VirtualTime, _ action: @escaping () -> Void) {
        scheduledCount += 1
        scheduled.append((time, scheduledCount, action))
    }

    /// Takes the earliest event due by `limit`, if any.
    func takeNext(by limit: VirtualTime?) -> (time: VirtualTime, action: () -> Void)? {
        guard
            let index = scheduled.indices.min(by: {
                (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order)
            })
        else { return nil }
        let event = scheduled[index]
        if let limit, event.time > limit { return nil }
        scheduled.remove(at: index)
        return (event.time, event.action)
    }
}

/// A controller held weakly, to tell whether a view's entry is still its controller's.
private struct WeakController {
    weak var value: ViewController?
}
