import Foundation

/// The corpus of real storyboards from public projects (`../shared/corpus/storyboards`, sources and licences in
/// its `SOURCES.md`), which lives beside the repository and is never copied into it. The tests that read it skip
/// where it is absent (a clone on its own), saying so once.
enum StoryboardCorpus {
    /// The corpus folder, or `nil` (said once) when it is not beside this clone.
    static var folder: URL? {
        let folder = FixtureFiles.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/storyboards")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            _ = saidAbsent
            return nil
        }
        return folder
    }

    private static let saidAbsent: Void = print(
        "skipped: the tests that audit real storyboards from public projects (the corpus, expected at "
            + "../shared/corpus/storyboards beside this clone) skip: it is not there")
}
