/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it for the app's own services
/// (`applicationActivities`). Nothing performs it in the simulation.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The name of a kind of activity, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an activity type from its name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// An activity.
    public override init() {}

    /// The activity's type: `nil` unless a subclass names one.
    open var activityType: ActivityType? { nil }

    /// The title the share sheet shows: empty unless a subclass gives one.
    open var activityTitle: String? { nil }
}
