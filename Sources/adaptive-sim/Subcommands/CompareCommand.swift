import AdaptivePresentation
import AdaptivePresentationSpec
import ArgumentParser

/// `adaptive-sim compare`: the resolved style and appearance per device, orientation and layout.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare resolved presentation styles across devices, orientations, layouts and iOS versions.",
        discussion: """
            One row per device × orientation × layout × iOS version × requested style, with no delegate. \
            By default: every device, every layout, every style, the newest iOS. --catalog FILE replaces the \
            built-in devices.yaml.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, markdown, csv, json, html

        // The same words as ArgumentParser's defaults, without their `String(describing:)` of each raw value
        // (dynamic casts on a cold conformance cache: about 2% of a whole `compare` run).
        static var allValueStrings: [String] { allCases.map(\.rawValue) }
        static var allValueDescriptions: [String: String] { [:] }
        var defaultValueDescription: String { rawValue }
    }

    @Option(name: .customLong("style"), parsing: .upToNextOption, help: "Requested styles (repeatable; default all).")
    var styles: [String] = []

    @Option(name: .customLong("devices"), parsing: .upToNextOption, help: "Device ids, names or aliases (default all).")
    var devices: [String] = []

    @Option(name: .customLong("ios"), parsing: .upToNextOption, help: "iOS versions (default \(Era.newestVersion)).")
    var versions: [Int] = []

    @Option(
        name: .customLong("orientations"), parsing: .upToNextOption, help: "portrait and/or landscape (default both).")
    var orientations: [String] = []

    @Option(
        name: .customLong("layouts"), parsing: .upToNextOption,
        help: "full, twoThirds, oneHalf, oneThird, slideOver (default all).")
    var layouts: [String] = []

    @Option(
        name: .customLong("delegate-style"),
        help: "An adaptive delegate answering this style (traitCollection method); default no delegate.")
    var delegateStyle: String?

    @Flag(name: .customLong("changes"), help: "Only the rows whose answer differs between the iOS versions given.")
    var changesOnly = false

    @Option(
        help: ArgumentHelp(
            "iOS 15+ sheets: the detents, smallest first (medium, large, or ID:HEIGHT); adds where each sheet rests, whether it dims, and its frame.",
            valueName: "detents"))
    var detents: String?

    @Option(help: "table, markdown, csv, json or html (grids coloured by appearance).")
    var format: Format = .table

    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp("A devices file to use instead of the built-in devices.yaml.", valueName: "file"))
    var devicesFile: String?

    func run() throws {
        let catalog: DeviceCatalog
        if let devicesFile {
            catalog = try SpecLoader.loadDevices(atPath: devicesFile)
        } else {
            catalog = try DeviceCatalog.builtIn
        }
        let styles =
            try styles.isEmpty
            ? PresentationStyle.presentable
            : styles.map {
                try DecisionOptions.parse(
                    $0, as: PresentationStyle.self, option: "--style", allowed: PresentationStyle.presentable)
            }
        let eras = try (versions.isEmpty ? [Era.newestVersion] : versions).map(DecisionOptions.era)
        var selected: [DeviceProfile] = []
        if devices.isEmpty {
            selected = catalog.devices
        } else {
            for name in devices {
                do throws(EnvironmentError) {
                    selected.append(try catalog.requireDevice(named: name))
                } catch {
                    // The description carries the did-you-mean.
                    throw InputError(error.description)
                }
            }
        }
        let orientationList = try orientations.map {
            try DecisionOptions.parse($0, as: Orientation.self, option: "--orientations")
        }
        let layoutList = try layouts.map {
            try DecisionOptions.parse($0, as: MultitaskingLayout.self, option: "--layouts")
        }
        let delegate = try delegateStyle.map { answer in
            FixedDelegateAnswers(
                styleMethod: .traitCollection,
                answer: try DecisionOptions.parse(answer, as: PresentationStyle.self, option: "--delegate-style"))
        }
        var matrix = ComparisonMatrix(
            devices: selected, styles: styles, eras: eras, orientations: orientationList, layouts: layoutList,
            delegate: delegate)
        if changesOnly { matrix = matrix.differingAcrossEras }
        var report = ComparisonReport(matrix: matrix)
        if let detents {
            let sheet = SheetConfiguration(detents: try DecideCommand.parseDetents(detents))
            report.sheets = matrix.rows.map { row in
                PresentationDecider(era: row.era).sheetLayout(
                    sheet, style: row.decision.style, appearance: row.decision.appearance,
                    environment: row.environment, preferredContentSize: Size(width: 0, height: 0))
            }
        }
        let console = Console.standardOutput
        switch format {
        case .table: console.write(report.table.aligned(console: console))
        case .markdown: console.write(report.table.markdown)
        case .csv: console.write(report.table.csv)
        case .json: report.writeJSON(to: console)
        case .html: console.write(ComparisonHTML.page(matrix))
        }
    }
}
