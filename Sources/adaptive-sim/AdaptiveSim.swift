import ArgumentParser

@main
struct AdaptiveSim: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "adaptive-sim")
}
