/// Eras by name, for code and tests: `Era.iOS9` never fails, where `Era(iOS: 9)` is optional because a
/// number read from input may be out of range.
extension Era {
    /// The oldest modelled behaviour if `version` is older, the newest if it is newer.
    public init(nearestIOS version: Int) {
        let clamped = Swift.min(Swift.max(version, Era.oldestVersion), Era.newestVersion)
        self = Era(iOS: clamped) ?? .newest
    }

    public static let iOS8 = Era(nearestIOS: 8)
    public static let iOS9 = Era(nearestIOS: 9)
    public static let iOS10 = Era(nearestIOS: 10)
    public static let iOS11 = Era(nearestIOS: 11)
    public static let iOS12 = Era(nearestIOS: 12)
    public static let iOS13 = Era(nearestIOS: 13)
    public static let iOS14 = Era(nearestIOS: 14)
    public static let iOS15 = Era(nearestIOS: 15)
    public static let iOS16 = Era(nearestIOS: 16)
    public static let iOS17 = Era(nearestIOS: 17)
    public static let iOS18 = Era(nearestIOS: 18)
    public static let iOS26 = Era(nearestIOS: 26)
    public static let iOS27 = Era(nearestIOS: 27)
}

extension Era {
    /// What to write instead of a version that is not modelled, after `iOS N is not modelled: use 8…27`:
    /// `; write 27 for the newest behaviour modelled (what iOS 28 changes is not known to the model)`. A later
    /// version is refused, not run as the newest: a replay must not claim what that version does.
    public static func hint(forUnmodelled version: Int) -> String {
        if version > newestVersion {
            return
                "; write \(newestVersion) for the newest behaviour modelled (what iOS \(version) changes is not known to the model)"
        }
        if version < oldestVersion {
            return
                "; adaptive presentations begin with iOS \(oldestVersion): write \(oldestVersion) for the oldest behaviour"
        }
        return ""
    }
}
