import SwoopCommandLine
import SwoopCore
import SwoopDisplay
import SwoopFixtures
import SwoopInputModel
import SwoopLibinput

/// `swoop record`: live touch input into a fixture. The file is written under a temporary name and
/// renamed when recording ends, so Ctrl-C (or `--duration`) always leaves a complete, valid fixture.
package struct RecordCommand: Command {
    package static let name = "record"
    package static let summary = "record live touchpad/touchscreen input into a fixture (Ctrl-C to stop)"
    package static let usage = """
        \(InputSelection.usage) -o FILE [--duration SECONDS] [--size-mm WxH]

        The fixture's device is the first touch device libinput reports; the events of any other touch
        device are recorded too, as further devices. Times are shifted so the recording starts at 1 s.
        The header keeps the device's size and where it came from (device, display, option, assumed); a
        touchscreen without a size of its own is recorded in device units with its axes' ranges, so that
        `swoop replay` scales it as the live run did. Keyboard events are never read. With --device, recording stops by itself when every device is gone.
        """
    static let output = Option("output", short: "o", "FILE", "fixture to write (atomically, on stop)", FlagSyntax.text)
    package static let options: [any OptionDeclaration] =
        InputSelection.options + [SizeFlag.option, output, LiveStop.option]

    /// Fixture time of the moment recording starts.
    package static let originMicros = FixtureHeader.timeOrigin.micros

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard let output = try arguments.value(Self.output) else { throw UsageError("-o FILE is required") }
        try arguments.requireNoPositionals()
        let stop = try LiveStop(arguments)
        let backend = try InputSelection.backend(arguments)
        let sizing = try SizeFlag.sizing(arguments)
        // Before any device is opened (the options are only read above): a bad -o is reported as
        // itself, not as whatever the device probe finds.
        try FixtureWriter.checkDestination(output)

        stop.start()
        defer { stop.end() }

        let start = MonotonicClock.now()
        let source = try LibinputSource(
            backend: backend, stop: stop.signal, sizing: sizing,
            warn: SizeFlag.warner(context, command: name), log: InputSelection.logger(context))
        guard let first = source.touchDevices.first else {
            throw LibinputError.noTouchDevice(where: backend.description, hint: nil)
        }
        // The header keeps the first device's size, its source and (for device units) its axes, so a
        // replay scales its positions as the live run did. Further devices appear as `device_added`
        // lines, which hold a size only: their positions are written in mm.
        let header = FixtureHeader(device: FixtureDevice(first.info), source: FixtureProvenance(kind: .recorded))
        var scaling = TouchScaling.Stream()
        let writer = try FixtureWriter(path: output, header: header)
        context.standardError(
            "\(context.label(name)): recording \(first.info.name) (\(first.info.node ?? "?")) into \(output); "
                + (stop.duration.map { "stopping after \($0) s" } ?? "Ctrl-C to stop") + "\n")
        do {
            while var event = try source.next() {
                if event.device.rawValue != 0 {
                    event = scaling.convert(event)
                    if case .deviceAdded(var info) = event.event {
                        info.coordinates = .millimetres
                        event.event = .deviceAdded(info)
                    }
                }
                // Saturating, like every time shift: a clock that jumps cannot make a trap.
                let time = Timestamp(micros: max(0, event.time.micros(since: start))).advanced(byMicros: originMicros)
                try writer.write(
                    TimedInputEvent(
                        time: time,
                        device: event.device, event: event.event))
                if case .paths = backend, case .deviceRemoved = event.event, source.touchDevices.isEmpty {
                    context.standardError("\(context.label(name)): every device is gone; stopping\n")
                    break
                }
            }
            try writer.commit()
        } catch {
            writer.abandon()
            throw error
        }
        context.standardError("\(context.label(name)): wrote \(output) (\(writer.eventCount) events)\n")
        return .success
    }
}
