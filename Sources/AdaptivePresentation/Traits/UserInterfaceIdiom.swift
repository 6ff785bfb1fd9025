/// The kind of device an app runs on, as `UIUserInterfaceIdiom` reports it.
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad

    public var description: String { rawValue }

    /// What its devices are called: `iPhone`, `iPad`.
    public var productName: String {
        switch self {
        case .phone: "iPhone"
        case .pad: "iPad"
        }
    }
}
