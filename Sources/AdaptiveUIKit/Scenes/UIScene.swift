import AdaptivePresentation
import Foundation

/// A scene, as UIKit's `UIScene`: one instance of the app's interface. The simulation's scenes are window
/// scenes (``UIWindowScene``); a test makes one for a device and hands it to the app's scene delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// What a scene was connected with (`scene(_:willConnectTo:options:)`'s options): URLs, user activities
    /// and shortcut items are not simulated, so they are empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with (none here).
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// Options for a scene connected by the test.
        public override init() {}
    }

    /// The activation state of a scene (UIKit's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (strong, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life: foreground and active once its delegate connected it.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (stored only).
    open var title: String = ""

    init(session: UISceneSession) {
        self.session = session
        super.init()
    }

    /// Posted when a scene connects (the notification's object is the scene).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene becomes active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
}

/// A URL a scene was opened with (declared so that scene delegates compile; none is ever made).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// The scene's session, as UIKit's `UISceneSession`: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A scene session's role (UIKit's names).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    open var configuration: UISceneConfiguration
    /// A stable identifier for the session.
    public let persistentIdentifier: String
    /// The scene of the session, while connected.
    open internal(set) weak var scene: UIScene?
    /// App data kept with the session (stored only).
    open var userInfo: [String: Any]?

    init(role: Role, identifier: String) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = identifier
        super.init()
    }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`: its name, role, delegate class and storyboard.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene (`UIWindowScene` when unset).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root (stored only).
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
