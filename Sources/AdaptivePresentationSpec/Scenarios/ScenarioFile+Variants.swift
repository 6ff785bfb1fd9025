import AdaptivePresentation
import Foundation

/// Expectations that depend on the run: `when:` entries that apply only on some iOS versions or device
/// idioms (the "Scenario and storyboard files" article), so that one file replays across
/// `replay --ios 9 13 17 --devices ipad-air-2 iphone-12`.
///
/// ```yaml
/// expect:
///   presented: VetInformation
///   when:
///     - {idiom: pad, expect: {style: popover}}
///     - {idiom: phone, ios: "...12", expect: {style: fullScreen, appearance: fullScreen}}
///     - {idiom: phone, ios: "13...", expect: {style: pageSheet, appearance: card}}
/// ```
///
/// The file is decoded once per run, so the entries that match the run are resolved while decoding: every
/// entry is checked, the matching ones are added in order, and a key given again replaces the earlier value.
extension ScenarioFile {
    /// What a run replays on, for `when:` conditions.
    struct RunContext {
        var iOS: Int
        var device: DeviceProfile?
    }

    enum WhenKey: String, SpecKey { case idiom, ios, device, expect }

    /// The expectations of the `when:` entries that match `context`, each entry's nested `expect` decoded
    /// with `decode`. Entries that do not match are still decoded, so that their problems are reported on
    /// every run.
    static func decodeWhen(
        _ node: SpecNode, context: RunContext, catalog: DeviceCatalog?,
        decode: (SpecNode) -> [(StepExpectation, SpecNode)]?
    ) -> [(StepExpectation, SpecNode)] {
        guard let entries = node.elements() else { return [] }
        var result: [(StepExpectation, SpecNode)] = []
        for entry in entries {
            guard let map = entry.mapping(WhenKey.self) else { continue }
            var matches = true
            if let idiomNode = map[.idiom] {
                if let idiom = idiomNode.value(of: UserInterfaceIdiom.self, named: "idiom") {
                    matches = matches && context.device.map { $0.idiom == idiom } ?? false
                } else {
                    matches = false
                }
            }
            if let iosNode = map[.ios] {
                if let range = versionRange(iosNode) {
                    matches = matches && range.contains(context.iOS)
                } else {
                    matches = false
                }
            }
            if let deviceNode = map[.device] {
                let names = deviceNode.isSequence ? deviceNode.elements() ?? [] : [deviceNode]
                var any = false
                for nameNode in names {
                    guard let name = nameNode.nonEmptyString() else { continue }
                    guard let catalog else { continue }
                    guard let device = catalog.device(named: name) else {
                        nameNode.reportUnknown("device", name, among: catalog.devices.map(\.id))
                        continue
                    }
                    if device.id == context.device?.id { any = true }
                }
                matches = matches && any
            }
            if !map.contains(.idiom), !map.contains(.ios), !map.contains(.device) {
                entry.error(.whenWithoutCondition)
                matches = false
            }
            let decoded = map.required(.expect).flatMap(decode) ?? []
            if matches { result += decoded }
        }
        return result
    }

    /// The major version of `ios:`; a minor version (`17.2`) is an error that says what to write instead.
    static func iosVersion(_ node: SpecNode) -> Int? {
        if node.scalarTag == "tag:yaml.org,2002:float", let text = node.scalarText,
            let major = text.split(separator: ".").first,
            let version = Int(major)
        {
            node.error(.iOSMinorVersion(major: version, written: text))
            return nil
        }
        return node.integer()
    }

    /// `13` (that version), `"13..."` (13 and later), `"...12"` (12 and earlier) or `"9...12"`.
    static func versionRange(_ node: SpecNode) -> ClosedRange<Int>? {
        let valid = Era.oldestVersion...Era.newestVersion
        func version(_ text: Substring) -> Int? {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), valid.contains(value) else { return nil }
            return value
        }
        let problem =
            "an iOS version (\(Era.oldestVersion)…\(Era.newestVersion)) or a range: \"13...\", \"...12\", \"9...12\""
        if node.scalarTag == "tag:yaml.org,2002:int" {
            guard let value = node.integer() else { return nil }
            guard valid.contains(value) else { return node.mismatch(problem) }
            return value...value
        }
        guard let text = node.scalarText, !node.isNull, let dots = text.range(of: "...") else {
            return node.mismatch(problem)
        }
        let lower = text[..<dots.lowerBound], upper = text[dots.upperBound...]
        let from = lower.isEmpty ? valid.lowerBound : version(lower)
        let to = upper.isEmpty ? valid.upperBound : version(upper)
        guard let from, let to, from <= to else { return node.mismatch(problem) }
        return from...to
    }
}
