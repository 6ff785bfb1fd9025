@testable import AdaptivePresentation

/// Devices and storyboards written for the simulation tests (sizes from the "Devices file" article).
enum SimulationFixtures {
    static func pad(_ layouts: [LayoutProfile] = padLayouts) -> DeviceProfile {
        DeviceProfile(
            id: "ipad-air-2", name: "iPad Air 2", idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2,
            layouts: layouts)
    }
    static let padLayouts = [
        LayoutProfile(
            orientation: .portrait, layout: .full, window: Size(width: 768, height: 1024),
            horizontalSizeClass: .regular, verticalSizeClass: .regular),
        LayoutProfile(
            orientation: .landscape, layout: .full, window: Size(width: 1024, height: 768),
            horizontalSizeClass: .regular, verticalSizeClass: .regular),
        LayoutProfile(
            orientation: .landscape, layout: .oneHalf, window: Size(width: 507, height: 768),
            horizontalSizeClass: .compact, verticalSizeClass: .regular),
        LayoutProfile(
            orientation: .landscape, layout: .twoThirds, window: Size(width: 694, height: 768),
            horizontalSizeClass: .regular, verticalSizeClass: .regular),
    ]
    static let phone = DeviceProfile(
        id: "iphone-8", name: "iPhone 8", idiom: .phone, screen: Size(width: 375, height: 667), scale: 2,
        layouts: [
            LayoutProfile(
                orientation: .portrait, layout: .full, window: Size(width: 375, height: 667),
                horizontalSizeClass: .compact, verticalSizeClass: .regular),
            LayoutProfile(
                orientation: .landscape, layout: .full, window: Size(width: 667, height: 375),
                horizontalSizeClass: .compact, verticalSizeClass: .compact),
        ])

    static func environment(
        _ device: DeviceProfile, _ orientation: Orientation = .portrait, _ layout: MultitaskingLayout = .full
    ) throws -> Environment {
        try DeviceCatalog.environment(device: device, orientation: orientation, layout: layout)
    }

    /// The PamperedPets storyboard of the custom-segues chapter.
    static func pamperedPets(vetDelegate: DeclarativeDelegate? = vetDelegate, anchor: String? = "vetButton")
        -> Storyboard
    {
        Storyboard(
            initialController: "PetsNavigation",
            controllers: [
                ControllerDefinition(identifier: "PetsNavigation", kind: .navigation(root: "PetList")),
                ControllerDefinition(identifier: "PetList"),
                ControllerDefinition(
                    identifier: "AnimalDetail", anchors: ["vetButton", "photo"], unwindActions: ["unwindToAnimalDetail"]
                ),
                ControllerDefinition(identifier: "AnimalPhoto"),
                ControllerDefinition(identifier: "VetInformation", preferredContentSize: Size(width: 320, height: 200)),
                ControllerDefinition(identifier: "VetNavigationController", kind: .navigation(root: "VetInformation")),
            ],
            segues: [
                SegueDefinition(identifier: "ShowAnimal", source: "PetList", destination: "AnimalDetail", kind: .show),
                SegueDefinition(
                    identifier: "PhotoDetail", source: "AnimalDetail", destination: "AnimalPhoto",
                    kind: .presentModally, presentation: .formSheet),
                SegueDefinition(
                    identifier: "VetDetail", source: "AnimalDetail", destination: "VetInformation", kind: .popover,
                    anchor: anchor, className: "VetSegue"),
            ],
            segueClasses: [DeclarativeSegue.segueClass(name: "VetSegue", delegate: vetDelegate, shouldPerform: true)])
    }

    static let vetDelegate = DeclarativeDelegate(
        api: .traitCollection,
        adaptivePresentationStyle: DeclarativeDelegate.StyleRule(byHorizontal: [.compact: .fullScreen, .regular: .none]
        ),
        substitute: DeclarativeDelegate.SubstituteRule(byStyle: [.fullScreen: "VetNavigationController"]))

    /// A window showing AnimalDetail pushed on the pets navigation controller.
    static func petsWindow(_ environment: Environment, iOS: Int, storyboard: Storyboard = pamperedPets()) throws
        -> Window
    {
        let root = try storyboard.instantiateInitialViewController()
        let window = Window(environment: environment, era: Era(iOS: iOS)!, rootViewController: root)
        try window.performSegue("ShowAnimal", from: window.visibleViewController, sender: nil, userTriggered: false)
        _ = window.takeCalls()
        return window
    }
}
