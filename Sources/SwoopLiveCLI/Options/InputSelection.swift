import SwoopCommandLine
import SwoopLibinput

/// `--seat NAME | --device NODE ...`: which devices a live command reads, shared by `devices`,
/// `record` and `run`.
package enum InputSelection {
    package static let seat = Option(
        "seat", "NAME", "read every touch device of this udev seat (default seat0)", FlagSyntax.text)
    package static let device = RepeatedOption(
        "device", "NODE", "read only this device node, e.g. /dev/input/event5 (instead of --seat)", FlagSyntax.text)
    package static let options: [any OptionDeclaration] = [seat, device]

    package static let usage = "[--seat NAME | --device NODE ...]"

    package static func backend(_ arguments: ParsedArguments) throws -> LibinputBackend {
        let nodes = try arguments.value(Self.device)
        if let seat = try arguments.value(Self.seat) {
            guard nodes.isEmpty else { throw UsageError("--seat and --device exclude each other") }
            guard !seat.isEmpty else { throw UsageError("--seat needs a seat name, e.g. seat0") }
            return .udev(seat: seat)
        }
        if !nodes.isEmpty {
            if let empty = nodes.first(where: { $0.isEmpty }) {
                throw UsageError("--device '\(empty)' is not a device node")
            }
            return .paths(nodes)
        }
        return .udev(seat: LibinputBackend.defaultSeat)
    }

    /// libinput's own errors go to stderr as they happen (e.g. a device it cannot handle).
    package static func logger(_ context: CommandContext) -> (LibinputLogMessage) -> Void {
        { message in context.standardError("libinput: \(message.text)\n") }
    }
}
