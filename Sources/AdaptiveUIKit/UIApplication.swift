import Foundation

/// The app, as UIKit's `UIApplication`: ``shared`` gives the windows the test made, which app code reads for
/// the key window and its safe area; a test launches the app's delegate (``launch(_:options:)``) and connects
/// scenes to its scene delegate (``connect(_:to:)``). The run loop, the background and opening URLs are not
/// simulated.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIKit's one application object is ``shared``; another one is a second, empty app.
    public override init() {}

    /// The app.
    public static let shared = UIApplication()

    /// The windows still alive, oldest first (deprecated in iOS 15 in favour of scenes' windows, as in UIKit).
    open var windows: [UIWindow] { UIWindow.alive }

    /// The window last made key with `makeKeyAndVisible()`, if it is still alive (deprecated in iOS 13, as in
    /// UIKit).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The status bar's frame in the key window: the width of the window and its top safe-area inset (zero in
    /// an iPhone's landscape), or `.zero` without a key window.
    open var statusBarFrame: CGRect {
        guard let keyWindow else { return .zero }
        return CGRect(x: 0, y: 0, width: keyWindow.bounds.width, height: keyWindow.safeAreaInsets.top)
    }

    /// The key window's interface orientation (deprecated in iOS 13: use the window scene's).
    open var statusBarOrientation: UIInterfaceOrientation {
        guard let window = keyWindow ?? UIWindow.latest else { return .unknown }
        return window.simulation.environment.orientation == .portrait ? .portrait : .landscapeRight
    }

    // MARK: Launching and scenes

    /// The app's delegate (weak, as in UIKit; ``launch(_:options:)`` sets it).
    open weak var delegate: (any UIApplicationDelegate)?

    /// The scenes connected so far (``connect(_:to:)``).
    open private(set) var connectedScenes: Set<UIScene> = []

    /// The app's state: active once launched.
    open private(set) var applicationState: State = .inactive

    /// Whether the app supports several scenes (stored only).
    open var supportsMultipleScenes = false

    /// The app's state (UIKit's raw values).
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    /// A key of the launch options (UIKit's names; the simulation launches with none).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// Posted when the system warns of low memory (never, here).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")

    /// Launches the app as UIKit does for `delegate`: `application(_:willFinishLaunchingWithOptions:)`, then
    /// `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)` (for an app
    /// without scenes). Returns what `didFinishLaunching` returned.
    @discardableResult
    open func launch(_ delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        self.delegate = delegate
        launchedDelegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        let launched = delegate.application(self, didFinishLaunchingWithOptions: options)
        applicationState = .active
        if connectedScenes.isEmpty { delegate.applicationDidBecomeActive(self) }
        return launched
    }

    /// Connects `scene` as UIKit connects a new scene session: the app delegate's
    /// `application(_:configurationForConnecting:options:)` gives its configuration, then `sceneDelegate`
    /// (else the scene's own delegate) gets `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`
    /// and `sceneDidBecomeActive(_:)`. The configuration's `delegateClass` is not instantiated: Swift cannot
    /// make an object of a class named at run time without the Objective-C runtime, so the test passes the
    /// delegate.
    open func connect(_ scene: UIScene, to sceneDelegate: (any UISceneDelegate)? = nil) {
        let options = UIScene.ConnectionOptions()
        if let delegate {
            scene.session.configuration = delegate.application(
                self, configurationForConnecting: scene.session, options: options)
        }
        let made = sceneDelegate ?? scene.delegate
        scene.delegate = made
        connectedScenes.insert(scene)
        made?.scene(scene, willConnectTo: scene.session, options: options)
        made?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        made?.sceneDidBecomeActive(scene)
    }

    /// Keeps the launched delegate alive (UIKit's `delegate` is weak; the app keeps it).
    private var launchedDelegate: (any UIApplicationDelegate)?
}
