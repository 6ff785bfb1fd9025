import AdaptivePresentationSpec
import ArgumentParser

/// `replay --filter TEXT --shard I/N`: which runs of the replay this invocation does. The filter keeps the
/// runs whose scenario title or file contains TEXT (case-insensitive); the shard then keeps every N-th run,
/// starting at the I-th, of the runs in report order (files as named and walked, sorted by name within a
/// folder; then devices; then iOS versions), so N machines given the same arguments split a suite exactly:
/// every run is done once, by one shard.
struct RunSelection: Sendable {
    var filter: String?
    var shard: Shard?

    /// `I/N`, 1-based.
    struct Shard: ExpressibleByArgument, Equatable, Sendable {
        var index: Int
        var count: Int

        init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        init?(argument: String) {
            let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
                (1...count).contains(index)
            else { return nil }
            self.init(index: index, count: count)
        }

        static var defaultCompletionKind: CompletionKind { .default }
    }

    /// Whether a run of `file`, whose scenario is titled `title`, passes the filter.
    func matches(file: String, title: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        let needle = filter.lowercased()
        return file.lowercased().contains(needle) || (title?.lowercased().contains(needle) ?? false)
    }

    /// The positions (in the filtered runs, in report order) that this shard does.
    func isInShard(_ position: Int) -> Bool {
        guard let shard else { return true }
        return position % shard.count == shard.index - 1
    }
}
