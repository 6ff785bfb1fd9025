/// Invalid input found while running a command (an unknown device, a layout the device lacks): printed as
/// `error: message` on standard error with exit status 2, without the usage text of a parsing error.
struct InputError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
