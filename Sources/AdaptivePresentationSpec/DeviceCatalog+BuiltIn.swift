import AdaptivePresentation

extension DeviceCatalog {
    /// The catalog shipped with adaptive-sim (the repository's `devices.yaml`), parsed once per process.
    ///
    /// ```swift
    /// let environment = try DeviceCatalog.builtIn.environment(device: "ipad-air-2", orientation: .landscape, layout: .oneHalf)
    /// ```
    public static var builtIn: DeviceCatalog {
        get throws(SpecError) { try SpecLoader.builtInDevices() }
    }
}
