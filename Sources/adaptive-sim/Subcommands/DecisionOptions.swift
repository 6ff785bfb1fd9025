import AdaptivePresentation
import ArgumentParser

/// Parses the vocabulary of the presentation model from option values, with a did-you-mean.
enum DecisionOptions {
    /// A value of `type` named `text`, or a validation error listing the allowed values.
    static func parse<Value: RawRepresentable & CaseIterable>(
        _ text: String, as type: Value.Type, option: String, allowed: [Value] = Array(Value.allCases)
    ) throws -> Value where Value.RawValue == String {
        if let value = allowed.first(where: { $0.rawValue == text }) { return value }
        let names = allowed.map(\.rawValue)
        var message = "unknown value '\(text)' for \(option)"
        if let suggestion = ClosestName.suggestion(for: text, among: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += " (expected one of: \(names.joined(separator: ", ")))"
        }
        throw InputError(message)
    }

    /// An iOS version the model covers.
    static func era(_ version: Int) throws -> Era {
        guard let era = Era(iOS: version) else {
            throw InputError(
                "iOS \(version) is not modelled: use \(Era.oldestVersion)…\(Era.newestVersion)"
                    + Era.hint(forUnmodelled: version))
        }
        return era
    }

    /// `WxH`, e.g. `700x1024` or `561.5x744`.
    static func window(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw InputError("--window expects WIDTHxHEIGHT in points, e.g. 700x1024, not '\(text)'")
        }
        return Size(width: width, height: height)
    }
}
