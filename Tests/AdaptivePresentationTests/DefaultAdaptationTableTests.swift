import Testing

@testable import AdaptivePresentation

/// the "Presentation rules" article (its rule table): the outcome with no delegate, per requested style, environment and era.
/// Each row is written from the table, not computed from the model.
struct DefaultAdaptationTableTests {
    /// The environments of table 2.1.
    enum Env: String, CaseIterable, CustomTestStringConvertible {
        case P, L, PL, R, S
        var traits: TraitCollection {
            switch self {
            case .P: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
            case .L: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
            case .PL: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
            case .R:
                TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
            case .S:
                TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
            }
        }
        var testDescription: String { rawValue }
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let requested: PresentationStyle
        let env: Env
        let iOS: Int
        let style: PresentationStyle
        let adapted: Bool
        let appearance: PresentationAppearance
        var testDescription: String {
            "\(requested) \(env.rawValue) iOS \(iOS) → \(style) \(adapted ? "adapted" : "kept") \(appearance)"
        }
    }

    static let rows: [Row] = {
        var rows: [Row] = []
        func add(
            _ requested: PresentationStyle, _ envs: [Env], _ versions: [Int], _ style: PresentationStyle,
            _ adapted: Bool, _ appearance: PresentationAppearance
        ) {
            for env in envs {
                for iOS in versions {
                    rows.append(
                        Row(
                            requested: requested, env: env, iOS: iOS, style: style, adapted: adapted,
                            appearance: appearance))
                }
            }
        }
        let era9 = [8, 9, 12], era13 = [13, 15, 17, 18, 26]
        // popover
        add(.popover, [.P, .S, .L], era9, .fullScreen, true, .fullScreen)
        add(.popover, [.PL], era9, .formSheet, true, .sheet)
        add(.popover, [.R], era9, .popover, false, .popover)
        add(.popover, [.P, .S], era13, .formSheet, true, .card)
        add(.popover, [.L, .PL], era13, .formSheet, true, .fullScreen)
        add(.popover, [.R], era13, .popover, false, .popover)
        // form and page sheets
        for sheet in [PresentationStyle.formSheet, .pageSheet] {
            add(sheet, [.P, .S, .L], era9, .fullScreen, true, .fullScreen)
            add(sheet, [.PL, .R], era9, sheet, false, .sheet)
            add(sheet, [.P, .S], era13, sheet, false, .card)
            add(sheet, [.L, .PL], era13, sheet, false, .fullScreen)
            add(sheet, [.R], era13, sheet, false, .sheet)
        }
        // never adapt
        add(.fullScreen, Env.allCases, era9 + era13, .fullScreen, false, .fullScreen)
        add(.overFullScreen, Env.allCases, era9 + era13, .overFullScreen, false, .overFullScreen)
        add(.currentContext, Env.allCases, era9 + era13, .currentContext, false, .currentContext)
        add(.overCurrentContext, Env.allCases, era9 + era13, .overCurrentContext, false, .overCurrentContext)
        add(.custom, Env.allCases, era9 + era13, .custom, false, .custom)
        // automatic: fullScreen before 13, pageSheet 13–17, formSheet 18+
        add(.automatic, Env.allCases, era9, .fullScreen, false, .fullScreen)
        add(.automatic, [.P, .S], [13, 17], .pageSheet, false, .card)
        add(.automatic, [.R], [13, 17], .pageSheet, false, .sheet)
        add(.automatic, [.L, .PL], [13, 17], .pageSheet, false, .fullScreen)
        add(.automatic, [.P, .S], [18, 26], .formSheet, false, .card)
        add(.automatic, [.R], [18, 26], .formSheet, false, .sheet)
        return rows
    }()

    @Test(arguments: rows)
    func defaultOutcome(_ row: Row) throws {
        let era = try #require(Era(iOS: row.iOS))
        let decision = PresentationDecider(era: era).present(style: row.requested, in: row.env.traits, delegate: nil)
        #expect(decision.style == row.style)
        #expect(decision.adapted == row.adapted)
        #expect(decision.appearance == row.appearance)
        #expect(decision.calls.isEmpty, "no delegate, no calls")
        #expect(decision.showsAsPopover == (row.requested == .popover && !row.adapted))
    }

    @Test func everyDecisionNamesItsRules() throws {
        for row in Self.rows {
            let era = try #require(Era(iOS: row.iOS))
            let decision = PresentationDecider(era: era).present(
                style: row.requested, in: row.env.traits, delegate: nil)
            #expect(!decision.rules.isEmpty)
            #expect(decision.rules.allSatisfy { $0.id.kind == .rule && !$0.reason.isEmpty })
        }
    }
}
