import AdaptivePresentation
import AdaptivePresentationSpec
import Foundation

/// A storyboard, as UIKit's `UIStoryboard`: instantiates the app's view controllers and segues from a
/// storyboard file in a bundle.
///
/// Files are read by `StoryboardLoader` (Interface Builder `.storyboard` files, and the YAML storyboards of
/// the "Scenario and storyboard files" article). A scene's `customClass` (for YAML scenes, the scene's name) and a segue's custom class are
/// instantiated as the app's Swift classes: among the classes given to ``register(_:)``, else by
/// module-qualified name where the runtime allows it (a `.storyboard`'s `customModule` qualifies the name, as
/// in UIKit, so the app's classes are found without registration where the runtime finds them). A class found
/// neither way gives UIKit's base class, as UIKit does after logging "Unknown class".
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The simulation's storyboard, with this storyboard's factories.
    let model: Storyboard

    /// The storyboard `NAME.storyboard` in `storyboardBundleOrNil` (the main bundle when nil); when there is
    /// no such file, `NAME.yaml` (a YAML storyboard). A missing or invalid file raises
    /// `NSInvalidArgumentException`, recorded on the window, and gives an empty storyboard.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        let holder = StoryboardHolder()
        let loaded: Storyboard
        var modules: [String: String] = [:]
        if let path = bundle.path(forResource: name, ofType: "storyboard")
            ?? bundle.path(forResource: name, ofType: "yaml")
        {
            do {
                loaded = try StoryboardLoader.load(atPath: path)
                if path.hasSuffix(".storyboard") { modules = Self.customModules(inStoryboardAt: path) }
            } catch {
                UIWindow.record(
                    SimulatedException(
                        name: "NSInvalidArgumentException",
                        reason: "Could not load the storyboard named '\(name)': \(error.description)"), in: nil)
                loaded = Storyboard(initialController: "", controllers: [], segues: [])
            }
        } else {
            UIWindow.record(
                SimulatedException(
                    name: "NSInvalidArgumentException",
                    reason: "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)"), in: nil)
            loaded = Storyboard(initialController: "", controllers: [], segues: [])
        }
        model = Self.adapt(loaded, holder: holder, modules: modules)
        super.init()
        holder.storyboard = self
    }

    /// A storyboard over a storyboard the simulation already read (a scenario file's), for tests that drive
    /// the same storyboard through app code and through a replay: its scenes and segues are AdaptiveUIKit's
    /// base classes and the segue classes the file declares, never the app's registered classes, so that
    /// both run the same code.
    init(storyboard loaded: Storyboard) {
        let holder = StoryboardHolder()
        model = Self.adapt(loaded, holder: holder, modules: [:], findsAppClasses: false)
        super.init()
        holder.storyboard = self
    }

    /// Instantiates the initial scene; nil when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let controller = try? model.instantiateInitialViewController() else { return nil }
        return UIViewController.wrapping(controller)
    }

    /// Instantiates the scene `identifier`. An unknown identifier raises `NSInvalidArgumentException`
    /// (recorded on the window) and gives an empty controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return UIViewController.wrapping(try model.instantiateViewController(withIdentifier: identifier))
        } catch {
            UIWindow.record(
                SimulatedException(
                    name: "NSInvalidArgumentException",
                    reason: "Storyboard doesn't contain a view controller with identifier '\(identifier)'"), in: nil)
            return UIViewController()
        }
    }

    // MARK: Classes

    private static var registeredClasses: [String: AnyClass] = [:]
    private static var unwindActions: [String: [UnwindAction]] = [:]

    /// Registers the app's view controller and segue classes, so that storyboards instantiate them by the
    /// `customClass` names they use: the plain name (`VetSegue`) and the module-qualified one
    /// (`PamperedPets.VetSegue`). Needed where the runtime cannot find a class by name (Linux).
    public static func register(_ classes: AnyClass...) {
        for type in classes {
            registeredClasses[String(describing: type)] = type
            registeredClasses[String(reflecting: type)] = type
        }
    }

    /// Registers an unwind action: on Linux, which has no Objective-C runtime, UIKit's search for an
    /// `@IBAction` by selector is replaced by this registration. `Destination` then answers yes to
    /// `canPerformUnwindSegueAction` for `action`, and `perform` runs when it is the destination.
    ///
    /// ```swift
    /// UIStoryboard.registerUnwindAction("unwindToAnimalDetail:", for: AnimalDetailViewController.self,
    ///                                   perform: AnimalDetailViewController.unwindToAnimalDetail)
    /// ```
    public static func registerUnwindAction<Destination: UIViewController>(
        _ action: Selector, for type: Destination.Type,
        perform: @escaping @MainActor (Destination) -> (UIStoryboardSegue) -> Void
    ) {
        let key = unwindKey(NSStringFromSelector(action))
        let registered = UnwindAction(destinationType: ObjectIdentifier(type)) { controller, segue in
            guard let destination = controller as? Destination else { return false }
            perform(destination)(segue)
            return true
        } matches: {
            $0 is Destination
        }
        // Registering again (every test does) replaces the earlier registration for that class.
        unwindActions[key, default: []].removeAll { $0.destinationType == registered.destinationType }
        unwindActions[key, default: []].append(registered)
    }

    /// The registered unwind action `name` of `controller`'s class, if any.
    static func unwindAction(named name: String, for controller: UIViewController) -> (
        (UIViewController, UIStoryboardSegue) -> Void
    )? {
        guard let action = unwindActions[unwindKey(name)]?.first(where: { $0.matches(controller) }) else { return nil }
        return { controller, segue in _ = action.perform(controller, segue) }
    }

    private static func unwindKey(_ name: String) -> String {
        name.hasSuffix(":") ? String(name.dropLast()) : name
    }

    /// The app's class named `name`: by module-qualified name through the runtime, else registered.
    static func appClass(named name: String, module: String? = nil) -> AnyClass? {
        if let registered = registeredClasses[name] { return registered }
        if name.contains(".") { return _typeByName(name) as? AnyClass }
        guard let module else { return nil }
        return registeredClasses["\(module).\(name)"] ?? _typeByName("\(module).\(name)") as? AnyClass
    }

    /// The `customModule` of each `customClass` an Interface Builder file names (IB writes both attributes on
    /// the scene's or the segue's element).
    private static func customModules(inStoryboardAt path: String) -> [String: String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var modules: [String: String] = [:]
        for tag in text.split(separator: "<") {
            guard let end = tag.firstIndex(of: ">") else { continue }
            let element = tag[..<end]
            if let name = attribute("customClass", in: element), let module = attribute("customModule", in: element) {
                modules[name] = module
            }
        }
        return modules
    }

    /// The value of `name="…"` in an element's text.
    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"")?.upperBound,
            let end = element[start...].firstIndex(of: "\"")
        else { return nil }
        return String(element[start..<end])
    }

    // MARK: The simulation's storyboard

    /// The loaded storyboard with factories that make the app's classes.
    private static func adapt(
        _ loaded: Storyboard, holder: StoryboardHolder, modules: [String: String], findsAppClasses: Bool = true
    ) -> Storyboard {
        var names = Set(loaded.segueClasses.keys)
        for segue in loaded.segues { if let name = segue.className { names.insert(name) } }
        let segueClasses = names.sorted().map { name in
            let declared = loaded.segueClasses[name]
            return SegueClass(name: name, shouldPerform: declared?.shouldPerform) { definition, source, destination in
                (findsAppClasses
                    ? makeSegue(
                        named: name, module: modules[name], definition: definition, source: source,
                        destination: destination) : nil)
                    ?? declared?.make(definition, source, destination)
                    ?? makeSegue(
                        UIStoryboardSegue.self, definition: definition, source: source, destination: destination)
            }
        }
        return Storyboard(
            initialController: loaded.initialController, controllers: Array(loaded.controllers.values),
            segues: loaded.segues, segueClasses: segueClasses,
            animators: loaded.animators.keys.sorted().compactMap { loaded.animators[$0] }
        ) { definition, children in
            nonisolated(unsafe) let children = children
            return MainActorBridge.run {
                makeController(
                    definition, children: children, storyboard: holder.storyboard, modules: modules,
                    findsAppClasses: findsAppClasses
                ).model
            }
        }
    }

    /// The app's segue class `name`, if it is one.
    private nonisolated static func makeSegue(
        named name: String, module: String?, definition: SegueDefinition, source: ViewController,
        destination: ViewController
    ) -> StoryboardSegue? {
        nonisolated(unsafe) let source = source
        nonisolated(unsafe) let destination = destination
        let type = MainActorBridge.run { appClass(named: name, module: module) as? UIStoryboardSegue.Type }
        guard let type else { return nil }
        return makeSegue(type, definition: definition, source: source, destination: destination)
    }

    private nonisolated static func makeSegue(
        _ type: UIStoryboardSegue.Type, definition: SegueDefinition, source: ViewController, destination: ViewController
    ) -> StoryboardSegue {
        let segue = HostedSegue(
            identifier: definition.identifier, source: source, destination: destination, kind: definition.kind,
            anchor: definition.anchor, presentation: definition.presentation)
        nonisolated(unsafe) let hosted = segue
        MainActorBridge.run {
            let owner = type.init(
                identifier: definition.identifier, source: UIViewController.wrapping(hosted.source),
                destination: UIViewController.wrapping(hosted.destination))
            owner.model = hosted
            hosted.owner = owner
        }
        return segue
    }

    /// The controller of a scene: the app's class for its `customClass` (or name) when it fits the scene's
    /// kind, else UIKit's class for the kind, initialized with `init(coder:)` as UIKit does.
    private static func makeController(
        _ definition: ControllerDefinition, children: [ViewController], storyboard: UIStoryboard?,
        modules: [String: String], findsAppClasses: Bool
    ) -> UIViewController {
        let standard: UIViewController.Type
        let fits: (UIViewController.Type) -> Bool
        switch definition.kind {
        case .navigation:
            standard = UINavigationController.self
            fits = { $0 is UINavigationController.Type }
        case .tab:
            standard = UITabBarController.self
            fits = { $0 is UITabBarController.Type }
        case .split:
            standard = UISplitViewController.self
            fits = { $0 is UISplitViewController.Type }
        default:
            standard = UIViewController.self
            fits = { _ in true }
        }
        var type = standard
        let name = definition.customClass ?? definition.identifier
        if findsAppClasses, let custom = appClass(named: name, module: modules[name]) as? UIViewController.Type,
            fits(custom)
        {
            type = custom
        }
        let coder = StoryboardCoder(definition: definition, children: children, storyboard: storyboard)
        return type.init(coder: coder) ?? standard.init(coder: coder) ?? UIViewController()
    }
}

/// A weak reference to the storyboard, for the simulation's factories (which the storyboard keeps).
private final class StoryboardHolder: @unchecked Sendable {
    weak var storyboard: UIStoryboard?
}

/// A registered unwind action.
private struct UnwindAction {
    let destinationType: ObjectIdentifier
    let perform: @MainActor (UIViewController, UIStoryboardSegue) -> Bool
    let matches: @MainActor (UIViewController) -> Bool
}
