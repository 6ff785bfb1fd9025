import AdaptivePresentation

/// Decodes a devices file (`devices.yaml`) into a ``/AdaptivePresentation/DeviceCatalog``, strictly.
///
/// The schema, documented in the DocC article "The devices file":
///
/// ```yaml
/// freeformWindows:              # optional; one rule per idiom whose windows can be any size
///   pad: {regularWidthAtLeast: 678}          # regularHeightAtLeast: optional, default always regular
/// devices:
///   - id: ipad-air-2            # kebab-case, unique
///     name: iPad Air 2          # unique across every id, name and alias (ignoring case)
///     aliases: [iPad Pro 9.7-inch]           # optional
///     idiom: pad                # phone | pad
///     screen: {width: 768, height: 1024}     # portrait, points
///     scale: 2
///     layouts:                  # both orientations; `full` in each, equal to the (turned) screen
///       portrait:
///         full: {width: 768, height: 1024, horizontal: regular, vertical: regular}
///         oneThird: {width: 320, height: 1024, horizontal: compact, vertical: regular}
///       landscape:
///         full: {width: 1024, height: 768, horizontal: regular, vertical: regular}
/// ```
///
/// Besides the shape (every key known, every type right), the decoder checks what the simulation relies
/// on: ids are kebab-case and unique; ids, names and aliases never clash; the screen is given in portrait;
/// both orientations have `full`, exactly the screen; phones have only `full`; `oneHalf` is landscape-only;
/// every window is positive and fits the screen. Sizes and size classes themselves are data and are not
/// second-guessed.
public enum DevicesFile {
    /// The top-level keys.
    public enum Key: String, SpecKey {
        case freeformWindows, devices
    }

    /// The keys of one device.
    public enum DeviceKey: String, SpecKey {
        case id, name, aliases, idiom, screen, scale, statusBar, homeButton, safeArea, layouts
    }

    /// The keys of a screen size.
    public enum SafeAreaKey: String, SpecKey {
        case bottom, landscapeSides, landscapeBottom
    }

    public enum ScreenKey: String, SpecKey {
        case width, height
    }

    /// The keys of one layout's window.
    public enum WindowKey: String, SpecKey {
        case width, height, horizontal, vertical
    }

    /// The keys of a free-form window rule.
    public enum FreeformRuleKey: String, SpecKey {
        case regularWidthAtLeast, regularHeightAtLeast
    }

    /// The catalog described by a devices file's root node, or `nil` after reporting every problem to the
    /// node's decoder.
    public static func decode(_ root: SpecNode) -> DeviceCatalog? {
        guard let file = root.mapping(Key.self) else { return nil }
        let rules = file.optional(.freeformWindows, decodeFreeformRules) ?? [:]
        let devices = file.required(.devices) { node -> [DeviceProfile]? in
            guard let elements = node.elements() else { return nil }
            guard !elements.isEmpty else {
                node.error(.noDevices)
                return nil
            }
            let decoded = elements.map(decodeDevice)
            checkNames(decoded)
            guard decoded.allSatisfy({ $0.profile != nil }) else { return nil }
            return decoded.compactMap(\.profile)
        }
        guard let devices, !root.decoder.hasErrors else { return nil }
        return DeviceCatalog(devices: devices, freeformWindowRules: rules)
    }

    // MARK: - Free-form windows

    private static func decodeFreeformRules(_ node: SpecNode) -> [UserInterfaceIdiom: FreeformWindowRule]? {
        guard let idioms = node.mapping(UserInterfaceIdiom.self) else { return nil }
        var rules: [UserInterfaceIdiom: FreeformWindowRule] = [:]
        var failed = false
        for idiom in idioms.keys {
            guard let rule = idioms.optional(idiom, decodeFreeformRule) else {
                failed = true
                continue
            }
            rules[idiom] = rule
        }
        return failed ? nil : rules
    }

    private static func decodeFreeformRule(_ node: SpecNode) -> FreeformWindowRule? {
        guard let fields = node.mapping(FreeformRuleKey.self) else { return nil }
        let width = fields.required(.regularWidthAtLeast) { $0.positiveNumber() }
        let height = fields.optional(.regularHeightAtLeast) { $0.positiveNumber() }
        guard let width, fields[.regularHeightAtLeast] == nil || height != nil else { return nil }
        return FreeformWindowRule(regularWidthAtLeast: width, regularHeightAtLeast: height)
    }

    // MARK: - Devices

    /// A device as far as it decoded, with its id, name and aliases and the nodes they came from, for the
    /// clash check across devices.
    private struct DecodedDevice {
        var profile: DeviceProfile?
        var names: [(kind: String, text: String, node: SpecNode)]
    }

    private static func decodeDevice(_ node: SpecNode) -> DecodedDevice {
        var decoded = DecodedDevice(profile: nil, names: [])
        guard let fields = node.mapping(DeviceKey.self) else { return decoded }
        let id = fields.required(.id, decodeID)
        let name = fields.required(.name) { $0.nonEmptyString() }
        let aliasNodes = fields[.aliases]?.elements()
        let aliases = aliasNodes?.map { $0.nonEmptyString() }
        let idiom = fields.required(.idiom) { $0.value(of: UserInterfaceIdiom.self, named: "idiom") }
        let screen = fields.required(.screen, decodeScreen)
        let scale = fields.required(.scale) { $0.positiveNumber() }
        let statusBar = fields.optional(.statusBar) { $0.positiveNumber() }
        let homeButton = fields.optional(.homeButton) { $0.boolean() }
        let safeArea = fields.optional(.safeArea, decodeSafeArea)
        let layouts = fields.required(.layouts) { decodeLayouts($0, idiom: idiom, screen: screen) }

        if let id, let node = fields[.id] { decoded.names.append(("id", id, node)) }
        if let name, let node = fields[.name] { decoded.names.append(("name", name, node)) }
        for (alias, node) in zip(aliases ?? [], aliasNodes ?? []) {
            if let alias { decoded.names.append(("alias", alias, node)) }
        }

        guard let id, let name, let idiom, let screen, let scale, let layouts else { return decoded }
        guard fields[.aliases] == nil || aliases?.allSatisfy({ $0 != nil }) == true else { return decoded }
        decoded.profile = DeviceProfile(
            id: id, name: name, aliases: aliases?.compactMap { $0 } ?? [], idiom: idiom, screen: screen,
            scale: scale, layouts: layouts, statusBarHeight: statusBar ?? DeviceProfile.defaultStatusBarHeight)
        decoded.profile?.hasHomeButton = homeButton ?? true
        decoded.profile?.safeArea = safeArea ?? .none
        return decoded
    }

    /// `safeArea: {bottom, landscapeSides, landscapeBottom}`: insets of zero or more points.
    private static func decodeSafeArea(_ node: SpecNode) -> DeviceSafeArea? {
        guard let map = node.mapping(SafeAreaKey.self) else { return nil }
        func inset(_ key: SafeAreaKey) -> Double? {
            map.required(key) { value in
                guard let number = value.number() else { return nil }
                guard number >= 0, number < 200 else {
                    value.error(.safeAreaInsetOutOfRange)
                    return nil
                }
                return number
            }
        }
        let bottom = inset(.bottom)
        let sides = inset(.landscapeSides)
        let landscapeBottom = inset(.landscapeBottom)
        guard let bottom, let sides, let landscapeBottom else { return nil }
        return DeviceSafeArea(portraitBottom: bottom, landscapeSides: sides, landscapeBottom: landscapeBottom)
    }

    /// A kebab-case id: lowercase letters and digits in words joined by single hyphens.
    private static func decodeID(_ node: SpecNode) -> String? {
        guard let id = node.string() else { return nil }
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        let isKebab =
            !words.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
        guard isKebab else {
            let kebab = kebabCase(id)
            node.error(
                .deviceIDNotKebabCase(id),
                suggestion: kebab.isEmpty ? nil : kebab)
            return nil
        }
        return id
    }

    /// `iPhone 8 Plus` → `iphone-8-plus`.
    private static func kebabCase(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: "-")
    }

    /// The portrait screen size.
    private static func decodeScreen(_ node: SpecNode) -> Size? {
        guard let fields = node.mapping(ScreenKey.self) else { return nil }
        let width = fields.required(.width) { $0.positiveNumber() }
        let height = fields.required(.height) { $0.positiveNumber() }
        guard let width, let height else { return nil }
        let screen = Size(width: width, height: height)
        guard width <= height else {
            node.error(.screenNotPortrait(screen))
            return nil
        }
        return screen
    }

    // MARK: - Layouts

    /// Every layout of both orientations, portrait first and in ``MultitaskingLayout`` order.
    private static func decodeLayouts(_ node: SpecNode, idiom: UserInterfaceIdiom?, screen: Size?) -> [LayoutProfile]? {
        guard let orientations = node.mapping(Orientation.self) else { return nil }
        var profiles: [LayoutProfile] = []
        var failed = false
        for orientation in Orientation.allCases {
            guard let layoutsNode = orientations.required(orientation),
                let layouts = decodeOrientation(layoutsNode, orientation, idiom: idiom, screen: screen)
            else {
                failed = true
                continue
            }
            profiles += layouts
        }
        return failed ? nil : profiles
    }

    private static func decodeOrientation(
        _ node: SpecNode, _ orientation: Orientation, idiom: UserInterfaceIdiom?, screen: Size?
    ) -> [LayoutProfile]? {
        guard let layouts = node.mapping(MultitaskingLayout.self) else { return nil }
        var failed = layouts.required(.full) == nil
        var profiles: [MultitaskingLayout: LayoutProfile] = [:]
        for layout in layouts.keys {
            if layout != .full, idiom == .phone, let key = layouts.keyNode(layout) {
                key.error(.layoutOnPhone(layout))
                failed = true
                continue
            }
            if layout == .oneHalf, orientation == .portrait, let key = layouts.keyNode(layout) {
                key.error(.oneHalfInPortrait)
                failed = true
                continue
            }
            guard let windowNode = layouts[layout],
                let profile = decodeWindow(windowNode, orientation, layout, screen: screen)
            else {
                failed = true
                continue
            }
            profiles[layout] = profile
        }
        return failed ? nil : MultitaskingLayout.allCases.compactMap { profiles[$0] }
    }

    private static func decodeWindow(
        _ node: SpecNode, _ orientation: Orientation, _ layout: MultitaskingLayout, screen: Size?
    ) -> LayoutProfile? {
        guard let fields = node.mapping(WindowKey.self) else { return nil }
        let width = fields.required(.width) { $0.positiveNumber() }
        let height = fields.required(.height) { $0.positiveNumber() }
        let horizontal = fields.required(.horizontal) { $0.value(of: SizeClass.self, named: "size class") }
        let vertical = fields.required(.vertical) { $0.value(of: SizeClass.self, named: "size class") }
        guard let width, let height, let horizontal, let vertical else { return nil }
        let window = Size(width: width, height: height)
        if let screen {
            let turned = screen.transposed
            let screen = orientation == .portrait ? screen : turned
            if layout == .full, window != screen {
                node.error(.fullWindowIsNotScreen(window: window, orientation: orientation, screen: screen))
                return nil
            }
            if window.width > screen.width || window.height > screen.height {
                node.error(.windowLargerThanScreen(window: window, orientation: orientation, screen: screen))
                return nil
            }
        }
        return LayoutProfile(
            orientation: orientation, layout: layout, window: window, horizontalSizeClass: horizontal,
            verticalSizeClass: vertical)
    }

    // MARK: - Names

    /// Reports ids, names and aliases that clash, ignoring case: a device is looked up by any of them.
    private static func checkNames(_ devices: [DecodedDevice]) {
        var owners: [String: (device: Int, kind: String, text: String, node: SpecNode)] = [:]
        for (index, device) in devices.enumerated() {
            for (kind, text, node) in device.names {
                let key = text.lowercased()
                guard let owner = owners[key] else {
                    owners[key] = (index, kind, text, node)
                    continue
                }
                if owner.device == index {
                    // A device may be named like its id (`ipad` / `iPad`); anything else is a repetition.
                    if kind == "name" { continue }
                    node.error(
                        .nameRepeatedInDevice(kind: kind, name: text),
                        notes: [owner.node.note("'\(owner.text)' is first used here")])
                } else if kind == "id", owner.kind == "id" {
                    node.error(.duplicateDeviceID(text), notes: [owner.node.note("'\(owner.text)' is first used here")])
                } else {
                    let ownerID = devices[owner.device].names.first { $0.kind == "id" }?.text
                    node.error(
                        .nameUsedByOtherDevice(kind: kind, name: text, ownerID: ownerID, ownerIndex: owner.device),
                        notes: [owner.node.note("'\(owner.text)' is first used here")])
                }
            }
        }
    }
}
