/// Whether a scenario applies to a device other than its own, decided step by step before each step replays:
/// it follows the windows the scenario's `layout` or `window`, then its resizes and rotations, lead to on the
/// run's device and on the scenario's own device, as ``Simulation`` would, without replaying anything.
///
/// The run is skipped (``skip``) at the first place where the run's device cannot take the window (a layout it
/// lacks, a free-form window on an iPhone, a window larger than its screen) while the scenario's own device
/// can, or at once when the scenario names an ``Scenario/idiom`` the run's device is not. Where the own device
/// cannot take the window either, the scenario is wrong wherever it runs: no skip, and the replay reports the
/// input error as it does without a matrix.
///
/// ```swift
/// var check = ScenarioApplicability(scenario: header, ownDevice: declared, catalog: catalog)
/// for (index, step) in steps.enumerated() where check.skip == nil { check.take(step, index: index) }
/// if let skip = check.skip { print("skipped: \(skip)") }
/// ```
public struct ScenarioApplicability: Sendable {
    /// One device's window, as the steps move it.
    private struct Walk: Sendable {
        let device: DeviceProfile
        var orientation: Orientation
        var resize: ScenarioEvent.Resize
        /// Whether the device could take every window so far.
        var fits = true

        /// Moves to what `event` leads to; the reason the device cannot take it, if it cannot.
        mutating func take(_ event: ScenarioEvent, catalog: DeviceCatalog) -> String? {
            guard fits else { return nil }
            var next = (orientation: orientation, resize: resize)
            switch event {
            case let .resize(resize):
                next.resize = resize
            case let .rotate(orientation):
                if case let .window(size) = resize {
                    next.resize = .window(size.rotated(from: self.orientation, to: orientation))
                }
                next.orientation = orientation
            default:
                return nil
            }
            if let reason = Self.reason(
                device: device, orientation: next.orientation, resize: next.resize, catalog: catalog)
            {
                fits = false
                return reason
            }
            (orientation, resize) = next
            return nil
        }

        /// Why `device` has no window for `resize` in `orientation`; `nil` when it has one, or when the
        /// problem is the scenario's on every device (a window of no size).
        static func reason(
            device: DeviceProfile, orientation: Orientation, resize: ScenarioEvent.Resize, catalog: DeviceCatalog
        ) -> String? {
            do {
                switch resize {
                case let .layout(layout):
                    _ = try DeviceCatalog.environment(device: device, orientation: orientation, layout: layout)
                case let .window(size):
                    _ = try catalog.environment(device: device, orientation: orientation, window: size)
                }
                return nil
            } catch {
                return reason(error, device: device)
            }
        }

        private static func reason(_ error: EnvironmentError, device: DeviceProfile) -> String? {
            switch error {
            case let .multitaskingUnsupported(_, layout):
                return layout == .slideOver
                    ? "\(device.name) has no Slide Over" : "\(device.name) has no Split View layout '\(layout)'"
            case let .layoutUnavailable(_, orientation, layout, available):
                let list = available.map(\.rawValue).joined(separator: ", ")
                return "\(device.name) has no '\(layout)' layout in \(orientation) (available: \(list))"
            case let .windowNotResizable(_, window, screen):
                return "\(device.name) windows cannot be resized: window \(window) is not the screen (\(screen))"
            case let .windowLargerThanScreen(window, screen):
                return "window \(window) is larger than the \(device.name) screen (\(screen))"
            case .unknownDevice, .windowNotPositive:
                return nil
            }
        }
    }

    private let catalog: DeviceCatalog
    private var run: Walk
    private var own: Walk
    private let setting: ScenarioRun.Setting
    /// Why the run does not apply, once the header or a step showed it; `nil` while it does.
    public private(set) var skip: ScenarioSkip?

    /// Starts with the scenario's header: its ``Scenario/idiom`` and its starting window. `scenario.device` is
    /// the run's device (`replay --devices`); `ownDevice` the one the scenario names.
    public init(scenario: Scenario, ownDevice: DeviceProfile, catalog: DeviceCatalog) {
        self.catalog = catalog
        run = Walk(device: scenario.device, orientation: scenario.orientation, resize: scenario.window)
        own = Walk(device: ownDevice, orientation: scenario.orientation, resize: scenario.window)
        setting = Simulation.setting(of: scenario)
        if let idiom = scenario.idiom, scenario.device.idiom != idiom, ownDevice.idiom == idiom {
            skip = ScenarioSkip(
                setting: setting, stepIndex: nil, field: "idiom",
                reason: "the scenario is for \(idiom.productName) (idiom: \(idiom))")
            return
        }
        let field = scenario.window.isLayout ? "layout" : "window"
        let runReason = Walk.reason(
            device: run.device, orientation: run.orientation, resize: run.resize, catalog: catalog)
        let ownReason = Walk.reason(
            device: own.device, orientation: own.orientation, resize: own.resize, catalog: catalog)
        own.fits = ownReason == nil
        if let runReason {
            run.fits = false
            if own.fits { skip = ScenarioSkip(setting: setting, stepIndex: nil, field: field, reason: runReason) }
        }
    }

    /// Whether the decision is made: skipped, or a device can no longer be followed (the run's device took
    /// something the own device could not, or the run's device could not take a window either).
    public var isSettled: Bool { skip != nil || !run.fits || !own.fits }

    /// Follows the step at `index`; sets ``skip`` when the run's device cannot take it and the own device can.
    public mutating func take(_ step: ScenarioStep, index: Int) {
        guard !isSettled, let event = step.event else { return }
        let ownReason = own.take(event, catalog: catalog)
        guard let runReason = run.take(event, catalog: catalog), ownReason == nil else { return }
        skip = ScenarioSkip(setting: setting, stepIndex: index, field: event.key, reason: runReason)
    }

    /// Why `scenario` (its header and every step) does not apply to its device, when `ownDevice` can run it
    /// as far as the device cannot; `nil` when it applies.
    public static func skip(running scenario: Scenario, ownDevice: DeviceProfile, catalog: DeviceCatalog)
        -> ScenarioSkip?
    {
        var check = ScenarioApplicability(scenario: scenario, ownDevice: ownDevice, catalog: catalog)
        for (index, step) in scenario.steps.enumerated() {
            guard !check.isSettled else { break }
            check.take(step, index: index)
        }
        return check.skip
    }
}
