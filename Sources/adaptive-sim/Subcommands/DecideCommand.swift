import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim decide`: one presentation decision, with the rules that decided it.
struct DecideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide",
        abstract: "Decide one presentation: the style UIKit reports, its appearance, the delegate calls and the rules.",
        discussion: """
            Without --delegate-style the presentation controller has no delegate. With it, the delegate \
            implements adaptivePresentationStyle(for:traitCollection:) (or, with --delegate-api legacy, only \
            adaptivePresentationStyle(for:)) and answers that style in every environment.
            """)

    @Option(help: "Device id, name or alias (see `adaptive-sim devices`).")
    var device: String

    @Option(help: "portrait or landscape.")
    var orientation = "portrait"

    @Option(help: "full, twoThirds, oneHalf, oneThird or slideOver (default full).")
    var layout: String?

    @Option(help: ArgumentHelp("A free-form (Stage Manager) window instead of a layout.", valueName: "WxH"))
    var window: String?

    @Option(help: "The requested modalPresentationStyle.")
    var style: String

    @Option(help: "iOS version, \(Era.oldestVersion)…\(Era.newestVersion).")
    var ios = Era.newestVersion

    @Option(name: .customLong("delegate-style"), help: "The delegate's answer to adaptivePresentationStyle.")
    var delegateStyle: String?

    @Option(name: .customLong("delegate-api"), help: "traitCollection (default) or legacy.")
    var delegateAPI = "traitCollection"

    @Flag(help: "The delegate returns a substitute from viewControllerForAdaptivePresentationStyle.")
    var substitute = false

    @Option(
        help: ArgumentHelp(
            "iOS 15+ sheets: the detents, smallest first (medium, large, or ID:HEIGHT for a custom detent); the sheet rests at the smallest.",
            valueName: "DETENTS"))
    var detents: String?

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if layout != nil, window != nil { throw ValidationError("give either --layout or --window, not both") }
        if delegateStyle == nil, substitute {
            throw ValidationError("--substitute needs a delegate: add --delegate-style")
        }
    }

    func run() throws {
        let catalog = try catalog.load()
        let orientation = try DecisionOptions.parse(orientation, as: Orientation.self, option: "--orientation")
        let requested = try DecisionOptions.parse(
            style, as: PresentationStyle.self, option: "--style", allowed: PresentationStyle.presentable)
        let era = try DecisionOptions.era(ios)
        let environment: Environment
        do {
            if let window {
                environment = try catalog.environment(
                    device: device, orientation: orientation, window: DecisionOptions.window(window))
            } else {
                let layout = try DecisionOptions.parse(
                    layout ?? "full", as: MultitaskingLayout.self, option: "--layout")
                environment = try catalog.environment(device: device, orientation: orientation, layout: layout)
            }
        } catch let error as EnvironmentError {
            // The description carries the did-you-mean.
            throw InputError(error.description)
        }
        var delegate: FixedDelegateAnswers?
        if let delegateStyle {
            let answer = try DecisionOptions.parse(
                delegateStyle, as: PresentationStyle.self, option: "--delegate-style")
            let api = try DecisionOptions.parse(
                delegateAPI, as: FixedDelegateAnswers.StyleMethod.self, option: "--delegate-api",
                allowed: [.traitCollection, .legacy])
            delegate = FixedDelegateAnswers(styleMethod: api, answer: answer, providesSubstitute: substitute)
        }
        let decider = PresentationDecider(era: era)
        let decision = decider.present(style: requested, in: environment.traits, delegate: delegate)
        var report = DecisionReport(environment: environment, era: era, decision: decision)
        if let detents {
            let sheet = SheetConfiguration(detents: try Self.parseDetents(detents))
            report.sheet = decider.sheetLayout(
                sheet, style: decision.style, appearance: decision.appearance, environment: environment,
                preferredContentSize: Size(width: 0, height: 0))
            report.detentsGiven = true
        }
        if json {
            Console.standardOutput.write(report.json.serialized + "\n")
        } else {
            Console.standardOutput.write(report.text(console: .standardOutput))
        }
    }

    /// `medium,large,small:200`.
    static func parseDetents(_ text: String) throws -> [SheetDetent] {
        var detents: [SheetDetent] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map({
            String($0.filter { !$0.isWhitespace })
        }) {
            switch part {
            case "medium": detents.append(.medium)
            case "large": detents.append(.large)
            default:
                let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
                guard pieces.count == 2, !pieces[0].isEmpty, let height = Double(pieces[1]), height.isFinite, height > 0
                else {
                    var message =
                        "unknown detent '\(UserText.bounded(part))' in --detents (medium, large, or ID:HEIGHT)"
                    if let close = ClosestName.suggestion(for: part, among: ["medium", "large"]) {
                        message += "; did you mean '\(close)'?"
                    }
                    throw InputError(message)
                }
                detents.append(.custom(pieces[0], height: height))
            }
        }
        guard Set(detents.map(\.identifier)).count == detents.count else {
            throw InputError("a detent is listed twice in --detents")
        }
        return detents
    }
}
