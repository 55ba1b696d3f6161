import SwoopCore
import SwoopInputModel
import SwoopLog

#if canImport(Glibc)
import Glibc
#endif

/// Writes a fixture atomically: lines go to a temporary file beside the destination, which appears
/// under its real name only on `commit()`. An event the reader would refuse (time going backwards,
/// non-finite numbers, events of an absent device) is refused here, so nothing invalid or half-written
/// ever takes the fixture's name.
package final class FixtureWriter {
    package let path: String
    package let header: FixtureHeader
    package private(set) var eventCount = 0
    private let output: AtomicFileOutput
    private var buffer: ByteBuffer
    private var previousTime: Int64 = .min
    private var devices = DeviceRoster()
    private var sawEvent = false
    private static let chunkSize = 256 << 10

    /// Throws `SwoopLog.OutputError` when the temporary file cannot be created.
    package init(path: String, header: FixtureHeader) throws {
        self.path = path
        self.header = header
        try Self.checkDestination(path)
        // The header's sizes as the reader checks them: a file the reader would refuse is not made.
        for (name, size) in [("width_mm", header.device.widthMM), ("height_mm", header.device.heightMM)] {
            if let size, !FixtureLimits.sizeMM.contains(size) {
                throw FixtureError.unwritable(
                    path: path,
                    reason: "device \(name) = \(size) mm is not a plausible size "
                        + "(\(FixtureLimits.sizeMM.lowerBound)…\(FixtureLimits.sizeMM.upperBound))")
            }
        }
        output = try AtomicFileOutput(path: path)
        buffer = ByteBuffer(capacity: Self.chunkSize + 4096)
        buffer.append(utf8: header.line)
        buffer.append(UInt8(ascii: "\n"))
        devices.add(0)
    }

    /// Refuses what could never become a fixture (a device, a pipe, a directory, an unwritable place)
    /// and leaves nothing behind: `swoop record` calls it before it opens any input device.
    package static func checkDestination(_ path: String) throws {
        // Renaming the temporary file over a device or a pipe would replace it: fixtures are regular files.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            throw FixtureError.unwritable(
                path: path, reason: "not a regular file (a fixture is written atomically, by rename)")
        }
        try AtomicFileOutput.preflight(path)
    }

    /// Appends one event. A `deviceAdded` for device 0 before any other event is the header's device
    /// (readers deliver one there) and is absorbed when it agrees with the header.
    package func write(_ event: TimedInputEvent) throws {
        defer { sawEvent = true }
        if !sawEvent, event.device.rawValue == 0, case .deviceAdded(let info) = event.event {
            let expected = header.device.info()
            guard info.name == expected.name, info.kind == expected.kind,
                info.widthMM == expected.widthMM, info.heightMM == expected.heightMM
            else {
                throw FixtureError.unwritable(
                    path: path,
                    reason: "device 0 (\(info.name), \(info.kind.rawValue)) "
                        + "differs from the header's device (\(expected.name), \(expected.kind.rawValue))")
            }
            previousTime = event.time.micros
            return
        }
        if let problem = EventLineEncoder.problem(with: event) {
            throw FixtureError.unwritable(path: path, reason: "event \(eventCount + 1): \(problem)")
        }
        guard event.time.micros >= previousTime else {
            throw FixtureError.unwritable(
                path: path,
                reason: "event \(eventCount + 1): time goes backwards "
                    + "(\(event.time.micros) µs after \(previousTime) µs)")
        }
        if let problem = devices.admit(event) {
            throw FixtureError.unwritable(path: path, reason: "event \(eventCount + 1): \(problem)")
        }
        previousTime = event.time.micros
        EventLineEncoder.append(event, to: &buffer)
        eventCount += 1
        if buffer.count >= Self.chunkSize { try drain() }
    }

    package func write<S: Sequence>(contentsOf events: S) throws where S.Element == TimedInputEvent {
        for event in events { try write(event) }
    }

    /// Writes what is buffered and renames the file into place.
    package func commit() throws {
        try drain()
        try output.commit()
    }

    /// Throws the partial file away.
    package func abandon() { output.abandon() }

    private func drain() throws {
        guard buffer.count > 0 else { return }
        try output.write(utf8: buffer.bytes)
        buffer.removeAll()
    }

    /// Writes a whole fixture in one go.
    package static func write(path: String, header: FixtureHeader, events: [TimedInputEvent]) throws {
        let writer = try FixtureWriter(path: path, header: header)
        do {
            try writer.write(contentsOf: events)
            try writer.commit()
        } catch {
            writer.abandon()
            throw error
        }
    }
}
