import AdaptivePresentation

/// Step lines of `replay --format text`, gathered so that their columns align, then written as UTF-8 bytes.
///
/// Each step is a line: `  [index] ` with the index column as wide as the widest, the cells ``ReplayText``
/// shows for it padded to their column's width and two spaces apart (a column blank in every step takes no
/// room), two spaces, its mark (✓, ✗, or `·` when it expects nothing); the failed expectations follow a
/// failed step. A streamed scenario gathers ``ReplayTextStream/blockSize`` steps at a time, a held one every
/// step it has. A step whose transition ran, or that saw hazards, has a `↳` line and a `⚠` line per hazard
/// under it (``ReplayText/transitionLines(of:)``).
///
/// Steps mostly show one of a few states (a long resize scenario shows two), so the cells of a state are made,
/// bounded and measured once per block and shared by the steps that show them: a step then costs a few
/// comparisons when it is added and a copy of its bytes when the block is written.
struct ReplayStepBlock {
    /// The cells of one state that steps show, and what they were made from. A class: a step is compared
    /// with several of them, and looking at a struct in an array copies (retains) every field first.
    private final class Cells {
        /// What the cells depend on (``ReplayText/cells(of:)``): a step with the same values shows the same cells.
        let event: ScenarioEvent?
        let presented: String?
        let style: PresentationStyle?
        let appearance: PresentationAppearance?
        let detent: String?
        let dimmed: Bool?
        let error: String?
        /// The cells as the report shows them.
        let texts: [String]
        /// Their widths in characters.
        let widths: [Int]

        init(showing step: StepResult) {
            event = step.event
            presented = step.state.presented
            style = step.state.style
            appearance = step.state.appearance
            detent = step.state.detent
            dimmed = step.state.dimmed
            error = step.state.error?.name
            texts = ReplayText.cells(of: step)
            widths = texts.map(ReplayStepBlock.width)
        }

        /// Whether `step` shows these cells.
        func areShown(by step: StepResult) -> Bool {
            style == step.state.style && appearance == step.state.appearance && dimmed == step.state.dimmed
                && Self.isSame(presented, step.state.presented) && Self.isSame(detent, step.state.detent)
                && Self.isSame(error, step.state.error?.name) && Self.isSame(event, step.event)
        }

        /// Whether two texts are the same bytes. `==` on Strings also holds for canonically equivalent texts
        /// (`é` and `e` + `◌́`), which the report shows each as it was written.
        private static func isSame(_ text: String?, _ other: String?) -> Bool {
            guard let text, let other else { return text == nil && other == nil }
            return text.utf8.elementsEqual(other.utf8)
        }

        /// Whether two events are the same, the names in them compared byte for byte. An event of a kind not
        /// listed here is never the same: it gets cells of its own, which is slower but shows it right.
        private static func isSame(_ event: ScenarioEvent?, _ other: ScenarioEvent?) -> Bool {
            switch (event, other) {
            case (nil, nil):
                return true
            case let (.perform(segue, sender)?, .perform(otherSegue, otherSender)?),
                let (.trigger(segue, sender)?, .trigger(otherSegue, otherSender)?):
                return isSame(segue, otherSegue) && isSame(sender, otherSender)
            case let (.unwind(name)?, .unwind(otherName)?), let (.drag(name)?, .drag(otherName)?),
                let (.selectDetent(name)?, .selectDetent(otherName)?):
                return isSame(name, otherName)
            case let (.resize(resize)?, .resize(otherResize)?):
                return resize == otherResize
            case let (.rotate(orientation)?, .rotate(otherOrientation)?):
                return orientation == otherOrientation
            case let (.dismiss(kind, options)?, .dismiss(otherKind, otherOptions)?):
                return kind == otherKind && options == otherOptions
            case let (.showColumn(column)?, .showColumn(otherColumn)?),
                let (.hideColumn(column)?, .hideColumn(otherColumn)?):
                return column == otherColumn
            default:
                return false
            }
        }
    }

    /// A step of the block: plain values, so that keeping and reading it retains nothing.
    private struct Row {
        var index: Int
        /// The position of its cells in ``cells``.
        var cells: Int
        var mark: Mark
        /// Its lines under it in ``lines`` (its transition and hazards, then its failures), empty when it has
        /// none.
        var lines: Range<Int>
    }

    private enum Mark: Int {
        case expectsNothing, passed, failed
    }

    /// How many of the latest cells a step is compared with before cells are made for it: enough for the
    /// states a scenario cycles through, few enough that a block of all different steps stays cheap. A state
    /// seen again after that gets cells of its own, which show the same.
    private static let recentCells = 8

    /// The marks as written, in the order of ``Mark``: `·`, and ✓ and ✗ in colour on a terminal.
    private let marks: [[UInt8]]
    private let console: Console
    private var cells: [Cells] = []
    private var rows: [Row] = []
    private var lines: [String] = []

    init(console: Console) {
        self.console = console
        marks = [Array("·".utf8), Array(console.styled("✓", .green).utf8), Array(console.styled("✗", .red).utf8)]
    }

    /// How many steps the block holds.
    var count: Int { rows.count }

    var isEmpty: Bool { rows.isEmpty }

    /// Adds a step's line (and its transition, hazards and failures) to the block.
    mutating func append(_ step: StepResult) {
        let mark: Mark = step.expectations.isEmpty ? .expectsNothing : step.passed ? .passed : .failed
        let firstLine = lines.count
        lines += ReplayText.transitionLines(of: step)
        if mark == .failed { lines += ReplayText.failures(of: step, console: console) }
        rows.append(
            Row(index: step.index, cells: cellsPosition(for: step), mark: mark, lines: firstLine..<lines.count))
    }

    /// Empties the block for the next steps, keeping its storage.
    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
    }

    /// Appends the block's lines to `bytes`, each ending in a line feed, the columns aligned across the block.
    func write(to bytes: inout [UInt8]) {
        var columnWidths: [Int] = []
        for shown in cells {
            for (column, width) in shown.widths.enumerated() {
                if column < columnWidths.count {
                    columnWidths[column] = max(columnWidths[column], width)
                } else {
                    columnWidths.append(width)
                }
            }
        }
        // What follows each step's index, for each cells and mark (the cells aligned, the mark, a line feed),
        // made once for the block and kept in one buffer: a step's line then copies one range of it.
        var endings: [UInt8] = []
        var endingRanges: [Range<Int>] = []
        for shown in cells {
            let aligned = Self.aligned(shown, widths: columnWidths)
            for mark in marks {
                let start = endings.count
                endings.append(contentsOf: aligned)
                endings.append(contentsOf: mark)
                endings.append(UInt8(ascii: "\n"))
                endingRanges.append(start..<endings.count)
            }
        }
        let indexWidth = rows.reduce(0) { max($0, Self.decimalLength($1.index)) }
        let longestEnding = endingRanges.reduce(0) { max($0, $1.count) }
        bytes.reserveCapacity(bytes.count + rows.count * (indexWidth + 4 + longestEnding))
        for row in rows {
            let indexLength = Self.decimalLength(row.index)
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: "["))
            Self.appendDecimal(row.index, length: indexLength, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indexWidth - indexLength + 1))
            bytes.append(contentsOf: endings[endingRanges[row.cells * marks.count + row.mark.rawValue]])
            guard !row.lines.isEmpty else { continue }
            for line in lines[row.lines] {
                bytes.append(contentsOf: line.utf8)
                bytes.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// Where the cells `step` shows are in ``cells``, made for it unless a recent step showed them too.
    private mutating func cellsPosition(for step: StepResult) -> Int {
        if let position = recentCellsPosition(for: step) { return position }
        cells.append(Cells(showing: step))
        return cells.count - 1
    }

    /// Where the cells `step` shows are among the latest ``recentCells`` of ``cells``, if they are.
    private func recentCellsPosition(for step: StepResult) -> Int? {
        let recent = max(0, cells.count - Self.recentCells)..<cells.count
        return recent.reversed().first { cells[$0].areShown(by: step) }
    }

    /// The cells in the columns that are not blank in every step, each padded to its column's width, two
    /// spaces apart and two spaces after the last: what comes between a step's index and its mark.
    private static func aligned(_ shown: Cells, widths: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (column, text) in shown.texts.enumerated() where widths[column] > 0 {
            bytes.append(contentsOf: text.utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[column] - shown.widths[column] + 2))
        }
        if bytes.isEmpty { bytes = [UInt8(ascii: " "), UInt8(ascii: " ")] }
        return bytes
    }

    /// The width of a cell in characters, as columns are aligned: printable ASCII (nearly every cell) is
    /// counted by its bytes, without breaking it into grapheme clusters; anything else by its characters.
    private static func width(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : text.count
    }

    /// How many characters `value` takes in decimal: `String(value).count`, without making a String per step.
    private static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }

    /// Appends `value` in decimal, `length` characters (``decimalLength(_:)``), as `String(value)` writes it.
    private static func appendDecimal(_ value: Int, length: Int, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: length))
        var position = bytes.count
        var rest = value.magnitude
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        if value < 0 { bytes[start] = UInt8(ascii: "-") }
    }
}
