import ArgumentParser

/// `replay --format`: how the report is written on standard output.
enum ReplayFormat: String, CaseIterable, ExpressibleByArgument {
    /// A readable line per step and a ✓/✗ line per scenario.
    case text
    /// the "Scenario and storyboard files" article's JSON shapes.
    case json
    /// JUnit XML for CI systems.
    case junit
    /// One self-contained HTML page with every step drawn to scale.
    case html
    /// `path:line:col: error: message` per failed expectation, hazard and note, at its step, as compilers
    /// print and Xcode reads.
    case diagnostics
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), one per finding.
    case github
}
