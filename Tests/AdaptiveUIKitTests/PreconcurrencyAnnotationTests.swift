import Foundation
import Testing

/// Every public main-actor type of AdaptiveUIKit is `@preconcurrency @MainActor`, as UIKit's imported types
/// are: Swift 5 app code calls them from plain classes without `@MainActor`, which a plain `@MainActor` makes
/// an error there (the Swift 5 consumer target shows the shapes). A new type declared without it fails here.
struct PreconcurrencyAnnotationTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AdaptiveUIKit")

    @Test func publicMainActorTypesArePreconcurrency() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var checked = 0
        var missing: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated().dropLast() {
                let declaration = lines[index + 1]
                guard declaration.hasPrefix("public ") || declaration.hasPrefix("open ") else { continue }
                if line == "@preconcurrency @MainActor" {
                    checked += 1
                } else if line == "@MainActor" {
                    missing.append("\(url.lastPathComponent):\(index + 1): \(declaration)")
                }
            }
        }
        #expect(missing == [], "declare these @preconcurrency @MainActor")
        #expect(checked > 40, "the scan found AdaptiveUIKit's types")
    }
}
