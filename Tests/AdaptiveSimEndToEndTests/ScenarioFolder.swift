import Foundation
import Testing

/// A temporary folder of scenario files for one test, removed when the test is done with it.
struct ScenarioFolder: ~Copyable {
    let url: URL

    /// A new folder holding `files` (name → contents).
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("adaptive-sim-replay-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A scenario on an iPhone 15 presenting a form sheet, expecting `style` (`formSheet` passes).
    static func sheetScenario(title: String, expecting style: String) -> String {
        """
        scenario: \(title)
        device: iphone-15
        storyboard:
          initial: Home
          controllers: {Home: {}, Sheet: {}}
          segues: [{id: Open, from: Home, to: Sheet, kind: presentModally, presentation: formSheet}]
        steps:
          - perform: Open
            expect: {presented: Sheet, style: \(style)}
          - dismiss: programmatic
            expect: {presented: none}
        """
    }

    /// A scenario whose device does not exist.
    static let invalidScenario = """
        scenario: Unknown device
        device: iphone-99
        storyboard: {initial: Home, controllers: {Home: {}}}
        steps: []
        """
}
